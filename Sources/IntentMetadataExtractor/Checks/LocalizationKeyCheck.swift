import IntentMetadata

extension ModuleCheck {
    /// A key-style literal (see `String.isKeyStyle`) without a `defaultValue` is in its table in some locale.
    ///
    /// Only such keys are checked, and only as warnings. A `LocalizedStringResource` literal is its own key and its
    /// development-language text: a literal no table has is shown as written, and Xcode adds the literals it finds
    /// to a string catalog at build time. What people would see raw is a key-style literal that no locale's table
    /// has and that gives no `defaultValue`.
    static func checkLocalizationKeys(_ uses: [LocalizedTextUse], resources: LocalizationResources) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for use in uses where use.kind == .text && use.text.defaultValue == nil && use.text.key.isKeyStyle {
            let key = use.text.key
            let table = use.tableName
            guard !resources.tables.contains(where: { $0.name == table && $0.entries[key] != nil }) else { continue }
            let location = SourceLocation(use.source)
            var notes: [Diagnostic.Note] = []
            let otherTables = Set(resources.tables.filter { $0.name != table && $0.entries[key] != nil }.map(\.name)).sorted()
            if !otherTables.isEmpty {
                let names = otherTables.map { "'\($0)'" }.joined(separator: ", ")
                notes.append(Diagnostic.Note(location: location, message: "\(otherTables.count == 1 ? "table" : "tables") \(names) \(otherTables.count == 1 ? "has" : "have") it; name the table with 'table:'"))
            }
            notes.append(
                Diagnostic.Note(
                    location: location,
                    message: resources.hasTable(named: table)
                        ? "add '\(key)' to the '\(resources.sourceLanguage)' table '\(table)', or give it a 'defaultValue'"
                        : "no locale has a table '\(table)'; check the table's name, or give the text a 'defaultValue'"
                )
            )
            diagnostics.append(
                Diagnostic(
                    .localizationMissingKey, at: location,
                    "key '\(key)' is in no locale of the strings table '\(table)' and has no default value; people would see the key",
                    notes: notes
                )
            )
        }
        return diagnostics
    }
}
