import AppIntents

struct GardenShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: WaterPlants(),
            phrases: ["Water the plants with \(.applicationName)"],
            shortTitle: "Water",
            systemImageName: "drop"
        )
    }
}
