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
        package var state: String? = nil
        /// Whether translators should translate it; a catalog can say `"shouldTranslate": false`.
        package var isTranslatable = true
        /// The further texts of a catalog's `stringSet` (an App Shortcut phrase with several wordings in one locale),
        /// after the first, which is the translation's value; empty otherwise.
        package var alternativeTexts: [String] = []
    }

    /// The table's name without extension, such as `Localizable`, `Books` or `AppShortcuts`.
    package var name: String
    /// The locale, as the folder or catalog names it: `en`, `de`, `pt-BR`, `Base`.
    package var locale: String
    /// The file the table comes from, relative to the scanned root.
    package var file: String
    /// The entries by key.
    package var entries: [String: Entry]

    /// Whether the table comes from a string catalog, which Xcode fills with the code's literals at build time.
    package var isFromCatalog: Bool { file.hasSuffix(".xcstrings") }

    /// Creates a table.
    package init(name: String, locale: String, file: String, entries: [String: Entry] = [:]) {
        self.name = name
        self.locale = locale
        self.file = file
        self.entries = entries
    }
}
