import AppIntents

struct OpenNote: AppIntent {
    static let title: LocalizedStringResource = "Open Note"
    func perform() async throws -> some IntentResult { .result() }
}
