import AppIntents

struct AddRecipe: AppIntent {
    static let title: LocalizedStringResource = "Add Recipe"

    @Parameter(title: "Name")
    var name: String

    @Parameter(title: "Servings", default: 4)
    var servings: Int

    @Parameter(title: "Course")
    var course: Course

    @Parameter(title: "Note")
    var note: String?

    func perform() async throws -> some IntentResult & ReturnsValue<Recipe> {
        .result(value: Recipe(name: name))
    }
}
