import AppIntents

/// The one set of preferences of the traveller.
struct TravelPreferences: UniqueAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Travel Preferences"

    static let defaultQuery = UniqueAppEntityProvider {
        TravelPreferences()
    }

    @Property(title: "Preferred Cabin")
    var preferredCabin: CabinClass

    @Property(title: "Home Airport")
    var homeAirport: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "Travel Preferences", image: .init(systemName: "gearshape"))
    }
}
