import AppIntents

struct FeedCat: AppIntent {
    static let title: LocalizedStringResource = "Feed Cat"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct PetCat: AppIntent {
    static let title = LocalizedStringResource("Pet Cat", table: "Cats")

    func perform() async throws -> some IntentResult {
        .result()
    }
}
