import AppIntents
import Foundation

/// Finds shopping lists by identifier.
struct ShoppingListQuery: EntityQuery {
    func entities(for identifiers: [ShoppingList.ID]) async throws -> [ShoppingList] {
        []
    }
}
