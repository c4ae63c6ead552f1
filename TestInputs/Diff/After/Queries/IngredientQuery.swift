import AppIntents

/// Finds ingredients by identifier or by name.
struct IngredientQuery: EntityStringQuery {
    func entities(for identifiers: [Ingredient.ID]) async throws -> [Ingredient] {
        []
    }

    func entities(matching string: String) async throws -> [Ingredient] {
        []
    }
}
