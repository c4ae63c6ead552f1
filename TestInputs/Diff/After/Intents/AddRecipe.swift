import AppIntents

struct AddRecipe: AppIntent {
    static let title: LocalizedStringResource = "Add Recipe"

    @Parameter(title: "Name")
    var title: String

    @Parameter(title: "Servings", default: 4.5)
    var servings: Double

    @Parameter(title: "Course")
    var course: Course

    @Parameter(title: "Note")
    var note: String

    @Parameter(title: "Vegetarian", default: false)
    var isVegetarian: Bool

    @Parameter(title: "Cuisine")
    var cuisine: Cuisine?

    func perform() async throws -> some IntentResult & ReturnsValue<Recipe> {
        .result(value: Recipe(name: title))
    }
}
