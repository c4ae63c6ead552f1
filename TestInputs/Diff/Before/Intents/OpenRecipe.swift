import AppIntents

struct OpenRecipe: AppIntent {
    static let title: LocalizedStringResource = "Open Recipe"

    static let openAppWhenRun: Bool = true

    @Parameter(title: "Recipe")
    var recipe: Recipe

    func perform() async throws -> some IntentResult {
        .result()
    }
}
