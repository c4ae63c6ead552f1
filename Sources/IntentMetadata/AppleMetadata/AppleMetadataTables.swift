/// The numeric codes and names of Apple's metadata format, with where each comes from.
///
/// **Fact** means seen in the reference files with a meaning fixed by the Swift source they describe;
/// **hypothesis** means taken from third-party code or inferred from one sample. Readers keep an unknown code
/// as `#N` text and warn; nothing here is used to reject a file.
package enum AppleMetadataTables {
    /// `primitive.wrapper.typeIdentifier` to this package's primitive names.
    ///
    /// Facts: 0 String, 1 Bool, 2 Int, 7 Double (the three reference files, and Xcode 27's files beside their
    /// Swift); 8 Date, 9 DateComponents, 11 URL (Xcode 27's files: `Date`, `DateComponents` and `URL` parameters
    /// and results); 12 AttributedString (Apple's Freeform file). Hypothesis (third-party readers): 10 Placemark.
    package static let primitiveTypes: [Int: PrimitiveType] = [
        0: .string, 1: .bool, 2: .int, 7: .double,
        8: .date, 9: .dateComponents, 10: PrimitiveType(rawValue: "placemark"), 11: .url, 12: .attributedString,
    ]

    /// `intents.wrapper.typeIdentifier` to primitive names. Fact: 12 IntentFile (Apple's Voice Memos and Freeform
    /// files; Xcode 27's files, with and without `supportedContentTypes`). Hypothesis: third-party code only
    /// (3 IntentPerson, 14 IntentCurrencyAmount).
    package static let intentsTypes: [Int: PrimitiveType] = [3: .person, 12: .file, 14: .currency]

    /// A system value Xcode writes as a *codable* value: `{"entity": {"wrapper": {"codable": {…}, "typeName": …}}}`.
    /// Despite the `entity` tag it is not an app entity: the wrapper names a system type and says how it is coded.
    package struct CodableValue: Sendable, Hashable {
        /// The module-qualified type name Xcode writes, such as `Swift.Duration`.
        package var typeName: String
        /// `codable.contentTypeIdentifier`.
        package var contentTypeIdentifier: String
        /// `codable.mangledTypeName`.
        package var mangledTypeName: String
        /// `codable.availabilityAnnotations`: Apple's platform names to the version that introduced the coding.
        package var introducedVersions: [String: String]
    }

    /// The codable system values whose record is known, by the primitive this package names them with.
    ///
    /// Fact (Xcode 27's files, 27A266a and 27B5028f, beside their Swift): a `Duration` parameter and a
    /// `ReturnsValue<Duration>` result are `Swift.Duration`, content type `com.apple.Foundation.Duration`, mangled
    /// `s8DurationV`, introduced in 26.0 on iOS, macOS, tvOS, visionOS and watchOS, and take no input types.
    package static let codableValues: [PrimitiveType: CodableValue] = [
        .duration: CodableValue(
            typeName: "Swift.Duration", contentTypeIdentifier: "com.apple.Foundation.Duration", mangledTypeName: "s8DurationV",
            introducedVersions: [
                "LNPlatformNameIOS": "26.0", "LNPlatformNameMACOS": "26.0", "LNPlatformNameTVOS": "26.0",
                "LNPlatformNameVISIONOS": "26.0", "LNPlatformNameWATCHOS": "26.0",
            ]
        ),
    ]

    /// The primitive of a codable value's type name (`Swift.Duration` to `duration`), when the table has it.
    package static func codablePrimitive(named typeName: String) -> PrimitiveType? {
        codableValues.first { $0.value.typeName == typeName }?.key
    }

    /// The input types Shortcuts may pass to a parameter of a type (`resolvableInputTypes`), as a set: Xcode's order
    /// changes from build to build (fact: four orders of String's three in Xcode 27's files). `nil` when no Xcode
    /// file shows the type.
    ///
    /// Facts, the same for each type in every file that has it: String takes String, Int and [Int]; Int and Double
    /// take Int, Double and String (Double: Xcode 27's files); Bool takes Bool; Date takes Date (Weather, Xcode 27);
    /// DateComponents takes DateComponents (Xcode 27); URL takes String and URL (Freeform, Xcode 27); AttributedString
    /// takes String and AttributedString (Freeform); a file takes a file (Voice Memos; Xcode 27 without content
    /// types); enums, entities, `Duration` and every array take nothing (Voice Memos, Freeform, Xcode 27's arrays of
    /// Bool, Int, Double, Date and String).
    package static func acceptedInputTypes(of valueType: ValueType) -> Set<ValueType>? {
        switch valueType {
        case .primitive(.string): [.primitive(.string), .primitive(.int), .array(.primitive(.int))]
        case .primitive(.int), .primitive(.double): [.primitive(.int), .primitive(.double), .primitive(.string)]
        case .primitive(.bool): [.primitive(.bool)]
        case .primitive(.date): [.primitive(.date)]
        case .primitive(.dateComponents): [.primitive(.dateComponents)]
        case .primitive(.url): [.primitive(.string), .primitive(.url)]
        case .primitive(.attributedString): [.primitive(.string), .primitive(.attributedString)]
        case .primitive(.file): [.primitive(.file)]
        case .primitive(let primitive) where codableValues[primitive] != nil: []
        case .enum, .entity, .array: []
        case .primitive: nil
        }
    }

    /// `authenticationPolicy` to the Swift case name. Hypothesis: third-party code; the references only have 0.
    package static let authenticationPolicies: [Int: String] = [
        0: "alwaysAllowed", 1: "requiresAuthentication", 2: "requiresLocalDeviceAuthentication",
    ]

    /// The bits of `outputFlags`. Fact: ProvidesDialog 4 (Xcode 27's files: `some IntentResult & ProvidesDialog`
    /// writes 4, and `ReturnsValue<T>` sets `outputType` and leaves the flags at 0). Hypothesis: third-party code
    /// (OpensIntent 1, ShowsSnippetView 2, a `Never` result 8); the references have 1 and 8 without their Swift.
    package enum OutputFlag {
        package static let opensIntent = 1
        package static let showsSnippetView = 2
        package static let providesDialog = 4
        package static let returnsNever = 8
        package static let known = opensIntent | showsSnippetView | providesDialog | returnsNever
    }

    /// The bits of a query's `capabilities`, by the capability names of source bundles.
    ///
    /// Facts: 2 is on every query written (`identifiers`: every query finds entities by identifier); 4 is a string
    /// query (Xcode 27: an `EntityStringQuery` is 70, with or without `suggestedEntities`, and an identifier-only
    /// query 66, as the provenance of the same captures records). Suggestions have no bit of their own (70 both
    /// ways). Hypothesis: 8 is a property query (Apple's Weather, one sample: 78 for a property and string query).
    package static let queryCapabilityBits: [(name: String, bit: Int)] = [("identifiers", 2), ("string", 4), ("property", 8)]

    /// A bit Xcode 27 (and Apple's Weather file) sets on every query, whose meaning is not known; Widgetsmith's older
    /// file (17C528) does not have it.
    package static let queryBitOfNewerXcode = 64

    /// `supportedModes`. Fact: 2 exactly when the action opens the app, else 1, in every action of the reference
    /// files (17) and of Xcode 27's five files (20). Apple's Voice Memos has 4 on a foreground-continuable action, a mode
    /// no source beside it explains.
    package enum Modes {
        package static let background = 1
        package static let foreground = 2
    }

    /// `LNPlatformName…` to the platform names `@available` uses. The suffixes `IOS` and `Wildcard` are facts;
    /// `MACOS` is seen in third-party files; the others follow the same pattern (hypothesis).
    package static let platforms: [String: String] = [
        "LNPlatformNameIOS": "iOS", "LNPlatformNameMACOS": "macOS", "LNPlatformNameWATCHOS": "watchOS",
        "LNPlatformNameTVOS": "tvOS", "LNPlatformNameVISIONOS": "visionOS", "LNPlatformNameMACCATALYST": "macCatalyst",
        "LNPlatformNameWildcard": "*",
    ]

    /// An action's `systemProtocols` to the Swift protocol that gives the role.
    ///
    /// Fact: `OpenEntity` is on the `OpenIntent` actions of the references (their parameter is `target`, and
    /// they open the app), `ControlConfiguration` on control configuration intents. Hypothesis: `AudioStarting`
    /// is `AudioStartingIntent` (its `AudioPlaybackIntent` successor likely writes the same role), and
    /// `URLRepresentable` is `URLRepresentableIntent` (seen in Weather.app only).
    package static let actionSystemProtocols: [String: String] = [
        "com.apple.link.systemProtocol.OpenEntity": "OpenIntent",
        "com.apple.link.systemProtocol.ControlConfiguration": "ControlConfigurationIntent",
        "com.apple.link.systemProtocol.AudioStarting": "AudioStartingIntent",
        "com.apple.link.systemProtocol.URLRepresentable": "URLRepresentableIntent",
    ]

    /// An entity's `systemProtocolMetadata` names to Swift protocols. Fact for `URLRepresentable` (widgetsmith).
    package static let entitySystemProtocols: [String: String] = [
        "com.apple.appintents.entity.URLRepresentable": "URLRepresentableEntity",
    ]

    /// The system role of a Swift protocol, the inverse of ``actionSystemProtocols`` with both audio protocols,
    /// for comparing a source bundle with Apple's file.
    package static func systemRole(ofActionProtocol name: String) -> String? {
        switch name {
        case "OpenIntent": "OpenEntity"
        case "ControlConfigurationIntent": "ControlConfiguration"
        case "AudioStartingIntent", "AudioPlaybackIntent": "AudioStarting"
        case "URLRepresentableIntent": "URLRepresentable"
        default: nil
        }
    }
}
