import AppIntents

struct BrewCoffee: AppIntent {
    static let title: LocalizedStringResource = "Brew Coffee"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct GrindBeans: AppIntent {
    static let title: LocalizedStringResource = "Grind Beans"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
