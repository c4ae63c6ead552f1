import AppIntents

/// Eleven App Shortcuts: one more than the system allows.
struct ChoreShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: SweepChore(),
            phrases: ["Log sweep in \(.applicationName)"],
            shortTitle: "Sweep",
            systemImageName: "checkmark.circle"
        )
        AppShortcut(
            intent: MopChore(),
            phrases: ["Log mop in \(.applicationName)"],
            shortTitle: "Mop",
            systemImageName: "checkmark.circle"
        )
        AppShortcut(
            intent: DustChore(),
            phrases: ["Log dust in \(.applicationName)"],
            shortTitle: "Dust",
            systemImageName: "checkmark.circle"
        )
        AppShortcut(
            intent: VacuumChore(),
            phrases: ["Log vacuum in \(.applicationName)"],
            shortTitle: "Vacuum",
            systemImageName: "checkmark.circle"
        )
        AppShortcut(
            intent: LaundryChore(),
            phrases: ["Log laundry in \(.applicationName)"],
            shortTitle: "Laundry",
            systemImageName: "checkmark.circle"
        )
        AppShortcut(
            intent: DishesChore(),
            phrases: ["Log dishes in \(.applicationName)"],
            shortTitle: "Dishes",
            systemImageName: "checkmark.circle"
        )
        AppShortcut(
            intent: TrashChore(),
            phrases: ["Log trash in \(.applicationName)"],
            shortTitle: "Trash",
            systemImageName: "checkmark.circle"
        )
        AppShortcut(
            intent: RecyclingChore(),
            phrases: ["Log recycling in \(.applicationName)"],
            shortTitle: "Recycling",
            systemImageName: "checkmark.circle"
        )
        AppShortcut(
            intent: WindowsChore(),
            phrases: ["Log windows in \(.applicationName)"],
            shortTitle: "Windows",
            systemImageName: "checkmark.circle"
        )
        AppShortcut(
            intent: PlantsChore(),
            phrases: ["Log plants in \(.applicationName)"],
            shortTitle: "Plants",
            systemImageName: "checkmark.circle"
        )
        AppShortcut(
            intent: GroceriesChore(),
            phrases: ["Log groceries in \(.applicationName)"],
            shortTitle: "Groceries",
            systemImageName: "checkmark.circle"
        )
    }
}
