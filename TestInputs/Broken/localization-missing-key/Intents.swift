import AppIntents

struct OpenPantry: AppIntent {
    static let title = LocalizedStringResource("intent.openPantry.title", table: "Kitchen")
    static let description = IntentDescription(LocalizedStringResource("intent.openPantry.description", defaultValue: "Shows what is in the pantry.", table: "Kitchen"))

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct ClearPantry: AppIntent {
    static let title = LocalizedStringResource("intent.clearPantry.title", table: "Kitchn")

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct StockPantry: AppIntent {
    static let title = LocalizedStringResource("intent.stockPantry.title", table: "Kitchen")

    func perform() async throws -> some IntentResult {
        .result()
    }
}
