import AppIntents

struct ClearHistory: AppIntent {
    static let title: LocalizedStringResource = "Clear Cooking History"

    static let isDiscoverable: Bool = false

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        .result(value: 0)
    }
}
