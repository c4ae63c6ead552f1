import AppIntents

struct WaterPlants: AppIntent {
    static let title: LocalizedStringResource = "Water Plants"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
