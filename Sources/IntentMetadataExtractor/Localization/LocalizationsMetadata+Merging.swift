import IntentMetadata

extension LocalizationsMetadata {
    /// These translations with another module's added; where both have a key in one table and locale, these win,
    /// as the app's own texts come first in a merge. The source language stays this one's.
    func merging(_ other: LocalizationsMetadata) -> LocalizationsMetadata {
        var result = self
        for (table, locales) in other.tables {
            for (locale, strings) in locales {
                result.tables[table, default: [:]][locale, default: [:]].merge(strings) { current, _ in current }
            }
        }
        return result
    }
}
