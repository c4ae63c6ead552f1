import AppIntents

/// Shared behaviour of the intents that act on one trip.
///
/// Subclasses inherit the `AppIntent` conformance and override `title`, `description` and `apply(to:)`.
class BaseTripIntent: AppIntent {
    class var title: LocalizedStringResource { "Update Trip" }

    class var description: IntentDescription? { IntentDescription("Changes one of your trips.") }

    @Parameter(title: "Trip")
    var trip: Trip

    required init() {}

    func apply(to trip: Trip) async throws -> String {
        trip.name
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let message = try await apply(to: trip)
        return .result(dialog: "\(message)")
    }
}

final class ExtendTrip: BaseTripIntent {
    override class var title: LocalizedStringResource { "Extend Trip" }

    override class var description: IntentDescription? {
        IntentDescription("Adds nights to the end of a trip.", categoryName: "Trips", searchKeywords: ["longer", "stay"])
    }

    @Parameter(title: "Extra Nights", default: 1, inclusiveRange: (1, 30))
    var nights: Int

    override func apply(to trip: Trip) async throws -> String {
        let end = TripPlanner.shared.extend(trip, byNights: nights)
        return "\(trip.name) now ends on \(end)"
    }
}

final class CancelTrip: BaseTripIntent {
    override class var title: LocalizedStringResource { "Cancel Trip" }

    override func apply(to trip: Trip) async throws -> String {
        TripPlanner.shared.cancel(trip)
        return "Cancelled \(trip.name)"
    }
}
