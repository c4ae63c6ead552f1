import AppIntents

@available(iOS 18.4, *)
enum LaunchAppEnum: String, AppEnum {
    case mirror

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Replica"
    static let caseDisplayRepresentations: [LaunchAppEnum: DisplayRepresentation] = [
        .mirror: "Mirror",
    ]
}

@available(iOS 18.4, *)
struct LaunchAppIntent: OpenIntent {
    static let title: LocalizedStringResource = "Open Replica App"

    @Parameter(title: "Target")
    var target: LaunchAppEnum

    func perform() async throws -> some IntentResult {
        .result()
    }
}

@available(iOS 18.4, *)
struct LaunchAppIntentNew: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Replica"
    static let description = IntentDescription("Screen Mirroring")
    static let isDiscoverable = false
    static let openAppWhenRun = true

    func perform() async throws -> some IntentResult & OpensIntent {
        .result()
    }
}
