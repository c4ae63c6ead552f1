import AppIntents

struct CookbookShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: AddRecipe(),
            phrases: [
                "Add a recipe to \(.applicationName)",
                "Save a recipe in \(.applicationName)",
            ],
            shortTitle: "New Recipe",
            systemImageName: "plus"
        )
        AppShortcut(
            intent: ShowRecipe(),
            phrases: ["Open \(\.$recipe) in \(.applicationName)"],
            shortTitle: "Open Recipe",
            systemImageName: "book"
        )
        AppShortcut(
            intent: ShowShoppingList(),
            phrases: ["Show my \(.applicationName) shopping list"],
            shortTitle: "Shopping List",
            systemImageName: "cart"
        )
    }
}
