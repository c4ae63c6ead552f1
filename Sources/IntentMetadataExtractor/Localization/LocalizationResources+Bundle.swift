import IntentMetadata

extension LocalizationResources {
    /// The translations of the strings a bundle uses, for its `localizations` field.
    ///
    /// - Parameter uses: The bundle's localized texts and phrases.
    /// - Returns: For each used key, its non-empty translation in every locale that has one, by table and locale.
    package func metadata(for uses: [LocalizedTextUse]) -> LocalizationsMetadata {
        var result = LocalizationsMetadata(sourceLanguage: sourceLanguage)
        // Each table is asked for the keys used with its name, not walked whole: tables hold thousands of entries
        // and the App Intents code uses a few dozen.
        var usedKeys: [String: Set<String>] = [:]
        for use in uses { usedKeys[use.tableName, default: []].insert(use.text.key) }
        // The translations found so far by table and locale, filled one table at a time (a key costs one lookup in
        // the table and one in the table's translations, not a walk down the bundle's three levels).
        struct Place: Hashable {
            var table: String
            var locale: String
        }
        var found: [Place: [String: Translation]] = [:]
        for table in tables {
            guard let keys = usedKeys[table.name] else { continue }
            let place = Place(table: table.name, locale: table.locale)
            // Taken out while it grows, so it is not copied; `found` keeps no empty dictionaries. Sized for the keys at
            // once: grown one key at a time, it was rehashed over and over (roam asks its catalog's 14 locales in each of
            // its seven extractions).
            var translations = found.removeValue(forKey: place) ?? Dictionary(minimumCapacity: keys.count)
            let isFirstFile = translations.isEmpty
            for key in keys {
                guard let entry = table.entries[key], !entry.translation.isEmpty else { continue }
                // Tables are sorted by file, so when two files give one table in one locale the first one wins.
                if isFirstFile || translations[key] == nil {
                    translations[key] = entry.translation
                }
            }
            if !translations.isEmpty { found[place] = translations }
        }
        for (place, translations) in found {
            result.tables[place.table, default: [:]][place.locale] = translations
        }
        return result
    }
}

/// A key in a table: what a translation is looked up by.
package struct LocalizationKey: Sendable, Hashable, Comparable {
    /// The table's name, `Localizable` when the text names none.
    package var table: String
    /// The key.
    package var key: String

    /// Creates a table key.
    package init(table: String, key: String) {
        self.table = table
        self.key = key
    }

    package static func < (lhs: LocalizationKey, rhs: LocalizationKey) -> Bool {
        (lhs.table, lhs.key) < (rhs.table, rhs.key)
    }
}
