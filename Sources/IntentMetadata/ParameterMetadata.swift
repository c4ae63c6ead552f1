/// One `@Parameter` of an intent.
public struct ParameterMetadata: Codable, Sendable, Hashable {
    /// The property's name, as `${name}` placeholders and saved shortcuts refer to it.
    public var name: String
    /// The parameter's title.
    public var title: LocalizedText
    /// The parameter's description, if any.
    public var description: LocalizedText?
    /// The type of the parameter's value, without optionality.
    public var valueType: ValueType
    /// Whether the parameter may be left empty (its declared type is optional).
    public var isOptional: Bool
    /// The default value, when it is a literal.
    public var defaultValue: LiteralValue?
    /// The dialog the system uses to ask for a value.
    public var requestValueDialog: LocalizedText?
    /// Other literal options of the `@Parameter` attribute (`inclusiveRange`, `controlStyle`, ...), by label.
    public var options: [String: LiteralValue]?
    /// Where the property's name stands, so that a change to the parameter points at its own line; `nil` in bundles
    /// that do not say (older bundles, Apple's metadata).
    public var source: SourceReference?
    /// The types of value Shortcuts may pass to the parameter from an earlier action, as Apple's metadata lists them
    /// (`resolvableInputTypes`); `nil` in bundles from source, which do not know them.
    public var acceptedInputTypes: [ValueType]?
    /// Whether an entity parameter also takes text to search for (Apple's `dynamicOptionsSupport` 2, an entity with a
    /// string query: a hypothesis from Apple's files); `nil` when not known.
    public var acceptsFreeText: Bool?

    /// Creates a parameter.
    public init(
        name: String,
        title: LocalizedText,
        description: LocalizedText? = nil,
        valueType: ValueType,
        isOptional: Bool = false,
        defaultValue: LiteralValue? = nil,
        requestValueDialog: LocalizedText? = nil,
        options: [String: LiteralValue]? = nil,
        source: SourceReference? = nil,
        acceptedInputTypes: [ValueType]? = nil,
        acceptsFreeText: Bool? = nil
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.valueType = valueType
        self.isOptional = isOptional
        self.defaultValue = defaultValue
        self.requestValueDialog = requestValueDialog
        self.options = options
        self.source = source
        self.acceptedInputTypes = acceptedInputTypes
        self.acceptsFreeText = acceptsFreeText
    }
}
