import IntentMetadata

/// One strings table in one locale: `de.lproj/Books.strings`, or the `de` part of `Books.xcstrings`.
package struct LocalizationTable: Sendable, Hashable {
    /// One key's translation and where it is written.
    package struct Entry: Sendable, Hashable {
        /// The text, or its plural and device forms.
        package var translation: Translation
        /// Where the entry starts (its key), for diagnostics.
        package var location: SourceLocation
        /// A catalog's string unit state (`translated`, `needs_review`, `new`, `stale`); `nil` for `.strings` files.
        package var state: String?
        /// Whether translators should translate it; a catalog can say `"shouldTranslate": false`.
        package var isTranslatable: Bool

        /// Creates an entry.
        package init(translation: Translation, location: SourceLocation, state: String? = nil, isTranslatable: Bool = true) {
            self.translation = translation
            self.location = location
            self.state = state
            self.isTranslatable = isTranslatable
        }
    }

    /// The table's name without extension, such as `Localizable`, `Books` or `AppShortcuts`.
    package var name: String
    /// The locale, as the folder or catalog names it: `en`, `de`, `pt-BR`, `Base`.
    package var locale: String
    /// The file the table comes from, relative to the scanned root.
    package var file: String
    /// The entries by key.
    package var entries: [String: Entry]

    /// Creates a table.
    package init(name: String, locale: String, file: String, entries: [String: Entry] = [:]) {
        self.name = name
        self.locale = locale
        self.file = file
        self.entries = entries
    }
}
