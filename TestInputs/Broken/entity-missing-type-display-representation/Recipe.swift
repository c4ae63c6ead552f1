import AppIntents

// Does not type-check: `typeDisplayRepresentation` is a requirement of `AppEntity`.
struct Recipe: AppEntity {
    static let defaultQuery = RecipeQuery()

    let id: String

    var displayRepresentation: DisplayRepresentation {
        "\(id)"
    }
}

struct RecipeQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Recipe] {
        identifiers.map { Recipe(id: $0) }
    }
}
