import AppIntents

let syncHelp: IntentDescription = "Uploads your recordings."

struct SyncRecordings: AppIntent {
    static let title: LocalizedStringResource = "Sync Recordings"

    static let description: IntentDescription? = syncHelp

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct TrimRecording: AppIntent {
    static let title: LocalizedStringResource = "Trim Recording"

    static var description: IntentDescription? = TrimRecording.makeDescription()

    static func makeDescription() -> IntentDescription {
        IntentDescription("Cuts silence from the start and end of a recording.")
    }

    func perform() async throws -> some IntentResult {
        .result()
    }
}
