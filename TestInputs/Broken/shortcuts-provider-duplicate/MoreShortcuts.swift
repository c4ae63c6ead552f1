import AppIntents

/// A second provider in the same app; only one is allowed.
struct HarvestShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: LogHarvest(),
            phrases: ["Log a harvest in \(.applicationName)"],
            shortTitle: "Harvest",
            systemImageName: "leaf"
        )
    }
}
