/// The app's App Shortcuts, from its single `AppShortcutsProvider`.
public struct ShortcutsMetadata: Codable, Sendable, Hashable {
    /// The provider's type name.
    public var provider: String
    /// The shortcuts, in declaration order.
    public var items: [ShortcutMetadata]
    /// The `shortcutTileColor` case name, when stated.
    public var tileColor: String?
    /// Where the provider is declared.
    public var source: SourceReference

    /// Creates the App Shortcuts metadata.
    public init(provider: String, items: [ShortcutMetadata], tileColor: String? = nil, source: SourceReference) {
        self.provider = provider
        self.items = items
        self.tileColor = tileColor
        self.source = source
    }
}

/// One App Shortcut: an intent and the phrases that run it.
public struct ShortcutMetadata: Codable, Sendable, Hashable {
    /// The identifier of the intent it runs.
    public var intent: String
    /// The phrases, with `${applicationName}` and `${parameter}` tokens.
    public var phrases: [String]
    /// The short title.
    public var shortTitle: LocalizedText?
    /// The SF Symbols name of its image.
    public var systemImageName: String?
    /// The `if #available` conditions it sits under.
    public var availability: [AvailabilityMetadata]

    /// Creates an App Shortcut.
    public init(intent: String, phrases: [String], shortTitle: LocalizedText? = nil, systemImageName: String? = nil, availability: [AvailabilityMetadata] = []) {
        self.intent = intent
        self.phrases = phrases
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
        self.availability = availability
    }
}
