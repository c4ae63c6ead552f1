import IntentMetadata

extension DiagnosticID {
    /// An App Shortcut phrase lacks `\(.applicationName)` or has it more than once.
    package static let shortcutPhraseApplicationName = DiagnosticID("shortcut-phrase-application-name")
    /// An App Shortcut phrase names more than one parameter.
    package static let shortcutPhraseMultipleParameters = DiagnosticID("shortcut-phrase-multiple-parameters")
    /// An App Shortcut phrase names a parameter that is not an `AppEntity` or `AppEnum` of the intent.
    package static let shortcutPhraseParameterType = DiagnosticID("shortcut-phrase-parameter-type")
}

extension ModuleCheck {
    /// An App Shortcut phrase has the application's name once and at most one entity or enum parameter.
    static let shortcutPhrases = Rule(
        identifiers: [.shortcutPhraseApplicationName, .shortcutPhraseMultipleParameters, .shortcutPhraseParameterType],
        check: .module(checkShortcutPhrases)
    )

    /// Every phrase names the app exactly once and at most one parameter, an entity or enum of the intent.
    static func checkShortcutPhrases(_ module: RecognizedModule) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let intents = Dictionary(module.intents.map { ($0.metadata.identifier, $0.metadata) }, uniquingKeysWith: { first, _ in first })
        let unread = Dictionary(module.intents.map { ($0.metadata.identifier, $0.unreadParameters) }, uniquingKeysWith: { first, _ in first })
        for provider in module.shortcutsProviders {
            for shortcut in provider.shortcuts {
                let intent = intents[shortcut.metadata.intent]
                for phrase in shortcut.phrases {
                    if phrase.applicationNameCount != 1 {
                        let found = phrase.applicationNameCount == 0 ? "has none" : "has it \(phrase.applicationNameCount) times"
                        diagnostics.append(
                            Diagnostic(.shortcutPhraseApplicationName, at: phrase.location, "App Shortcut phrase must contain '\\(.applicationName)' exactly once, but \(found)")
                        )
                    }
                    if phrase.parameters.count > 1 {
                        diagnostics.append(
                            Diagnostic(
                                .shortcutPhraseMultipleParameters, at: phrase.location,
                                "App Shortcut phrase may name at most one parameter, but names \(phrase.parameters.map { "'\($0)'" }.joined(separator: ", "))"
                            )
                        )
                    }
                    guard let intent else { continue }
                    // A parameter whose type could not be read is not in the metadata, but it exists: nothing to say.
                    for name in phrase.parameters where unread[intent.identifier]?.contains(name) != true {
                        guard let parameter = intent.parameters.first(where: { $0.name == name }) else {
                            diagnostics.append(
                                Diagnostic(.shortcutPhraseParameterType, at: phrase.location, "App Shortcut phrase names '\(name)', which is not a parameter of '\(intent.identifier)'")
                            )
                            continue
                        }
                        switch parameter.valueType {
                        case .entity, .enum:
                            continue
                        case .primitive(let primitive) where primitive.unresolvedTypeName != nil:
                            // Another module's type, maybe an entity or an enum: its warning already says so.
                            continue
                        default:
                            diagnostics.append(
                                Diagnostic(
                                    .shortcutPhraseParameterType, at: phrase.location,
                                    "App Shortcut phrase names parameter '\(name)' of type \(parameter.valueType.shortDescription); only 'AppEntity' and 'AppEnum' parameters may appear in phrases"
                                )
                            )
                        }
                    }
                }
            }
        }
        return diagnostics
    }
}

extension ValueType {
    /// A short description for messages: `'string'`, `'[Book]'`.
    var shortDescription: String {
        switch self {
        case .primitive(let primitive): "'\(primitive.rawValue)'"
        case .entity(let identifier), .enum(let identifier): "'\(identifier)'"
        case .array(let element): "an array of \(element.shortDescription)"
        }
    }
}
