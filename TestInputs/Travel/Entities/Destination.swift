import AppIntents

/// A city the traveller has been to or plans to visit.
struct Destination: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = TypeDisplayRepresentation(
        name: "Destination",
        numericFormat: "\(placeholder: .int) destinations"
    )

    static var defaultQuery = Query()

    let id: String

    @Property(title: "City")
    var city: String

    @Property(title: "Country")
    var country: String

    @Property(title: "Visits")
    var visitCount: Int

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(city)", subtitle: "\(country)", image: .init(systemName: "mappin.and.ellipse"))
    }

    init(id: String, city: String, country: String, visitCount: Int) {
        self.id = id
        self.city = city
        self.country = country
        self.visitCount = visitCount
    }

    /// The only nested type named `Query` in this app, so its identifier is unique.
    struct Query: EntityPropertyQuery {
        static let properties = QueryProperties<Destination> {
            QueryProperty(\Destination.$city)
            QueryProperty(\Destination.$country)
            QueryProperty(\Destination.$visitCount)
        }

        static let sortingOptions = SortingOptions<Destination> {
            SortableBy(\Destination.$city)
            SortableBy(\Destination.$visitCount)
        }

        func entities(for identifiers: [Destination.ID]) async throws -> [Destination] {
            TripPlanner.shared.destinations.filter { identifiers.contains($0.id) }
        }

        func entities(
            matching comparators: [QueryComparator],
            mode: ComparatorMode,
            sortedBy: [SortableBy<Destination>],
            limit: Int?
        ) async throws -> [Destination] {
            Array(TripPlanner.shared.destinations.prefix(limit ?? .max))
        }
    }
}
