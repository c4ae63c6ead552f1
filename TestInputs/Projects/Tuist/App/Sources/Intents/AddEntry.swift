import AppIntents

struct AddEntry: AppIntent {
    static let title: LocalizedStringResource = "Add Entry"
    func perform() async throws -> some IntentResult { .result() }
}
