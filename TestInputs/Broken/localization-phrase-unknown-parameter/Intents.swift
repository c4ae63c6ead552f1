import AppIntents

enum Playlist: String, AppEnum {
    case morning
    case evening

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Playlist"
    static let caseDisplayRepresentations: [Playlist: DisplayRepresentation] = [
        .morning: "Morning",
        .evening: "Evening",
    ]
}

struct PlayPlaylist: AppIntent {
    static let title: LocalizedStringResource = "Play Playlist"

    @Parameter(title: "Playlist")
    var playlist: Playlist

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct MusicShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: PlayPlaylist(),
            phrases: ["Play \(\.$playlist) in \(.applicationName)", "Play music in \(.applicationName)"],
            shortTitle: "Play",
            systemImageName: "play"
        )
    }
}
