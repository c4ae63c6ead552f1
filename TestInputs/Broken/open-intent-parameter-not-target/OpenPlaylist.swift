import AppIntents

enum Playlist: String, AppEnum {
    case morning
    case workout
    case sleep

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Playlist"

    static let caseDisplayRepresentations: [Playlist: DisplayRepresentation] = [
        .morning: "Morning",
        .workout: "Workout",
        .sleep: "Sleep",
    ]
}

/// Type-checks, because `target` forwards to the parameter, but the parameter itself is not
/// named `target`, so the system cannot tell which value to open.
struct OpenPlaylist: OpenIntent {
    static let title: LocalizedStringResource = "Open Playlist"

    @Parameter(title: "Playlist")
    var playlist: Playlist

    var target: Playlist {
        get { playlist }
        set { playlist = newValue }
    }

    func perform() async throws -> some IntentResult {
        .result()
    }
}
