import IntentMetadata

/// The contents of one Xcode intent definition file (`.intentdefinition`): SiriKit custom intents, their
/// enums and their custom types.
///
/// `IntentDefinitionReader` makes it; `IntentDefinition+Metadata` turns its intents into the bundle's legacy
/// intents, and `AppIntentsSourceGenerator` into App Intents source.
package struct IntentDefinition: Sendable, Hashable {
    /// The file's path, as given to the reader.
    package var path: String
    /// The custom intents, in the file's order.
    package var intents: [Intent]
    /// The enums, in the file's order.
    package var enums: [Enumeration]
    /// The custom types, in the file's order.
    package var types: [CustomType]

    /// Creates a definition.
    package init(path: String, intents: [Intent] = [], enums: [Enumeration] = [], types: [CustomType] = []) {
        self.path = path
        self.intents = intents
        self.enums = enums
        self.types = types
    }

    /// The strings table Xcode localizes the file with: `<name>.strings`, named after the file.
    package var tableName: String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasSuffix(".intentdefinition") { name.removeLast(".intentdefinition".count) }
        return name
    }

    /// A user-visible text with the localization key Xcode gave it (`...ID`), when it has one.
    package struct Text: Sendable, Hashable {
        /// The text in the file's development language.
        package var text: String
        /// The key in the file's strings table.
        package var key: String?

        /// Creates a text.
        package init(_ text: String, key: String? = nil) {
            self.text = text
            self.key = key
        }
    }

    /// One custom intent.
    package struct Intent: Sendable, Hashable {
        /// `INIntentName`: Xcode generates the class `<name>Intent`.
        package var name: String
        /// `INIntentTitle` and `INIntentTitleID`.
        package var title: Text
        /// `INIntentDescription` and `INIntentDescriptionID`.
        package var description: Text?
        /// `INIntentCategory`, such as `generic`, `information` or `order`.
        package var category: String?
        /// `INIntentEligibleForWidgets`.
        package var isEligibleForWidgets: Bool
        /// `INIntentConfigurable`: whether people can add it to Siri and configure it in Shortcuts.
        package var isConfigurable: Bool
        /// The opposite of `INIntentIneligibleForSuggestions`.
        package var isEligibleForSuggestions: Bool
        /// `INIntentParameters`, in order.
        package var parameters: [Parameter]
        /// The summary of the primary (else the largest) entry of `INIntentParameterCombinations`.
        package var summary: Summary?
        /// The codes of `INIntentResponse`, such as `success` and `failure`.
        package var responseCodes: [String]
        /// Where `INIntentName`'s value stands.
        package var location: SourceLocation
    }

    /// The sentence of a parameter combination, such as `Order ${quantity} ${soup}`.
    package struct Summary: Sendable, Hashable {
        /// The combination's parameters.
        package var parameterNames: [String]
        /// `INIntentParameterCombinationTitle` and its key; `${name}` stands for a parameter.
        package var title: Text

        /// Creates a summary.
        package init(parameterNames: [String], title: Text) {
            self.parameterNames = parameterNames
            self.title = title
        }
    }

    /// One parameter of an intent.
    package struct Parameter: Sendable, Hashable {
        /// `INIntentParameterName`.
        package var name: String
        /// `INIntentParameterDisplayName` and `INIntentParameterDisplayNameID`.
        package var displayName: Text
        /// The type, from `INIntentParameterType`, `INIntentParameterEnumType` and `INIntentParameterObjectType`.
        package var type: ValueKind
        /// `INIntentParameterSupportsMultipleValues`.
        package var isArray: Bool
        /// `INIntentParameterSupportsDynamicEnumeration`: the app lists the values at run time.
        package var hasDynamicOptions: Bool
        /// The default value from `INIntentParameterMetadata`, when it has one.
        package var defaultValue: LiteralValue?
        /// The minimum and maximum from `INIntentParameterMetadata`, when both are given.
        package var range: ClosedRange<Double>?
        /// Where `INIntentParameterName`'s value stands.
        package var location: SourceLocation
    }

    /// The type of a parameter or custom type property.
    package enum ValueKind: Sendable, Hashable {
        case string, integer, decimal, boolean, date, dateComponents, url, file, person, currencyAmount
        /// A measurement; the associated value is the Foundation unit type, such as `UnitLength`.
        case measurement(String)
        /// One of the definition's enums, by name.
        case enumeration(String)
        /// One of the definition's custom types, by name.
        case custom(String)
        /// A type with no App Intents equivalent here, such as `Placemark`, by the definition's name.
        case unsupported(String)
    }

    /// One enum (`INEnums`).
    package struct Enumeration: Sendable, Hashable {
        /// `INEnumName`.
        package var name: String
        /// `INEnumDisplayName` and `INEnumDisplayNameID`.
        package var displayName: Text
        /// `INEnumValues`, in order, without the `unknown` value Xcode adds at index 0.
        package var cases: [Case]
        /// Where `INEnumName`'s value stands.
        package var location: SourceLocation

        /// One enum value.
        package struct Case: Sendable, Hashable {
            /// `INEnumValueName`.
            package var name: String
            /// `INEnumValueDisplayName` and `INEnumValueDisplayNameID`.
            package var displayName: Text
            /// `INEnumValueIndex`: the value SiriKit stores.
            package var index: Int
        }
    }

    /// One custom type (`INTypes`).
    package struct CustomType: Sendable, Hashable {
        /// `INTypeName`.
        package var name: String
        /// `INTypeDisplayName` and `INTypeDisplayNameID`.
        package var displayName: Text
        /// The properties people define in `INTypeProperties`, in order; Xcode's built-in `identifier`,
        /// `displayString`, `pronunciationHint` and `alternativeSpeakableMatches` are left out.
        package var properties: [Property]
        /// Where `INTypeName`'s value stands.
        package var location: SourceLocation

        /// One property of a custom type.
        package struct Property: Sendable, Hashable {
            /// `INTypePropertyName`.
            package var name: String
            /// `INTypePropertyDisplayName` and `INTypePropertyDisplayNameID`.
            package var displayName: Text
            /// The type, from `INTypePropertyType` and friends.
            package var type: ValueKind
            /// `INTypePropertySupportsMultipleValues`.
            package var isArray: Bool
        }
    }
}
