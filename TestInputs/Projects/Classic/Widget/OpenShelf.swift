import AppIntents

// The same type name as the app's intent: each target is its own module, so both are extracted.
struct OpenShelf: AppIntent {
    static var title: LocalizedStringResource = "Open Shelf from the Widget"

    func perform() async throws -> some IntentResult { .result() }
}
