import AppIntents

struct ScaleRecipe: AppIntent {
    static let title: LocalizedStringResource = "Scale Recipe"

    @Parameter(title: "Recipe")
    var recipe: Recipe

    @Parameter(title: "Factor", default: 2.5)
    var factor: Double

    func perform() async throws -> some IntentResult & ReturnsValue<Recipe> {
        .result(value: recipe.scaled(by: factor))
    }
}
