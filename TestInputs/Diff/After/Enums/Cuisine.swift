import AppIntents

/// Where a recipe comes from.
enum Cuisine: String, AppEnum {
    case italian
    case japanese
    case mexican

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Cuisine"

    static let caseDisplayRepresentations: [Cuisine: DisplayRepresentation] = [
        .italian: "Italian",
        .japanese: "Japanese",
        .mexican: "Mexican",
    ]
}
