import AppIntents

struct ShowShoppingList: AppIntent {
    static let title: LocalizedStringResource = "Show Shopping List"

    static let openAppWhenRun: Bool = false

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "You need eggs and flour.")
    }
}
