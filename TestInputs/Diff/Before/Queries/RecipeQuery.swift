import AppIntents
import Foundation

/// Finds recipes by identifier or by a fragment of their name.
struct RecipeQuery: EntityStringQuery {
    func entities(for identifiers: [Recipe.ID]) async throws -> [Recipe] {
        []
    }

    func entities(matching string: String) async throws -> [Recipe] {
        []
    }

    func suggestedEntities() async throws -> [Recipe] {
        []
    }
}
