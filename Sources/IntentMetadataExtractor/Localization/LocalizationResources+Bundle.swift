import IntentMetadata

extension LocalizationResources {
    /// The translations of the strings a bundle uses, for its `localizations` field.
    ///
    /// - Parameter uses: The bundle's localized texts and phrases.
    /// - Returns: For each used key, its non-empty translation in every locale that has one, by table and locale.
    package func metadata(for uses: [LocalizedTextUse]) -> LocalizationsMetadata {
        var result = LocalizationsMetadata(sourceLanguage: sourceLanguage)
        let used = Set(uses.map { LocalizationKey(table: $0.tableName, key: $0.text.key) })
        for table in tables {
            for (key, entry) in table.entries where !entry.translation.isEmpty && used.contains(LocalizationKey(table: table.name, key: key)) {
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
