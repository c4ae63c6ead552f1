import AppIntents
import Foundation

struct LogMeal: AppIntent {
    static let title: LocalizedStringResource = "Log Meal"

    @Parameter(title: "Recipe")
    var recipe: Recipe

    @Parameter(title: "Date")
    var date: Date

    @Parameter(title: "Portions", default: 1)
    var portions: Int

    @Parameter(title: "Mood")
    var mood: String?

    func perform() async throws -> some IntentResult {
        .result()
    }
}
