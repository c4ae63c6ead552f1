import IntentMetadata

extension DiagnosticID {
    /// A key-style literal (`"intent.open.title"`) the App Intents code uses has no `defaultValue` and no locale's
    /// table has it, so people would see the raw key (warning). Add the key to the table, or give it a `defaultValue`.
    package static let localizationMissingKey = DiagnosticID("localization-missing-key", severity: .warning)
    /// Some locale of the app lacks translations of keys the App Intents code uses (warning, one per locale,
    /// with a note per key). Translate them, or remove the locale.
    package static let localizationMissingTranslation = DiagnosticID("localization-missing-translation", severity: .warning)
}

extension ModuleCheck {
    /// The keys the App Intents code uses are in its strings tables: in some locale, or given a default value (a key
    /// people would otherwise see raw), and in every locale that localizes the table.
    static let localizationKeys = Rule(
        identifiers: [.localizationMissingKey, .localizationMissingTranslation],
        check: .localization { input in
            checkLocalizationKeys(input.uses, resources: input.resources) + checkLocalizationCoverage(input.uses, resources: input.resources)
        }
    )

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
            let tables = resources.tables(named: key.table)
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
