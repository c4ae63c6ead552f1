import AppIntents

struct TripQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [Trip] {
        identifiers.compactMap { TripPlanner.shared.trip(withID: $0) }
    }

    func entities(matching string: String) async throws -> [Trip] {
        TripPlanner.shared.trips.filter { $0.name.localizedCaseInsensitiveContains(string) }
    }

    func suggestedEntities() async throws -> [Trip] {
        TripPlanner.shared.upcomingTrips
    }
}
