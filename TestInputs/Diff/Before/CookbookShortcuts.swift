import AppIntents

struct CookbookShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: AddRecipe(),
            phrases: [
                "Add a recipe to \(.applicationName)",
                "New \(.applicationName) recipe",
            ],
            shortTitle: "Add Recipe",
            systemImageName: "plus"
        )
        AppShortcut(
            intent: OpenRecipe(),
            phrases: [
                "Open \(\.$recipe) in \(.applicationName)",
                "Show \(\.$recipe) in \(.applicationName)",
            ],
            shortTitle: "Open Recipe",
            systemImageName: "book"
        )
        AppShortcut(
            intent: StartCookingTimer(),
            phrases: ["Start a \(.applicationName) timer"],
            shortTitle: "Cooking Timer",
            systemImageName: "timer"
        )
    }
}
