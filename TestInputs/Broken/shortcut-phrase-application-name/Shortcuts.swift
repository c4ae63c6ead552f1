import AppIntents

struct CoffeeShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: BrewCoffee(),
            phrases: ["Brew a café au lait", "Start ☕ in \(.applicationName), \(.applicationName)"],
            shortTitle: "Brew",
            systemImageName: "cup.and.saucer"
        )
        AppShortcut(
            intent: GrindBeans(),
            phrases: ["Grind beans with \(.applicationName)"],
            shortTitle: "Grind",
            systemImageName: "gearshape"
        )
    }
}
