import AppIntents

struct ShowShoppingList: AppIntent {
    static let title: LocalizedStringResource = "Show Shopping List"

    static let openAppWhenRun: Bool = true

    func perform() async throws -> some IntentResult {
        .result()
    }
}
