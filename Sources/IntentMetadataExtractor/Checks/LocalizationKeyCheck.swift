import IntentMetadata

extension ModuleCheck {
    /// Every key without a `defaultValue` is in its table in the source language.
    ///
    /// `Localizable` is only checked when the source language has it: apps often keep their source-language
    /// texts in code, where a plain literal is both key and text. A table named in code is checked when the
    /// source language has it or when no locale has it at all (a misspelled table name).
    static func checkLocalizationKeys(_ uses: [LocalizedTextUse], resources: LocalizationResources) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let sourceTables = Set(resources.tables.filter { resources.isSourceLocale($0.locale) }.map(\.name))
        for use in uses where use.kind == .text && use.text.defaultValue == nil {
            let table = use.tableName
            let isChecked = sourceTables.contains(table) || (table != LocalizationsMetadata.defaultTable && !resources.hasTable(named: table))
            guard isChecked, resources.sourceEntry(forKey: use.text.key, table: table) == nil else { continue }
            let location = SourceLocation(use.source)
            let fix = sourceTables.contains(table)
                ? "add '\(use.text.key)' to the '\(resources.sourceLanguage)' table '\(table)', or give it a 'defaultValue'"
                : "no locale has a table '\(table)'; check the table's name, or give the text a 'defaultValue'"
            diagnostics.append(
                Diagnostic(
                    .localizationMissingKey, at: location,
                    "'\(use.text.key)' is missing from the '\(resources.sourceLanguage)' strings table '\(table)' and has no default value; people would see the key",
                    notes: [Diagnostic.Note(location: location, message: fix)]
                )
            )
        }
        return diagnostics
    }
}
