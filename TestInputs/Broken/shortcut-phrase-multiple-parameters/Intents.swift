import AppIntents

struct AddSongToMix: AppIntent {
    static let title: LocalizedStringResource = "Add Song to Mix"

    @Parameter(title: "Song")
    var song: Song

    @Parameter(title: "Mix")
    var mix: Mix

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct MusicShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: AddSongToMix(),
            phrases: [
                "Add a song to \(\.$mix) in \(.applicationName)",
                "Add \(\.$song) to \(\.$mix) in \(.applicationName)",
            ],
            shortTitle: "Add to Mix",
            systemImageName: "music.note.list"
        )
    }
}
