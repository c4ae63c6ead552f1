/// One place a bundle shows a localized string: a ``LocalizedText``, or an App Shortcuts phrase, whose key is
/// the phrase itself in the `AppShortcuts` table.
public struct LocalizedTextUse: Sendable, Hashable {
    /// What kind of string it is.
    public enum Kind: String, Sendable, Hashable {
        /// A title, description, summary or other ``LocalizedText``.
        case text
        /// An App Shortcuts phrase, with `${applicationName}` and `${parameter}` tokens.
        case phrase
    }

    /// The string; for a phrase, the phrase as key with the table `AppShortcuts`.
    public var text: LocalizedText
    /// Whether it is a text or a phrase.
    public var kind: Kind
    /// The declaration that shows it: the action, entity, enum or App Shortcuts provider.
    public var source: SourceReference

    /// Creates a use.
    ///
    /// - Parameters:
    ///   - text: The string.
    ///   - kind: Whether it is a text or a phrase.
    ///   - source: The declaration that shows it.
    public init(text: LocalizedText, kind: Kind, source: SourceReference) {
        self.text = text
        self.kind = kind
        self.source = source
    }

    /// The table the string is looked up in: its `table`, else `Localizable`.
    public var tableName: String {
        text.table ?? LocalizationsMetadata.defaultTable
    }
}
