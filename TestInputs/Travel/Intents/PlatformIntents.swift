import AppIntents

#if os(iOS)
/// Only the phone has a camera good enough to read a passport.
struct ScanPassport: AppIntent, ForegroundContinuableIntent {
    static let title: LocalizedStringResource = "Scan Passport"

    static let openAppWhenRun = true

    func perform() async throws -> some IntentResult {
        .result()
    }
}
#else
/// Everywhere else, itineraries arrive as files.
struct ImportItinerary: AppIntent {
    static let title: LocalizedStringResource = "Import Itinerary"

    @Parameter(title: "Itinerary File")
    var file: IntentFile

    func perform() async throws -> some IntentResult {
        .result()
    }
}
#endif
