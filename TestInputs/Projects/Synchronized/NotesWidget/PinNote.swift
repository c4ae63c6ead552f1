import AppIntents

// In the widget's folder, and added to the app by an exception set for the app target.
struct PinNote: AppIntent {
    static var title: LocalizedStringResource = "Pin Note"

    func perform() async throws -> some IntentResult { .result() }
}
