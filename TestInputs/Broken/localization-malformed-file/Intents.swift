import AppIntents

struct FeedCat: AppIntent {
    static let title: LocalizedStringResource = "Feed Cat"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
