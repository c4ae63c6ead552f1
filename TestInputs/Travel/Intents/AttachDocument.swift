import AppIntents

struct AttachDocument: AppIntent {
    static let title: LocalizedStringResource = #"Attach "Travel Document""#

    static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication

    @Parameter(title: "Document")
    var file: IntentFile

    @Parameter(title: "Trip")
    var trip: Trip

    static var parameterSummary: some ParameterSummary {
        Summary("Attach \(\.$file) to \(\.$trip)")
    }

    func perform() async throws -> some IntentResult {
        TripPlanner.shared.attach(file.filename, to: trip)
        return .result()
    }
}
