import AppIntents

struct SearchLyrics: AppIntent {
    static let title: LocalizedStringResource = "Search Lyrics"

    @Parameter(title: "Words")
    var words: String

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct LyricsShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: SearchLyrics(),
            phrases: [
                "Search lyrics in \(.applicationName)",
                "Find \(\.$words) in \(.applicationName)",
            ],
            shortTitle: "Search Lyrics",
            systemImageName: "magnifyingglass"
        )
    }
}
