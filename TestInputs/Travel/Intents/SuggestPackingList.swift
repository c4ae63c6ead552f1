import AppIntents
import Foundation

struct SuggestPackingList: AppIntent {
    static let title: LocalizedStringResource = "Suggest Packing List"

    static let supportedModes: IntentModes = [.background, .foreground]

    @Parameter(title: "Trip")
    var trip: Trip

    @Parameter(title: "Start Packing At")
    var reminderTime: DateComponents?

    func perform() async throws -> some IntentResult & ReturnsValue<PackingList> {
        let list = PackingList()
        list.items = ["Passport", "Charger", "Umbrella"]
        list.totalWeight = 4.5
        return .result(value: list)
    }
}
