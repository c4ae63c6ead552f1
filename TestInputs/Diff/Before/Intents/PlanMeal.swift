import AppIntents

struct PlanMeal: AppIntent {
    static let title: LocalizedStringResource = "Plan Meal"

    @Parameter(title: "Plan")
    var plan: MealPlan

    @Parameter(title: "Recipe")
    var recipe: Recipe

    func perform() async throws -> some IntentResult {
        .result()
    }
}
