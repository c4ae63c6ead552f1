import IntentMetadata

extension DiagnosticID {
    /// A key-style literal (`"intent.open.title"`) the App Intents code uses has no `defaultValue` and no locale's
    /// table has it, so people would see the raw key (warning). Add the key to the table, or give it a `defaultValue`.
    package static let localizationMissingKey = DiagnosticID("localization-missing-key", severity: .warning)
    /// Keys the App Intents code uses lack translations (warning, grouped by cause: one for the keys that no locale
    /// translates, and one per locale for the keys that other locales translate and it does not; a note per key).
    /// Translate them, or remove the locale.
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

    /// Every locale that localizes the App Intents strings of a table translates all of them. Warnings are grouped
    /// by cause, so that one missing string is reported once:
    /// - strings that no locale translates (each locale that localizes their table lacks them): one warning for all
    ///   of them, at the first one's use, with a note per string; translating them is one task, not one per locale;
    /// - strings that some locale translates and others do not: one warning per locale that lacks some, at the file
    ///   the first missing one belongs in, with a note per missing string at the declaration that uses it.
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
        // The keys are numbered in sorted order: the sets of keys below are arrays of flags, and sorting numbers
        // sorts keys. (Sets of keys, each insertion hashing a table name and a key, were most of this check.)
        let keys = firstUse.keys.sorted()
        var keysByTable: [String: [Int]] = [:]
        // By table name, its tables when only catalogs give it (none otherwise), looked up once per name.
        var catalogOnlyTables: [String: [LocalizationTable]] = [:]
        for (number, key) in keys.enumerated() {
            if catalogOnlyTables[key.table] == nil {
                let tables = resources.tables(named: key.table)
                catalogOnlyTables[key.table] = tables.allSatisfy(\.isFromCatalog) ? tables : []
            }
            let catalogs = catalogOnlyTables[key.table] ?? []
            if !catalogs.isEmpty, !catalogs.contains(where: { $0.entries[key.key] != nil }) { continue }
            guard resources.sourceEntry(forKey: key.key, table: key.table)?.isTranslatable ?? true else { continue }
            keysByTable[key.table, default: []].append(number)
        }
        let keysBySortedTable = keysByTable.sorted { $0.key < $1.key }
        // Per locale, the keys of the tables it localizes, and those it lacks (in ascending order).
        var checkedByLocale: [(locale: String, checked: [Int], missing: [Int])] = []
        var isTranslatedSomewhere = [Bool](repeating: false, count: keys.count)
        var isCheckedSomewhere = [Bool](repeating: false, count: keys.count)
        for locale in resources.translationLocales {
            var checked: [Int] = []
            var missing: [Int] = []
            for (table, numbers) in keysBySortedTable {
                // The table's files in this locale, looked up once for all of its keys.
                let files = resources.tables(named: table, locale: locale)
                guard !files.isEmpty else { continue }
                let untranslated = numbers.filter { files.entry(forKey: keys[$0].key)?.translation.isEmpty ?? true }
                guard untranslated.count < numbers.count else { continue }
                checked += numbers
                missing += untranslated
            }
            var isMissing = [Bool](repeating: false, count: keys.count)
            for number in missing { isMissing[number] = true }
            for number in checked {
                isCheckedSomewhere[number] = true
                if !isMissing[number] { isTranslatedSomewhere[number] = true }
            }
            checkedByLocale.append((locale, checked, missing.sorted()))
        }
        let untranslatedEverywhereNumbers = keys.indices.filter { isCheckedSomewhere[$0] && !isTranslatedSomewhere[$0] }
        var isUntranslatedEverywhere = [Bool](repeating: false, count: keys.count)
        for number in untranslatedEverywhereNumbers { isUntranslatedEverywhere[number] = true }
        var diagnostics: [Diagnostic] = []
        let untranslatedEverywhere = untranslatedEverywhereNumbers.map { keys[$0] }
        if let first = untranslatedEverywhere.first, let firstLocation = firstUse[first].map({ SourceLocation($0.source) }) {
            let locales = checkedByLocale.filter { entry in entry.checked.contains { isUntranslatedEverywhere[$0] } }.map(\.locale)
            let notes = untranslatedEverywhere.compactMap { key -> Diagnostic.Note? in
                guard let use = firstUse[key] else { return nil }
                return Diagnostic.Note(location: SourceLocation(use.source), message: "\(Self.describe(key, use)) in table '\(key.table)' has no translation")
            }.sorted { ($0.location, $0.message) < ($1.location, $1.message) }
            let strings = untranslatedEverywhere.count == 1 ? "string" : "strings"
            let localeList = locales.map { "'\($0)'" }.joined(separator: ", ")
            diagnostics.append(
                Diagnostic(
                    .localizationMissingTranslation, at: firstLocation,
                    "\(untranslatedEverywhere.count) \(strings) the App Intents code uses \(untranslatedEverywhere.count == 1 ? "has" : "have") no translation in any of the \(locales.count) \(locales.count == 1 ? "locale" : "locales") that localize \(untranslatedEverywhere.count == 1 ? "its" : "their") table (\(localeList)); people would see \(untranslatedEverywhere.count == 1 ? "it" : "them") in '\(resources.sourceLanguage)'",
                    notes: notes
                )
            )
        }
        for (locale, checked, missingNumbers) in checkedByLocale {
            // What this locale lacks and some other locale translates.
            let missing = missingNumbers.filter { isTranslatedSomewhere[$0] }.map { keys[$0] }
            // The warning points at the file the first missing key belongs in.
            guard let first = missing.first,
                let file = resources.tables.first(where: { $0.name == first.table && $0.locale == locale })?.file
            else { continue }
            let notes = missing.compactMap { key -> Diagnostic.Note? in
                guard let use = firstUse[key] else { return nil }
                return Diagnostic.Note(location: SourceLocation(use.source), message: "\(Self.describe(key, use)) in table '\(key.table)' has no '\(locale)' translation")
            }.sorted { ($0.location, $0.message) < ($1.location, $1.message) }
            let translatable = checked.filter { isTranslatedSomewhere[$0] }.count
            let strings = translatable == 1 ? "string" : "strings"
            diagnostics.append(
                Diagnostic(
                    .localizationMissingTranslation, at: SourceLocation(file: file, line: 1, column: 1),
                    "'\(locale)' lacks translations of \(missing.count) of the \(translatable) \(strings) the App Intents code uses that are translated in some locale; people would see them in '\(resources.sourceLanguage)'",
                    notes: notes
                )
            )
        }
        return diagnostics
    }

    /// How a note names a string: phrases say so.
    private static func describe(_ key: LocalizationKey, _ use: LocalizedTextUse) -> String {
        use.kind == .phrase ? "App Shortcut phrase '\(key.key)'" : "'\(key.key)'"
    }
}
