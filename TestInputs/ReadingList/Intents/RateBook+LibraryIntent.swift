import AppIntents

extension RateBook: LibraryIntent {
    static let title: LocalizedStringResource = "Rate Book"

    static var parameterSummary: some ParameterSummary {
        Summary("Give \(\.$book) \(\.$stars) stars") {
            \.$review
        }
    }

    func perform() async throws -> some IntentResult {
        .result()
    }
}
