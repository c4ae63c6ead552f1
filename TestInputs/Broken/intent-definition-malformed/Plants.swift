import AppIntents

// The Swift side of this case is fine; the intent definition beside it is not.
struct WaterAllPlants: AppIntent {
    static let title: LocalizedStringResource = "Water All Plants"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
