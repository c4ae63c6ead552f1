import AppIntents

/// Finds ingredients by name.
struct IngredientQuery: EntityQuery {
    func entities(for identifiers: [Ingredient.ID]) async throws -> [Ingredient] {
        []
    }
}
