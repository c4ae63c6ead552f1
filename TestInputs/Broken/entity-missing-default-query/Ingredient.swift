import AppIntents

// Does not type-check: `defaultQuery` is a requirement of `AppEntity`.
struct Ingredient: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Ingredient"

    let id: String

    var displayRepresentation: DisplayRepresentation {
        "\(id)"
    }
}

/// A query exists, but no entity names it as its `defaultQuery`.
struct IngredientQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Ingredient] {
        identifiers.map { Ingredient(id: $0) }
    }
}
