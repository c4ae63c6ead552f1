import AppIntents

struct OpenInbox: AppIntent {
    static let title: LocalizedStringResource = "Open Inbox

    func perform() async throws -> some IntentResult {
        .result()
    }
}
