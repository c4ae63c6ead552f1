import AppIntents
import Foundation

/// A week of planned meals.
struct MealPlan: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Meal Plan"

    static let defaultQuery = MealPlanQuery()

    let id: UUID

    @Property(title: "Week Of")
    var weekOf: Date

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "Meal plan")
    }
}
