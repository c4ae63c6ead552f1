/// A SiriKit custom intent declared in an Xcode intent definition file (`.intentdefinition`).
///
/// Legacy intents are not App Intents: the system runs them through an Intents extension or the app's
/// `application(_:handlerFor:)`, and they configure widgets made with `IntentConfiguration`. The bundle lists
/// them apart from ``IntentMetadataBundle/actions`` so that tools can show an app's old and new intents side
/// by side while it migrates; `intent-metadata convert` turns a definition file into App Intents source.
///
/// ```swift
/// for intent in bundle.legacyIntents where intent.isEligibleForWidgets {
///     print("\(intent.identifier) configures a widget; declared in \(intent.source.file)")
/// }
/// ```
public struct LegacyIntentMetadata: Codable, Sendable, Hashable {
    /// The intent's name in the definition (`INIntentName`); Xcode generates the class `<name>Intent` from it.
    public var identifier: String
    /// The intent's title; its key is the definition's localization key (`INIntentTitleID`) when it has one.
    public var title: LocalizedText
    /// The intent's description, when the definition gives one.
    public var description: LocalizedText?
    /// The SiriKit category (`generic`, `information`, `order`, ...), as the definition names it.
    public var category: String?
    /// Whether the intent can configure a widget ("Intent is eligible for widgets").
    public var isEligibleForWidgets: Bool
    /// Whether people can add the intent to Siri and configure it in Shortcuts.
    public var isConfigurable: Bool
    /// Whether Siri may suggest the intent.
    public var isEligibleForSuggestions: Bool
    /// The parameters, in the definition's order.
    public var parameters: [LegacyParameterMetadata]
    /// Where the intent is declared: the `.intentdefinition` file and the position of its name there.
    public var source: SourceReference

    /// Creates a legacy intent.
    public init(
        identifier: String,
        title: LocalizedText,
        description: LocalizedText? = nil,
        category: String? = nil,
        isEligibleForWidgets: Bool = false,
        isConfigurable: Bool = false,
        isEligibleForSuggestions: Bool = false,
        parameters: [LegacyParameterMetadata] = [],
        source: SourceReference
    ) {
        self.identifier = identifier
        self.title = title
        self.description = description
        self.category = category
        self.isEligibleForWidgets = isEligibleForWidgets
        self.isConfigurable = isConfigurable
        self.isEligibleForSuggestions = isEligibleForSuggestions
        self.parameters = parameters
        self.source = source
    }
}

/// One parameter of a legacy SiriKit intent.
public struct LegacyParameterMetadata: Codable, Sendable, Hashable {
    /// The parameter's name (`INIntentParameterName`).
    public var name: String
    /// The name shown to people; its key is the definition's localization key when it has one.
    public var title: LocalizedText
    /// The type as the definition names it: `String`, `Integer`, `Decimal`, `Boolean`, `DateComponents`, ...,
    /// or the name of one of the definition's enums or custom types.
    public var definitionType: String
    /// The App Intents equivalent of the type, arrays included; `nil` when there is none.
    ///
    /// `enum` and `entity` identifiers name the definition's enums and custom types, which a conversion
    /// turns into an `AppEnum` and an `AppEntity` of the same name.
    public var valueType: ValueType?
    /// Whether the parameter takes several values.
    public var isArray: Bool
    /// Whether the parameter may be left without a value: SiriKit parameters are, unless they take a list
    /// or have a default value.
    public var isOptional: Bool
    /// The default value the definition gives (`member` for an enum case), when it gives one.
    public var defaultValue: LiteralValue?
    /// Whether the app supplies the possible values at run time ("Options are provided dynamically").
    public var hasDynamicOptions: Bool
    /// For a parameter whose type is an enum of the definition: its cases, in order.
    public var choices: [LegacyChoiceMetadata]?

    /// Creates a legacy parameter.
    public init(
        name: String,
        title: LocalizedText,
        definitionType: String,
        valueType: ValueType? = nil,
        isArray: Bool = false,
        isOptional: Bool = true,
        defaultValue: LiteralValue? = nil,
        hasDynamicOptions: Bool = false,
        choices: [LegacyChoiceMetadata]? = nil
    ) {
        self.name = name
        self.title = title
        self.definitionType = definitionType
        self.valueType = valueType
        self.isArray = isArray
        self.isOptional = isOptional
        self.defaultValue = defaultValue
        self.hasDynamicOptions = hasDynamicOptions
        self.choices = choices
    }
}

/// One case of an enum of an intent definition, as a legacy parameter offers it.
public struct LegacyChoiceMetadata: Codable, Sendable, Hashable {
    /// The case's name (`INEnumValueName`).
    public var identifier: String
    /// The name shown to people; its key is the definition's localization key when it has one.
    public var title: LocalizedText

    /// Creates a choice.
    public init(identifier: String, title: LocalizedText) {
        self.identifier = identifier
        self.title = title
    }
}
