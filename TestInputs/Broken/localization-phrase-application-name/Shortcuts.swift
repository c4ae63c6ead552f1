import AppIntents

struct GardenShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: WaterPlants(),
            phrases: ["Water my plants with \(.applicationName)", "\(.applicationName), water the garden", "Water the plants in \(.applicationName)"],
            shortTitle: "Water",
            systemImageName: "drop"
        )
    }
}
