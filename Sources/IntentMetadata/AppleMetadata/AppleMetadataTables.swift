/// The numeric codes and names of Apple's metadata format, with where each comes from.
///
/// **Fact** means seen in the reference files with a meaning fixed by the Swift source they describe;
/// **hypothesis** means taken from third-party code or inferred from one sample. Readers keep an unknown code
/// as `#N` text and warn; nothing here is used to reject a file.
package enum AppleMetadataTables {
    /// `primitive.wrapper.typeIdentifier` to this package's primitive names.
    ///
    /// Facts (reference files): 0 String, 1 Bool, 2 Int, 7 Double. Hypotheses (third-party readers and
    /// writers, not in the references): 8 Date, 9 DateComponents, 10 Placemark, 11 URL, 12 AttributedString.
    package static let primitiveTypes: [Int: PrimitiveType] = [
        0: .string, 1: .bool, 2: .int, 7: .double,
        8: .date, 9: .dateComponents, 10: PrimitiveType(rawValue: "placemark"), 11: .url, 12: .attributedString,
    ]

    /// `intents.wrapper.typeIdentifier` to primitive names. Fact: 12 IntentFile (Apple's Voice Memos and Freeform
    /// files, IntentBench's fixtures). Hypothesis: third-party code only (3 IntentPerson, 14 IntentCurrencyAmount).
    package static let intentsTypes: [Int: PrimitiveType] = [3: .person, 12: .file, 14: .currency]

    /// `authenticationPolicy` to the Swift case name. Hypothesis: third-party code; the references only have 0.
    package static let authenticationPolicies: [Int: String] = [
        0: "alwaysAllowed", 1: "requiresAuthentication", 2: "requiresLocalDeviceAuthentication",
    ]

    /// The bits of `outputFlags`. Hypothesis: third-party code (OpensIntent 1, ShowsSnippetView 2,
    /// ProvidesDialog 4, a `Never` result 8); the references have 0, 1 and 8 without the Swift to check them.
    package enum OutputFlag {
        package static let opensIntent = 1
        package static let showsSnippetView = 2
        package static let providesDialog = 4
        package static let returnsNever = 8
        package static let known = opensIntent | showsSnippetView | providesDialog | returnsNever
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
