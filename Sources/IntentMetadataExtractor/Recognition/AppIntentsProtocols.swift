/// The App Intents protocols and macros we recognise, by the role they give a type.
package enum AppIntentsRole: String, Sendable, Hashable, CaseIterable, Comparable {
    case intent, entity, `enum`, query, shortcutsProvider, package

    package static func < (lhs: AppIntentsRole, rhs: AppIntentsRole) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

package enum AppIntentsProtocols {
    /// `AppIntent` and its refinements.
    static let intents: Set<String> = [
        "AppIntent", "OpenIntent", "SnippetIntent", "AudioPlaybackIntent", "AudioStartingIntent", "AudioRecordingIntent",
        "LiveActivityIntent", "LiveActivityStartingIntent", "ForegroundContinuableIntent", "WidgetConfigurationIntent",
        "ControlConfigurationIntent", "SetValueIntent", "DeleteIntent", "UndoableIntent", "TargetContentProvidingIntent",
        "PredictableIntent", "URLRepresentableIntent", "ProgressReportingIntent", "SystemIntent", "CameraCaptureIntent",
        "ShowInAppSearchResultsIntent", "PushToTalkTransmissionIntent", "SetFocusFilterIntent", "AppIntentConfigurable",
        "ShowsSnippetIntent",
    ]
    /// `AppEntity` and its refinements.
    static let entities: Set<String> = [
        "AppEntity", "IndexedEntity", "TransientAppEntity", "UniqueAppEntity", "FileEntity", "URLRepresentableEntity",
    ]
    static let enums: Set<String> = ["AppEnum"]
    static let queries: Set<String> = [
        "EntityQuery", "EntityStringQuery", "EntityPropertyQuery", "EnumerableEntityQuery", "UniqueAppEntityQuery",
        "IntentValueQuery", "DynamicOptionsProvider",
    ]
    static let shortcutsProviders: Set<String> = ["AppShortcutsProvider"]
    static let packages: Set<String> = ["AppIntentsPackage"]

    /// The macros that make a type an intent, entity or enum: `@AppIntent(schema:)` and the like.
    static let macroRoles: [String: AppIntentsRole] = [
        "AppIntent": .intent, "AssistantIntent": .intent,
        "AppEntity": .entity, "AssistantEntity": .entity,
        "AppEnum": .enum, "AssistantEnum": .enum,
    ]

    /// The role a framework protocol gives a type, if it is one of ours.
    static func role(of protocolName: String) -> AppIntentsRole? {
        if intents.contains(protocolName) { return .intent }
        if entities.contains(protocolName) { return .entity }
        if enums.contains(protocolName) { return .enum }
        if queries.contains(protocolName) { return .query }
        if shortcutsProviders.contains(protocolName) { return .shortcutsProvider }
        if packages.contains(protocolName) { return .package }
        return nil
    }
}
