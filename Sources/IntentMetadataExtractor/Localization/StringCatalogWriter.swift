import IntentMetadata

/// Writes `.xcstrings` string catalogs: a skeleton of the keys the App Intents code uses, for translators.
///
/// The layout is Xcode's (`"key" : value`, two-space indentation) with keys sorted by Unicode scalars, so the
/// same input always gives the same bytes and Xcode rewrites the file with few changes.
package enum StringCatalogWriter {
    /// A catalog of one table: every key the uses name in that table, each with its source-language text and a
    /// comment saying where it is used.
    ///
    /// The source-language text is the one the source table has, else the `defaultValue`, else the key.
    ///
    /// - Parameters:
    ///   - uses: The bundle's localized texts and phrases.
    ///   - table: The table to write, such as `Localizable` or `AppShortcuts`.
    ///   - resources: The module's existing tables, for source-language texts and the source language.
    /// - Returns: The catalog's UTF-8 JSON, ending with a newline.
    package static func skeleton(for uses: [LocalizedTextUse], table: String, resources: LocalizationResources) -> String {
        var places: [String: Set<String>] = [:]
        var values: [String: String] = [:]
        for use in uses where use.tableName == table && !use.text.key.isEmpty {
            let key = use.text.key
            places[key, default: []].insert("\(use.source.file):\(use.source.line)")
            if values[key] == nil || use.text.defaultValue != nil {
                values[key] = resources.sourceEntry(forKey: key, table: table)?.translation.text ?? use.text.defaultValue ?? key
            }
        }
        let language = resources.sourceLanguage
        var strings: [(String, JSON)] = []
        for key in places.keys.sorted(by: Self.precedes) {
            let used = (places[key] ?? []).sorted(by: Self.precedes).joined(separator: ", ")
            let unit = JSON.object([("state", .string("translated")), ("value", .string(values[key] ?? key))])
            strings.append((key, .object([
                ("comment", .string("Used by \(used)")),
                ("extractionState", .string("manual")),
                ("localizations", .object([(language, .object([("stringUnit", unit)]))])),
            ])))
        }
        let catalog = JSON.object([
            ("sourceLanguage", .string(language)),
            ("strings", .object(strings)),
            ("version", .string("1.0")),
        ])
        var output = ""
        catalog.write(to: &output, indentation: 0)
        return output + "\n"
    }

    /// The tables the uses name, sorted.
    ///
    /// - Parameter uses: The bundle's localized texts and phrases.
    /// - Returns: Table names such as `AppShortcuts`, `Books`, `Localizable`.
    package static func tableNames(in uses: [LocalizedTextUse]) -> [String] {
        Set(uses.map(\.tableName)).sorted(by: precedes)
    }

    static func precedes(_ left: String, _ right: String) -> Bool {
        left.unicodeScalars.map(\.value).lexicographicallyPrecedes(right.unicodeScalars.map(\.value))
    }

    /// The little JSON this writer needs, with members in the order given.
    private indirect enum JSON {
        case string(String)
        case object([(String, JSON)])

        func write(to output: inout String, indentation: Int) {
            switch self {
            case .string(let text):
                output += JSON.quoted(text)
            case .object(let members):
                guard !members.isEmpty else {
                    output += "{\n\n" + String(repeating: " ", count: indentation) + "}"
                    return
                }
                output += "{\n"
                for (index, member) in members.enumerated() {
                    output += String(repeating: " ", count: indentation + 2) + JSON.quoted(member.0) + " : "
                    member.1.write(to: &output, indentation: indentation + 2)
                    output += index == members.count - 1 ? "\n" : ",\n"
                }
                output += String(repeating: " ", count: indentation) + "}"
            }
        }

        /// A JSON string as Xcode writes catalogs: control characters as `\u00XX`, `/` and non-ASCII as they are.
        static func quoted(_ text: String) -> String {
            text.quoted(escapingAsCode: { $0.value < 0x20 }) { value in
                let hex = String(value, radix: 16, uppercase: false)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
    }
}
