import AppIntents

struct NewNote: AppIntent {
    static var title: LocalizedStringResource = "New Note"

    #if os(macOS)
    static var description = IntentDescription("Creates a note in a new window.")
    #endif

    func perform() async throws -> some IntentResult { .result() }
}
