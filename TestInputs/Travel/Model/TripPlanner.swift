import Foundation

/// Keeps the traveller's trips and bookings in memory.
final class TripPlanner {
    static let shared = TripPlanner()

    private(set) var trips: [Trip] = []
    private(set) var destinations: [Destination] = []
    private(set) var documents: [Trip.ID: [String]] = [:]

    func trip(withID id: Trip.ID) -> Trip? {
        trips.first { $0.id == id }
    }

    func extend(_ trip: Trip, byNights nights: Int) -> Date {
        let extended = trip.endDate.addingTimeInterval(TimeInterval(nights) * 86_400)
        if let index = trips.firstIndex(where: { $0.id == trip.id }) {
            trips[index].endDate = extended
        }
        return extended
    }

    func cancel(_ trip: Trip) {
        trips.removeAll { $0.id == trip.id }
    }

    func attach(_ filename: String, to trip: Trip) {
        documents[trip.id, default: []].append(filename)
    }

    var upcomingTrips: [Trip] {
        trips.filter { $0.startDate > Date() }.sorted { $0.startDate < $1.startDate }
    }
}
