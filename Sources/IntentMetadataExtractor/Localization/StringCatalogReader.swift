import IntentMetadata

/// Reads an `.xcstrings` string catalog: one table, every locale, as Xcode 15 and later write it.
///
/// ```json
/// {
///   "sourceLanguage" : "en",
///   "strings" : {
///     "Open ${target} in ${applicationName}" : {
///       "localizations" : {
///         "de" : { "stringUnit" : { "state" : "translated", "value" : "Öffne ${target} in ${applicationName}" } },
///         "fr" : { "variations" : { "device" : { "mac" : { "stringUnit" : { ... } }, "other" : { ... } } } }
///       }
///     }
///   },
///   "version" : "1.0"
/// }
/// ```
///
/// A localization is a `stringUnit {state, value}`, a `stringSet {state, values}` (the several wordings of an App
/// Shortcut phrase in `AppShortcuts.xcstrings`; the first is the translation's value, the others its
/// ``LocalizationTable/Entry/alternativeTexts``), or `variations` by `plural` category or by `device` (a device form
/// may vary by plural in turn; its `other` form is kept). `substitutions` are not read. Every key of the catalog is
/// present in the source language, with the key itself as text when the catalog gives no source-language value, as
/// Xcode shows it. A string unit with an empty value does not count as a translation.
///
/// A catalog that cannot be read is an error, unlike a `.strings` file: Xcode compiles a catalog by decoding all of
/// it, and its build fails when that fails.
package enum StringCatalogReader {
    /// What a catalog holds.
    package struct Result: Sendable {
        /// The catalog's `sourceLanguage`, when it states one.
        package var sourceLanguage: String?
        /// One table per locale, sorted by locale.
        package var tables: [LocalizationTable]
        /// `localization-malformed-file` diagnostics.
        package var diagnostics: [Diagnostic]
    }

    /// Reads the bytes of a catalog.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes (UTF-8 JSON).
    ///   - path: The path for locations and diagnostics; the table's name is its file name without `.xcstrings`.
    /// - Returns: The tables and any diagnostics. A syntax error yields no tables; a misshapen entry is
    ///   reported and skipped.
    package static func read(_ bytes: [UInt8], path: String) -> Result {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        let file = SourceFile(path: path, bytes: body)
        var reader = Reader(file: file, tableName: tableName(ofCatalogAt: path))
        do {
            let document = try PositionedJSON.parse(body)
            reader.read(document)
        } catch {
            reader.report(at: error.offset, "string catalog is not valid JSON: \(error.message)")
        }
        let tables = reader.tables.values.sorted { $0.locale < $1.locale }
        return Result(sourceLanguage: reader.sourceLanguage, tables: tables, diagnostics: reader.diagnostics)
    }

    /// `Books` for `Resources/Books.xcstrings`.
    static func tableName(ofCatalogAt path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".xcstrings") ? String(name.dropLast(".xcstrings".count)) : name
    }

    private struct Reader {
        let file: SourceFile
        let tableName: String
        var sourceLanguage: String?
        var tables: [String: LocalizationTable] = [:]
        var diagnostics: [Diagnostic] = []

        init(file: SourceFile, tableName: String) {
            self.file = file
            self.tableName = tableName
        }

        mutating func report(at offset: Int, _ message: String) {
            diagnostics.append(Diagnostic(.localizationMalformedFile, severity: .error, at: file.location(at: offset), message))
        }

        mutating func read(_ document: PositionedJSON) {
            guard case .object = document.value else {
                report(at: document.offset, "string catalog must be a JSON object, but it is \(document.kindDescription)")
                return
            }
            if let language = document["sourceLanguage"] {
                if let text = language.string, !text.isEmpty {
                    sourceLanguage = text
                } else {
                    report(at: language.offset, "'sourceLanguage' must be a locale identifier such as \"en\"")
                }
            } else {
                report(at: document.offset, "string catalog has no 'sourceLanguage'")
            }
            guard let strings = document["strings"] else { return }
            guard case .object(let members) = strings.value else {
                report(at: strings.offset, "'strings' must be an object of keys, but it is \(strings.kindDescription)")
                return
            }
            for member in members {
                readString(member)
            }
        }

        mutating func readString(_ member: PositionedJSON.Member) {
            let key = member.key
            let entry = member.value
            guard case .object = entry.value else {
                report(at: entry.offset, "the entry for '\(key)' must be an object, but it is \(entry.kindDescription)")
                return
            }
            let isTranslatable = entry["shouldTranslate"]?.bool ?? true
            let keyLocation = file.location(at: member.keyOffset)
            var sourceEntry = LocalizationTable.Entry(translation: Translation(value: key), location: keyLocation, isTranslatable: isTranslatable)
            var foundSource = false
            if let localizations = entry["localizations"] {
                guard case .object(let locales) = localizations.value else {
                    report(at: localizations.offset, "'localizations' of '\(key)' must be an object of locales, but it is \(localizations.kindDescription)")
                    return
                }
                for locale in locales {
                    guard var read = readLocalization(locale.value, key: key, locale: locale.key) else { continue }
                    read.location = file.location(at: locale.keyOffset)
                    read.isTranslatable = isTranslatable
                    if locale.key == sourceLanguage {
                        foundSource = true
                        sourceEntry = read
                    } else {
                        add(read, key: key, locale: locale.key)
                    }
                }
            }
            // Xcode shows a key without a source-language value as the key itself, so it is present in the source.
            if !foundSource || sourceEntry.translation.isEmpty {
                sourceEntry.translation = Translation(value: key)
            }
            add(sourceEntry, key: key, locale: sourceLanguage ?? "en")
        }

        mutating func add(_ entry: LocalizationTable.Entry, key: String, locale: String) {
            tables[locale, default: LocalizationTable(name: tableName, locale: locale, file: file.path)].entries[key] = entry
        }

        /// One locale's `stringUnit` or `variations`; `nil` when it has no text (reported when misshapen).
        mutating func readLocalization(_ localization: PositionedJSON, key: String, locale: String) -> LocalizationTable.Entry? {
            guard case .object = localization.value else {
                report(at: localization.offset, "the '\(locale)' localization of '\(key)' must be an object, but it is \(localization.kindDescription)")
                return nil
            }
            let location = file.location(at: localization.offset)
            if let unit = localization["stringUnit"] {
                guard let (state, value) = readStringUnit(unit, key: key, locale: locale), !value.isEmpty else { return nil }
                return LocalizationTable.Entry(translation: Translation(value: value), location: location, state: state)
            }
            if let set = localization["stringSet"] {
                guard let (state, values) = readStringSet(set, key: key, locale: locale), let first = values.first else { return nil }
                return LocalizationTable.Entry(
                    translation: Translation(value: first), location: location, state: state, alternativeTexts: Array(values.dropFirst())
                )
            }
            guard let variations = localization["variations"] else { return nil }
            var translation = Translation()
            var states: Set<String> = []
            for variation in variations.members {
                switch variation.key {
                case "plural":
                    translation.pluralForms = readForms(variation.value, key: key, locale: locale, states: &states)
                case "device":
                    translation.deviceForms = readForms(variation.value, key: key, locale: locale, states: &states)
                default:
                    report(at: variation.keyOffset, "unknown variation '\(variation.key)' in the '\(locale)' localization of '\(key)'; expected 'plural' or 'device'")
                }
            }
            guard !translation.isEmpty else { return nil }
            // The least finished state of the forms speaks for the whole localization.
            let state = ["new", "needs_review", "stale", "translated"].first { states.contains($0) } ?? states.min()
            return LocalizationTable.Entry(translation: translation, location: location, state: state)
        }

        /// The forms of a `plural` or `device` variation; a form that varies again keeps its `other` text.
        mutating func readForms(_ variation: PositionedJSON, key: String, locale: String, states: inout Set<String>) -> [String: String]? {
            guard case .object(let forms) = variation.value else {
                report(at: variation.offset, "variations of '\(key)' in '\(locale)' must be an object, but they are \(variation.kindDescription)")
                return nil
            }
            var result: [String: String] = [:]
            for form in forms {
                if let unit = form.value["stringUnit"] {
                    if let (state, value) = readStringUnit(unit, key: key, locale: locale), !value.isEmpty {
                        result[form.key] = value
                        if let state { states.insert(state) }
                    }
                } else if let nested = form.value["variations"] {
                    for inner in nested.members {
                        let innerForms = readForms(inner.value, key: key, locale: locale, states: &states) ?? [:]
                        if let text = innerForms["other"] ?? innerForms.keys.min().flatMap({ innerForms[$0] }) {
                            result[form.key] = text
                        }
                    }
                } else {
                    report(at: form.value.offset, "the '\(form.key)' form of '\(key)' in '\(locale)' has neither 'stringUnit' nor 'variations'")
                }
            }
            return result.isEmpty ? nil : result
        }

        /// The member `name` of the object `node` (a `stringSet` or `stringUnit`), or `nil` after reporting that `node`
        /// is not an object or lacks it.
        mutating func member(_ name: String, of node: PositionedJSON, named what: String, key: String, locale: String) -> PositionedJSON? {
            guard case .object = node.value else {
                report(at: node.offset, "'\(what)' of '\(key)' in '\(locale)' must be an object, but it is \(node.kindDescription)")
                return nil
            }
            guard let member = node[name] else {
                report(at: node.offset, "'\(what)' of '\(key)' in '\(locale)' has no '\(name)'")
                return nil
            }
            return member
        }

        /// A `stringSet`'s state and non-empty values, in order.
        mutating func readStringSet(_ set: PositionedJSON, key: String, locale: String) -> (state: String?, values: [String])? {
            guard let valuesNode = member("values", of: set, named: "stringSet", key: key, locale: locale) else { return nil }
            guard case .array(let items) = valuesNode.value else {
                report(at: valuesNode.offset, "'values' of '\(key)' in '\(locale)' must be an array of strings, but it is \(valuesNode.kindDescription)")
                return nil
            }
            var values: [String] = []
            for item in items {
                guard let text = item.string else {
                    report(at: item.offset, "a value of '\(key)' in '\(locale)' must be a string, but it is \(item.kindDescription)")
                    continue
                }
                if !text.isEmpty { values.append(text) }
            }
            return (set["state"]?.string, values)
        }

        mutating func readStringUnit(_ unit: PositionedJSON, key: String, locale: String) -> (state: String?, value: String)? {
            guard let valueNode = member("value", of: unit, named: "stringUnit", key: key, locale: locale) else { return nil }
            guard let value = valueNode.string else {
                report(at: valueNode.offset, "'value' of '\(key)' in '\(locale)' must be a string, but it is \(valueNode.kindDescription)")
                return nil
            }
            return (unit["state"]?.string, value)
        }
    }
}
