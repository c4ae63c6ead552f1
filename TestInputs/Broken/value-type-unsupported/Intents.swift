import AppIntents

/// A plain app type: neither an `AppEntity` nor an `AppEnum`.
struct MapSpot {
    var latitude: Double
    var longitude: Double
}

struct SaveSpot: AppIntent {
    static let title: LocalizedStringResource = "Save Spot"

    @Parameter(title: "Name")
    var name: String

    @Parameter(title: "Spot")
    var spot: MapSpot

    func perform() async throws -> some IntentResult {
        .result()
    }
}
