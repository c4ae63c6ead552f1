/// The three kinds of App Intents declaration the oracle lists.
public enum Category: String, CaseIterable, Codable, Sendable {
    case intents
    case entities
    case enums

    /// The protocols of the App Intents framework that make a type one of this category: the root protocol and
    /// every framework protocol that refines it.
    ///
    /// Written from Apple's documentation (each protocol's "Inherits From" list), not from this repository's
    /// recognizer. A refinement an app declares itself (`protocol UTMIntent: AppIntent`) is found from source.
    public var frameworkProtocols: Set<String> {
        switch self {
        case .intents:
            return [
                "AppIntent", "SystemIntent",
                "AudioPlaybackIntent", "AudioRecordingIntent", "AudioStartingIntent",
                "CameraCaptureIntent", "ControlConfigurationIntent", "CustomIntentMigratedAppIntent",
                "DeleteIntent", "DeprecatedAppIntent", "ForegroundContinuableIntent",
                "LiveActivityIntent", "LiveActivityStartingIntent", "OpenIntent",
                "PauseWorkoutIntent", "PlayVideoIntent", "PredictableIntent", "ProgressReportingIntent",
                "PushToTalkTransmissionIntent", "ResumeWorkoutIntent", "SetFocusFilterIntent",
                "SetValueIntent", "ShowInAppSearchResultsIntent", "SnippetIntent", "StartDiveIntent",
                "StartWorkoutIntent", "TargetContentProvidingIntent", "UndoableIntent",
                "URLRepresentableIntent", "WidgetConfigurationIntent",
            ]
        case .entities:
            return ["AppEntity", "FileEntity", "IndexedEntity", "TransientAppEntity", "UniqueAppEntity", "URLRepresentableEntity"]
        case .enums:
            return ["AppEnum", "URLRepresentableEnum"]
        }
    }

    /// The attached macros that declare a type of this category from an assistant schema:
    /// `@AppIntent(schema:)` and the earlier spelling `@AssistantIntent(schema:)`, and so on.
    public var schemaMacros: Set<String> {
        switch self {
        case .intents: return ["AppIntent", "AssistantIntent"]
        case .entities: return ["AppEntity", "AssistantEntity"]
        case .enums: return ["AppEnum", "AssistantEnum"]
        }
    }
}
