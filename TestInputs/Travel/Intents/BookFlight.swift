import AppIntents
import Foundation

struct BookFlight: AppIntent {
    static let title: LocalizedStringResource = """
        Book a Flight
        """

    static let description = IntentDescription(
        """
        Books a seat on a flight to one of your destinations.
        """,
        categoryName: "Bookings"
    )

    static let supportedModes: IntentModes = .foreground(.dynamic)

    @Parameter(title: "From", optionsProvider: AirportOptionsProvider())
    var origin: String

    @Parameter(title: "To")
    var destination: Destination

    @Parameter(title: "Departure")
    var departure: DateComponents

    @Parameter(title: "Cabin", default: .economy)
    var cabin: CabinClass

    @Parameter(title: "Checked Luggage", defaultUnit: .kilograms, defaultValue: 23)
    var luggage: Measurement<UnitMass>

    @Parameter(title: "Budget")
    var budget: IntentCurrencyAmount?

    @Parameter(title: "Travelling With")
    var companions: [IntentPerson]

    static var parameterSummary: some ParameterSummary {
        Summary("Fly from \(\.$origin) to \(\.$destination) in \(\.$cabin)") {
            \.$departure
            \.$luggage
            \.$budget
            \.$companions
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<Trip> & ProvidesDialog {
        let trip = Trip(
            id: UUID().uuidString,
            name: "Flight to \(destination.city)",
            startDate: Calendar.current.date(from: departure) ?? Date(),
            endDate: Date(),
            destination: destination
        )
        return .result(value: trip, dialog: "Your flight to \(destination.city) is booked.")
    }
}
