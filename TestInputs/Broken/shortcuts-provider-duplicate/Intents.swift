import AppIntents

struct WaterPlants: AppIntent {
    static let title: LocalizedStringResource = "Water Plants"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct LogHarvest: AppIntent {
    static let title: LocalizedStringResource = "Log Harvest"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
