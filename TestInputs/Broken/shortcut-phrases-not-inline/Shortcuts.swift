import AppIntents

struct GardenShortcuts: AppShortcutsProvider {
    static let waterPhrases: [AppShortcutPhrase<WaterPlants>] = [
        "Water the plants with \(.applicationName)",
        "\(.applicationName), the plants are thirsty",
    ]

    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: WaterPlants(),
            phrases: waterPhrases,
            shortTitle: "Water",
            systemImageName: "drop"
        )
        AppShortcut(
            intent: LogHarvest(),
            phrases: ["Log a harvest in \(.applicationName)"],
            shortTitle: "Harvest",
            systemImageName: "leaf"
        )
    }
}
