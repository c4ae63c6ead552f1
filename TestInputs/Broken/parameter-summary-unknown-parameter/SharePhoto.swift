import AppIntents

// Does not type-check: `recipient` is a plain property, so `\.$recipient` names nothing.
struct SharePhoto: AppIntent {
    static let title: LocalizedStringResource = "Share Photo"

    @Parameter(title: "Photo Name")
    var photoName: String

    var recipient = "Family"

    static var parameterSummary: some ParameterSummary {
        Summary("Share \(\.$photoName) with \(\.$recipient)")
    }

    func perform() async throws -> some IntentResult {
        .result()
    }
}
