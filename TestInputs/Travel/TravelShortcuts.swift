import AppIntents

struct TravelShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: BookFlight(),
            phrases: [
                "Book a flight with \(.applicationName)",
                "Fly to \(\.$destination) with \(.applicationName)",
            ],
            shortTitle: "Book Flight",
            systemImageName: "airplane"
        )
        AppShortcut(
            intent: ShowTrip(),
            phrases: ["Show \(\.$target) in \(.applicationName)"],
            shortTitle: "Show Trip",
            systemImageName: "suitcase"
        )
        AppShortcut(
            intent: ExtendTrip(),
            phrases: ["Extend \(\.$trip) in \(.applicationName)", "Stay longer with \(.applicationName)"],
            shortTitle: "Extend Trip",
            systemImageName: "calendar.badge.plus"
        )
        AppShortcut(
            intent: PlayAudioGuide(),
            phrases: ["Play the \(.applicationName) guide for \(\.$destination)"],
            shortTitle: "Audio Guide",
            systemImageName: "headphones"
        )
    }

    static var shortcutTileColor: ShortcutTileColor { .navy }
}
