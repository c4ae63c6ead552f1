import AppIntents

/// Runs from automations only, so it is hidden from the Shortcuts library.
@available(macOS 14.0, iOS 17.0, *)
struct SyncItineraries: AppIntent {
    static let title: LocalizedStringResource = "Sync Itineraries"

    static var isDiscoverable: Bool = false

    static var supportedModes: IntentModes = [.background]

    static let authenticationPolicy = IntentAuthenticationPolicy.requiresLocalDeviceAuthentication

    @Parameter(title: "Include Past Trips", default: false)
    var includePast: Bool

    func perform() async throws -> some IntentResult {
        .result()
    }
}
