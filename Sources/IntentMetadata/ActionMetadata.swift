/// An intent: one action the app offers to the system.
public struct ActionMetadata: Codable, Sendable, Hashable {
    /// The intent's identifier: its type's own name, as saved shortcuts refer to it.
    public var identifier: String
    /// The module-qualified type name with nesting, such as `Books.Library.OpenShelf`.
    public var typeName: String
    /// The App Intents protocols the type adopts (`AppIntent`, `OpenIntent`, ...), sorted.
    public var protocols: [String]
    /// The intent's title.
    public var title: LocalizedText
    /// The intent's description, if it has one.
    public var description: IntentDescriptionMetadata?
    /// The value of `openAppWhenRun`, when the intent states it.
    public var openAppWhenRun: Bool?
    /// The modes of `supportedModes` (`background`, `foreground`, `foreground(immediate)`, ...), when stated.
    public var supportedModes: [String]?
    /// Whether the system may show the intent to people; `true` unless `isDiscoverable` is `false`.
    public var isDiscoverable: Bool
    /// The `authenticationPolicy` case name, when stated.
    public var authenticationPolicy: String?
    /// The parameters, in declaration order.
    public var parameters: [ParameterMetadata]
    /// The parameter summary, when the intent declares one.
    public var parameterSummary: ParameterSummaryMetadata?
    /// What `perform()` returns.
    public var result: ResultMetadata
    /// The `@available` clauses of the type.
    public var availability: [AvailabilityMetadata]
    /// Where the type is declared.
    public var source: SourceReference

    /// Creates an action.
    public init(
        identifier: String,
        typeName: String,
        protocols: [String] = ["AppIntent"],
        title: LocalizedText,
        description: IntentDescriptionMetadata? = nil,
        openAppWhenRun: Bool? = nil,
        supportedModes: [String]? = nil,
        isDiscoverable: Bool = true,
        authenticationPolicy: String? = nil,
        parameters: [ParameterMetadata] = [],
        parameterSummary: ParameterSummaryMetadata? = nil,
        result: ResultMetadata = ResultMetadata(),
        availability: [AvailabilityMetadata] = [],
        source: SourceReference
    ) {
        self.identifier = identifier
        self.typeName = typeName
        self.protocols = protocols
        self.title = title
        self.description = description
        self.openAppWhenRun = openAppWhenRun
        self.supportedModes = supportedModes
        self.isDiscoverable = isDiscoverable
        self.authenticationPolicy = authenticationPolicy
        self.parameters = parameters
        self.parameterSummary = parameterSummary
        self.result = result
        self.availability = availability
        self.source = source
    }
}

/// An intent's `IntentDescription`.
public struct IntentDescriptionMetadata: Codable, Sendable, Hashable {
    /// The description text.
    public var text: LocalizedText
    /// The category the Shortcuts app files the intent under.
    public var categoryName: LocalizedText?
    /// Extra words people may search for.
    public var searchKeywords: [LocalizedText]?

    /// Creates a description.
    public init(text: LocalizedText, categoryName: LocalizedText? = nil, searchKeywords: [LocalizedText]? = nil) {
        self.text = text
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
    }
}

/// What an intent's `perform()` returns, read from its declared result type.
public struct ResultMetadata: Codable, Sendable, Hashable {
    /// The type of the value returned through `ReturnsValue<T>`, if any.
    public var valueType: ValueType?
    /// Whether the result conforms to `ProvidesDialog`.
    public var providesDialog: Bool
    /// Whether the result conforms to `ShowsSnippetView`.
    public var showsSnippetView: Bool
    /// Whether the result conforms to `ShowsSnippetIntent`.
    public var showsSnippetIntent: Bool
    /// Whether the result conforms to `OpensIntent`.
    public var opensIntent: Bool

    /// Creates a result description.
    public init(valueType: ValueType? = nil, providesDialog: Bool = false, showsSnippetView: Bool = false, showsSnippetIntent: Bool = false, opensIntent: Bool = false) {
        self.valueType = valueType
        self.providesDialog = providesDialog
        self.showsSnippetView = showsSnippetView
        self.showsSnippetIntent = showsSnippetIntent
        self.opensIntent = opensIntent
    }
}
