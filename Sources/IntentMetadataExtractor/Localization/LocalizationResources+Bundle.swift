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
        for table in tables {
            guard let keys = usedKeys[table.name] else { continue }
            for key in keys {
                guard let entry = table.entries[key], !entry.translation.isEmpty else { continue }
                // Tables are sorted by file, so when two files give one table in one locale the first one wins.
                if result.tables[table.name]?[table.locale]?[key] == nil {
                    result.tables[table.name, default: [:]][table.locale, default: [:]][key] = entry.translation
                }
            }
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
