import AppIntents

struct OpenShelf: AppIntent {
    static var title: LocalizedStringResource = "Open Shelf"

    #if DEBUG
    static var description = IntentDescription("Opens a shelf (debug build).")
    #endif

    func perform() async throws -> some IntentResult { .result() }
}
