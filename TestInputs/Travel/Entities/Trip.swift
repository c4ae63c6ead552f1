import AppIntents
import Foundation

/// A planned journey with dates and a destination.
struct Trip: IndexedEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: LocalizedStringResource("entity.trip", defaultValue: "Trip", table: "Travel"),
        numericFormat: "\(placeholder: .int) trips"
    )

    static let defaultQuery = TripQuery()

    let id: String

    @Property(title: "Name")
    var name: String

    @Property(title: "Start")
    var startDate: Date

    @Property(title: "End")
    var endDate: Date

    @Property(title: "Destination")
    var destination: Destination

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(name)",
            subtitle: "\(destination.city)",
            image: .init(systemName: "suitcase.rolling")
        )
    }

    init(id: String, name: String, startDate: Date, endDate: Date, destination: Destination) {
        self.id = id
        self.name = name
        self.startDate = startDate
        self.endDate = endDate
        self.destination = destination
    }
}
