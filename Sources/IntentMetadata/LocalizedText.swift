/// A user-visible string as the system looks it up: a key in a strings table, with an optional default.
///
/// A plain string literal `"Open Shelf"` is the key itself; `LocalizedStringResource("open.shelf",
/// defaultValue: "Open Shelf", table: "Books")` gives all three fields. A missing `table` means
/// `Localizable`.
public struct LocalizedText: Codable, Sendable, Hashable {
    /// The key in the strings table; for a plain literal, the literal's text.
    public var key: String
    /// The text shown when the table has no entry for `key`.
    public var defaultValue: String?
    /// The strings table's name, without extension; `nil` means `Localizable`.
    public var table: String?

    /// Creates a localized text.
    public init(key: String, defaultValue: String? = nil, table: String? = nil) {
        self.key = key
        self.defaultValue = defaultValue
        self.table = table
    }

    /// The text to show when no strings table is at hand: the default value, else the key.
    public var defaultText: String { defaultValue ?? key }
}
