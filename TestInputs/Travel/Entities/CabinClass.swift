import AppIntents

enum CabinClass: String, AppEnum {
    case economy
    case premiumEconomy = "premium_economy"
    case business
    case first

    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Cabin Class")

    static let caseDisplayRepresentations: [CabinClass: DisplayRepresentation] = [
        .economy: DisplayRepresentation(
            title: "Economy",
            subtitle: "Standard seat",
            image: .init(systemName: "carseat.right")
        ),
        .premiumEconomy: DisplayRepresentation(
            title: "Premium Economy",
            subtitle: "Extra legroom",
            image: .init(systemName: "carseat.right.fill")
        ),
        .business: DisplayRepresentation(title: "Business", subtitle: "Lie-flat seat"),
        .first: DisplayRepresentation(
            title: LocalizedStringResource("cabin.first", defaultValue: "First", table: "Travel"),
            subtitle: "Private suite",
            image: .init(systemName: "star")
        ),
    ]
}
