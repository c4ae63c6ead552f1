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

    /// Reads the bytes of a catalog, every key.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes (UTF-8 JSON).
    ///   - path: The path for locations and diagnostics; the table's name is its file name without `.xcstrings`.
    /// - Returns: The tables and any diagnostics. A syntax error yields no tables; a misshapen entry is
    ///   reported and skipped.
    package static func read(_ bytes: [UInt8], path: String) -> Result {
        Catalog(bytes, path: path).read(keys: nil)
    }

    /// A catalog parsed but not yet read: what targets of one run share (`LocalizationTableCache`), each then
    /// reading the keys its App Intents code uses.
    package struct Catalog: Sendable {
        let file: SourceFile
        let document: Swift.Result<PositionedJSON, PositionedJSON.SyntaxError>
        /// What reading every entry without keeping one found: the file's problems, its source language, and a
        /// table, empty, for every locale that has an entry.
        let checked: StringCatalogReader.Result
        /// The members of `strings` by key: the nodes of each member's key and entry, in file order.
        let entriesByKey: [String: [(key: Int, entry: Int)]]

        /// Parses the bytes of a catalog (UTF-8 JSON, with or without a byte order mark) and checks all of it.
        package init(_ bytes: [UInt8], path: String) {
            let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
            file = SourceFile(path: path, bytes: body)
            var reader = Reader(file: file, tableName: tableName(ofCatalogAt: path), keys: [])
            reader.recordsEntries = true
            do {
                let parsed = try PositionedJSON.parse(body)
                document = .success(parsed)
                reader.read(parsed)
            } catch {
                document = .failure(error)
                reader.report(at: error.offset, "string catalog is not valid JSON: \(error.message)")
            }
            checked = reader.result
            entriesByKey = reader.entriesByKey
        }

        /// The catalog's tables with the entries of the given keys, and every problem of the file.
        ///
        /// - Parameter keys: The keys whose entries are wanted, `nil` for all. Every entry is checked, every problem
        ///   reported and every locale that has an entry gets its table, whichever keys are wanted; only the wanted
        ///   keys' entries are kept. The check was made once, when the catalog was parsed; a read for some keys
        ///   reads only their entries.
        package func read(keys: Set<String>?) -> StringCatalogReader.Result {
            guard case .success(let parsed) = document else { return checked }
            var reader = Reader(file: file, tableName: tableName(ofCatalogAt: file.path), keys: keys)
            guard let keys else {
                reader.read(parsed)
                return reader.result
            }
            reader.document = parsed
            reader.sourceLanguage = checked.sourceLanguage
            // Keys are independent of one another, and a key's members are read in file order (the last of
            // duplicates wins, as in a whole reading). Their problems are `checked`'s.
            for key in keys.sorted() {
                for member in entriesByKey[key] ?? [] {
                    reader.readString(key: member.key, entry: member.entry)
                }
            }
            for table in checked.tables where reader.tables[table.locale] == nil {
                reader.tables[table.locale] = table
            }
            var result = reader.result
            result.diagnostics = checked.diagnostics
            return result
        }
    }

    /// `Books` for `Resources/Books.xcstrings`.
    static func tableName(ofCatalogAt path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".xcstrings") ? String(name.dropLast(".xcstrings".count)) : name
    }

    /// A locale met among an entry's localizations.
    private struct RecentLocale {
        /// The node of its name, in the document being read.
        var node: Int
        var name: String
        /// Whether the locale is known to have a table: set once one is added, so an entry that is not kept costs
        /// no table lookup for it.
        var hasTable: Bool
    }

    private struct Reader {
        let file: SourceFile
        let tableName: String
        /// The keys whose entries are kept; `nil` for all.
        let keys: Set<String>?
        var sourceLanguage: String?
        var tables: [String: LocalizationTable] = [:]
        var diagnostics: [Diagnostic] = []
        /// The locales that have a table already, so a key that is not kept costs no table lookup per locale.
        var localesWithTables: Set<String> = []
        /// The locale last met at each position of an entry's localizations (see `localeName(of:at:)`).
        var recentLocales: [RecentLocale] = []
        /// Whether `read(_:)` lists the members of `strings` by key in `entriesByKey` (for `Catalog`).
        var recordsEntries = false
        /// The members of `strings` read so far by key, when `recordsEntries`.
        var entriesByKey: [String: [(key: Int, entry: Int)]] = [:]
        var document = PositionedJSON(bytes: [], nodes: [])

        init(file: SourceFile, tableName: String, keys: Set<String>?) {
            self.file = file
            self.tableName = tableName
            self.keys = keys
        }

        /// The tables, sorted by locale, the source language and the problems.
        var result: StringCatalogReader.Result {
            StringCatalogReader.Result(sourceLanguage: sourceLanguage, tables: tables.values.sorted { $0.locale < $1.locale }, diagnostics: diagnostics)
        }

        mutating func report(at offset: Int, _ message: String) {
            diagnostics.append(Diagnostic(.localizationMalformedFile, severity: .error, at: file.location(at: offset), message))
        }

        mutating func read(_ document: PositionedJSON) {
            self.document = document
            let root = document.root
            guard document.kind(root) == .object else {
                report(at: document.offset(root), "string catalog must be a JSON object, but it is \(document.kindDescription(root))")
                return
            }
            if let language = document.member("sourceLanguage", of: root) {
                if let text = document.string(language), !text.isEmpty {
                    sourceLanguage = text
                } else {
                    report(at: document.offset(language), "'sourceLanguage' must be a locale identifier such as \"en\"")
                }
            } else {
                report(at: document.offset(root), "string catalog has no 'sourceLanguage'")
            }
            guard let strings = document.member("strings", of: root) else { return }
            guard document.kind(strings) == .object else {
                report(at: document.offset(strings), "'strings' must be an object of keys, but it is \(document.kindDescription(strings))")
                return
            }
            for member in document.members(of: strings) {
                let key = readString(key: member.key, entry: member.value)
                if recordsEntries { entriesByKey[key, default: []].append((member.key, member.value)) }
            }
        }

        /// Reads one member of `strings`, and returns its key.
        @discardableResult
        mutating func readString(key keyNode: Int, entry: Int) -> String {
            let key = document.string(keyNode) ?? ""
            guard document.kind(entry) == .object else {
                report(at: document.offset(entry), "the entry for '\(key)' must be an object, but it is \(document.kindDescription(entry))")
                return key
            }
            // An entry that is not kept is still read whole: its problems are the file's, and its locales have tables.
            let isKept = keys?.contains(key) ?? true
            let isTranslatable = document.member("shouldTranslate", of: entry).flatMap(document.bool) ?? true
            let keyLocation = isKept ? file.location(at: document.offset(keyNode)) : SourceLocation(file: file.path, line: 0, column: 0)
            var sourceEntry = LocalizationTable.Entry(translation: Translation(value: key), location: keyLocation, isTranslatable: isTranslatable)
            var foundSource = false
            if let localizations = document.member("localizations", of: entry) {
                guard document.kind(localizations) == .object else {
                    report(at: document.offset(localizations), "'localizations' of '\(key)' must be an object of locales, but it is \(document.kindDescription(localizations))")
                    return key
                }
                for (position, locale) in document.members(of: localizations).enumerated() {
                    let localeName = localeName(of: locale.key, at: position)
                    guard var read = readLocalization(locale.value, key: key, locale: localeName, isKept: isKept) else { continue }
                    if isKept { read.location = file.location(at: document.offset(locale.key)) }
                    read.isTranslatable = isTranslatable
                    if localeName == sourceLanguage {
                        foundSource = true
                        sourceEntry = read
                    } else if isKept || !recentLocales[position].hasTable {
                        add(read, key: key, locale: localeName, isKept: isKept)
                        recentLocales[position].hasTable = true
                    }
                }
            }
            // Xcode shows a key without a source-language value as the key itself, so it is present in the source.
            if !foundSource || sourceEntry.translation.isEmpty {
                sourceEntry.translation = Translation(value: key)
            }
            add(sourceEntry, key: key, locale: sourceLanguage ?? "en", isKept: isKept)
            return key
        }

        /// The name of the locale at `position` among an entry's localizations.
        ///
        /// A catalog lists the same locales in the same order for most keys, so the locale at a position is usually
        /// the one met there last: its bytes are compared with that one's, and a string is decoded (and looked up among
        /// the locales with tables) only when they differ. A 4 MB catalog has 26,000 localizations in 32 locales.
        mutating func localeName(of node: Int, at position: Int) -> String {
            if position < recentLocales.count, document.stringsEqual(recentLocales[position].node, node) {
                return recentLocales[position].name
            }
            let name = document.string(node) ?? ""
            let recent = RecentLocale(node: node, name: name, hasTable: localesWithTables.contains(name))
            if position < recentLocales.count {
                recentLocales[position] = recent
            } else {
                recentLocales.append(recent)
            }
            return name
        }

        /// Adds a kept entry to its locale's table; for an entry not kept, makes sure the locale has a table.
        mutating func add(_ entry: LocalizationTable.Entry, key: String, locale: String, isKept: Bool) {
            if isKept {
                if tables[locale] == nil {
                    var table = LocalizationTable(name: tableName, locale: locale, file: file.path)
                    // Sized once for the wanted keys: a table grown one entry at a time was rehashed over and over.
                    if let keys { table.entries.reserveCapacity(keys.count) }
                    tables[locale] = table
                }
                tables[locale]?.entries[key] = entry
                localesWithTables.insert(locale)
            } else if localesWithTables.insert(locale).inserted {
                if tables[locale] == nil { tables[locale] = LocalizationTable(name: tableName, locale: locale, file: file.path) }
            }
        }

        /// One locale's `stringUnit` or `variations`; `nil` when it has no text (reported when misshapen). Its
        /// location is the caller's to set.
        mutating func readLocalization(_ localization: Int, key: String, locale: String, isKept: Bool) -> LocalizationTable.Entry? {
            guard document.kind(localization) == .object else {
                report(at: document.offset(localization), "the '\(locale)' localization of '\(key)' must be an object, but it is \(document.kindDescription(localization))")
                return nil
            }
            let location = SourceLocation(file: file.path, line: 0, column: 0)
            if let unit = document.member("stringUnit", of: localization) {
                guard let (state, value) = readStringUnit(unit, key: key, locale: locale, isKept: isKept), !value.isEmpty else { return nil }
                return LocalizationTable.Entry(translation: Translation(value: value), location: location, state: state)
            }
            if let set = document.member("stringSet", of: localization) {
                guard let (state, values) = readStringSet(set, key: key, locale: locale, isKept: isKept), let first = values.first else { return nil }
                return LocalizationTable.Entry(
                    translation: Translation(value: first), location: location, state: state, alternativeTexts: Array(values.dropFirst())
                )
            }
            guard let variations = document.member("variations", of: localization) else { return nil }
            var translation = Translation()
            var states: Set<String> = []
            for variation in document.members(of: variations) {
                if document.stringEquals(variation.key, "plural") {
                    translation.pluralForms = readForms(variation.value, key: key, locale: locale, isKept: isKept, states: &states)
                } else if document.stringEquals(variation.key, "device") {
                    translation.deviceForms = readForms(variation.value, key: key, locale: locale, isKept: isKept, states: &states)
                } else {
                    let name = document.string(variation.key) ?? ""
                    report(at: document.offset(variation.key), "unknown variation '\(name)' in the '\(locale)' localization of '\(key)'; expected 'plural' or 'device'")
                }
            }
            guard !translation.isEmpty else { return nil }
            // The least finished state of the forms speaks for the whole localization.
            let state = ["new", "needs_review", "stale", "translated"].first { states.contains($0) } ?? states.min()
            return LocalizationTable.Entry(translation: translation, location: location, state: state)
        }

        /// The forms of a `plural` or `device` variation; a form that varies again keeps its `other` text.
        mutating func readForms(_ variation: Int, key: String, locale: String, isKept: Bool, states: inout Set<String>) -> [String: String]? {
            guard document.kind(variation) == .object else {
                report(at: document.offset(variation), "variations of '\(key)' in '\(locale)' must be an object, but they are \(document.kindDescription(variation))")
                return nil
            }
            var result: [String: String] = [:]
            for form in document.members(of: variation) {
                let formName = document.string(form.key) ?? ""
                if let unit = document.member("stringUnit", of: form.value) {
                    if let (state, value) = readStringUnit(unit, key: key, locale: locale, isKept: isKept), !value.isEmpty {
                        result[formName] = value
                        if let state { states.insert(state) }
                    }
                } else if let nested = document.member("variations", of: form.value) {
                    for inner in document.members(of: nested) {
                        let innerForms = readForms(inner.value, key: key, locale: locale, isKept: isKept, states: &states) ?? [:]
                        if let text = innerForms["other"] ?? innerForms.keys.min().flatMap({ innerForms[$0] }) {
                            result[formName] = text
                        }
                    }
                } else {
                    report(at: document.offset(form.value), "the '\(formName)' form of '\(key)' in '\(locale)' has neither 'stringUnit' nor 'variations'")
                }
            }
            return result.isEmpty ? nil : result
        }

        /// The member `name` of the object `node` (a `stringSet` or `stringUnit`), or `nil` after reporting that `node`
        /// is not an object or lacks it.
        mutating func member(_ name: StaticString, of node: Int, named what: String, key: String, locale: String) -> Int? {
            guard document.kind(node) == .object else {
                report(at: document.offset(node), "'\(what)' of '\(key)' in '\(locale)' must be an object, but it is \(document.kindDescription(node))")
                return nil
            }
            guard let member = document.member(name, of: node) else {
                report(at: document.offset(node), "'\(what)' of '\(key)' in '\(locale)' has no '\(name)'")
                return nil
            }
            return member
        }

        /// A `stringSet`'s state and non-empty values, in order.
        mutating func readStringSet(_ set: Int, key: String, locale: String, isKept: Bool) -> (state: String?, values: [String])? {
            guard let valuesNode = member("values", of: set, named: "stringSet", key: key, locale: locale) else { return nil }
            guard document.kind(valuesNode) == .array else {
                report(at: document.offset(valuesNode), "'values' of '\(key)' in '\(locale)' must be an array of strings, but it is \(document.kindDescription(valuesNode))")
                return nil
            }
            var values: [String] = []
            for item in document.elements(of: valuesNode) {
                guard let text = text(item, isKept: isKept) else {
                    report(at: document.offset(item), "a value of '\(key)' in '\(locale)' must be a string, but it is \(document.kindDescription(item))")
                    continue
                }
                if !text.isEmpty { values.append(text) }
            }
            return (isKept ? document.member("state", of: set).flatMap(document.string) : nil, values)
        }

        mutating func readStringUnit(_ unit: Int, key: String, locale: String, isKept: Bool) -> (state: String?, value: String)? {
            guard let valueNode = member("value", of: unit, named: "stringUnit", key: key, locale: locale) else { return nil }
            guard let value = text(valueNode, isKept: isKept) else {
                report(at: document.offset(valueNode), "'value' of '\(key)' in '\(locale)' must be a string, but it is \(document.kindDescription(valueNode))")
                return nil
            }
            return (isKept ? document.member("state", of: unit).flatMap(document.string) : nil, value)
        }

        /// The text of a string value, or `nil` when the value is not a string. For an entry that is not kept only
        /// whether the text is empty matters (it decides whether the locale has a translation), so a non-empty text
        /// is not decoded but stood for by a placeholder.
        func text(_ node: Int, isKept: Bool) -> String? {
            guard document.kind(node) == .string else { return nil }
            if isKept { return document.string(node) }
            return document.isEmptyString(node) ? "" : "…"
        }
    }
}
