import AppIntents
import Foundation

struct LogMeal: AppIntent {
    static let title: LocalizedStringResource = "Log Meal"

    @Parameter(title: "Recipe")
    var recipe: Recipe?

    @Parameter(title: "Eaten On")
    var date: Date

    @Parameter(title: "Portions", default: 2)
    var portions: Int

    func perform() async throws -> some IntentResult {
        .result()
    }
}
