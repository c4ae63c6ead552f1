import AppIntents

/// How hard a recipe is to cook.
enum Difficulty: String, AppEnum {
    case easy
    case hard

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Difficulty"

    static let caseDisplayRepresentations: [Difficulty: DisplayRepresentation] = [
        .easy: "Easy",
        .hard: "Hard",
    ]
}
