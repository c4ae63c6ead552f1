import AppIntents

struct StartCookingTimer: AppIntent {
    static let title: LocalizedStringResource = "Start Cooking Timer"

    static let openAppWhenRun: Bool = false

    @Parameter(title: "Minutes", default: 10)
    var minutes: Int

    func perform() async throws -> some IntentResult {
        .result()
    }
}
