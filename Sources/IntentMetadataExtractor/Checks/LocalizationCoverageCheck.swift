import IntentMetadata

extension ModuleCheck {
    /// Every locale of the app translates every key the App Intents code uses: one warning per locale that
    /// does not, at its first file, with a note per missing key at the declaration that uses it.
    ///
    /// Keys a catalog marks `"shouldTranslate": false` need no translation.
    static func checkLocalizationCoverage(_ uses: [LocalizedTextUse], resources: LocalizationResources) -> [Diagnostic] {
        var firstUse: [LocalizationKey: LocalizedTextUse] = [:]
        for use in uses {
            let key = LocalizationKey(table: use.tableName, key: use.text.key)
            if firstUse[key] == nil { firstUse[key] = use }
        }
        let keys = firstUse.keys.filter { key in
            resources.sourceEntry(forKey: key.key, table: key.table)?.isTranslatable ?? true
        }.sorted()
        var diagnostics: [Diagnostic] = []
        for locale in resources.translationLocales {
            let missing = keys.filter { key in
                guard let entry = resources.entry(forKey: key.key, table: key.table, locale: locale) else { return true }
                return entry.translation.isEmpty
            }
            // The warning points at the file the first missing key belongs in, when the locale has that table.
            guard let first = missing.first,
                let file = resources.tables.first(where: { $0.name == first.table && $0.locale == locale })?.file ?? resources.firstFile(of: locale)
            else { continue }
            let notes = missing.compactMap { key -> Diagnostic.Note? in
                guard let use = firstUse[key] else { return nil }
                let what = use.kind == .phrase ? "App Shortcut phrase '\(key.key)'" : "'\(key.key)'"
                return Diagnostic.Note(location: SourceLocation(use.source), message: "\(what) in table '\(key.table)' has no '\(locale)' translation")
            }.sorted { ($0.location, $0.message) < ($1.location, $1.message) }
            let strings = keys.count == 1 ? "string" : "strings"
            diagnostics.append(
                Diagnostic(
                    .localizationMissingTranslation, at: SourceLocation(file: file, line: 1, column: 1),
                    "'\(locale)' lacks translations of \(missing.count) of the \(keys.count) \(strings) the App Intents code uses; people would see them in '\(resources.sourceLanguage)'",
                    notes: notes
                )
            )
        }
        return diagnostics
    }
}
