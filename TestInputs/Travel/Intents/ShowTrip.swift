import AppIntents

struct ShowTrip: OpenIntent {
    static let title: LocalizedStringResource = "Show Trip"

    static let openAppWhenRun: Bool = true

    @Parameter(title: "Trip")
    var target: Trip

    func perform() async throws -> some IntentResult {
        .result()
    }
}
