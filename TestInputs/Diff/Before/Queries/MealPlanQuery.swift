import AppIntents
import Foundation

/// Finds meal plans by identifier.
struct MealPlanQuery: EntityQuery {
    func entities(for identifiers: [MealPlan.ID]) async throws -> [MealPlan] {
        []
    }
}
