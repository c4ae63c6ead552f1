import AppIntents

struct SuggestRecipe: AppIntent {
    static let title: LocalizedStringResource = "Suggest Recipe"

    @Parameter(title: "Course")
    var course: Course?

    func perform() async throws -> some IntentResult & ReturnsValue<Recipe> {
        .result(value: Recipe.tonight)
    }
}
