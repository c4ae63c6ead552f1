import AppIntents

struct FlagMail: AppIntent {
    static let title: LocalizedStringResource = "Flag Mail"

    func perform() async throws -> some IntentResult {
        .result()
    }
