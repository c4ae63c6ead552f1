import IntentMetadata

extension ModuleCheck {
    /// Every locale that localizes the App Intents strings of a table translates all of them: one warning per
    /// locale that does not, at the file the first missing key belongs in, with a note per missing key at the
    /// declaration that uses it.
    ///
    /// What counts, so that each warning is one a maintainer wants:
    /// - a locale is checked for a table only when it has that table (`de.lproj/AppShortcuts.strings`, or `de` in
    ///   `AppShortcuts.xcstrings`): a language may be localized only in part on purpose, such as an app whose phrases
    ///   are written in several languages in code and that has no `AppShortcuts` table;
    /// - nor when that locale's table translates none of the keys: the App Intents strings are then not part of its
    ///   localization (or the table is another target's);
    /// - a key of a table that only string catalogs give counts only when a catalog has it: Xcode adds the literals of
    ///   the target's code to its catalog at build time, so a key no catalog has yet is not known to be this catalog's;
    /// - keys a catalog marks `"shouldTranslate": false` need no translation.
    static func checkLocalizationCoverage(_ uses: [LocalizedTextUse], resources: LocalizationResources) -> [Diagnostic] {
        var firstUse: [LocalizationKey: LocalizedTextUse] = [:]
        for use in uses {
            let key = LocalizationKey(table: use.tableName, key: use.text.key)
            if firstUse[key] == nil { firstUse[key] = use }
        }
        var keysByTable: [String: [LocalizationKey]] = [:]
        for key in firstUse.keys.sorted() {
            let tables = resources.tables.filter { $0.name == key.table }
            if !tables.isEmpty, tables.allSatisfy(\.isFromCatalog), !tables.contains(where: { $0.entries[key.key] != nil }) { continue }
            guard resources.sourceEntry(forKey: key.key, table: key.table)?.isTranslatable ?? true else { continue }
            keysByTable[key.table, default: []].append(key)
        }
        var diagnostics: [Diagnostic] = []
        for locale in resources.translationLocales {
            var checked: [LocalizationKey] = []
            var missing: [LocalizationKey] = []
            for (table, keys) in keysByTable.sorted(by: { $0.key < $1.key }) where resources.hasTable(named: table, locale: locale) {
                let untranslated = keys.filter { key in
                    guard let entry = resources.entry(forKey: key.key, table: table, locale: locale) else { return true }
                    return entry.translation.isEmpty
                }
                guard untranslated.count < keys.count else { continue }
                checked += keys
                missing += untranslated
            }
            missing.sort()
            // The warning points at the file the first missing key belongs in.
            guard let first = missing.first,
                let file = resources.tables.first(where: { $0.name == first.table && $0.locale == locale })?.file
            else { continue }
            let notes = missing.compactMap { key -> Diagnostic.Note? in
                guard let use = firstUse[key] else { return nil }
                let what = use.kind == .phrase ? "App Shortcut phrase '\(key.key)'" : "'\(key.key)'"
                return Diagnostic.Note(location: SourceLocation(use.source), message: "\(what) in table '\(key.table)' has no '\(locale)' translation")
            }.sorted { ($0.location, $0.message) < ($1.location, $1.message) }
            let strings = checked.count == 1 ? "string" : "strings"
            diagnostics.append(
                Diagnostic(
                    .localizationMissingTranslation, at: SourceLocation(file: file, line: 1, column: 1),
                    "'\(locale)' lacks translations of \(missing.count) of the \(checked.count) \(strings) the App Intents code uses; people would see them in '\(resources.sourceLanguage)'",
                    notes: notes
                )
            )
        }
        return diagnostics
    }
}
