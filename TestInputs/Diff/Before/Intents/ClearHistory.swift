import AppIntents

struct ClearHistory: AppIntent {
    static let title: LocalizedStringResource = "Clear Cooking History"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
