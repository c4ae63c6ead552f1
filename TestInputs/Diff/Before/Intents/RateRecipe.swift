import AppIntents

struct RateRecipe: AppIntent {
    static let title: LocalizedStringResource = "Rate Recipe"

    static let supportedModes: IntentModes = [.background]

    @Parameter(title: "Recipe")
    var recipe: Recipe

    @Parameter(title: "Stars", inclusiveRange: (1, 5))
    var stars: Int

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        .result(value: stars)
    }
}
