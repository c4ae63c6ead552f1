import AppIntents

struct WaterPlantIntent: GardenAction {
    static let title: LocalizedStringResource = "Water Plant"

    @Parameter(title: "Plant")
    var plant: Plant

    @Parameter(title: "Amount")
    var amount: Millilitres

    @Parameter(title: "Bed")
    var bed: Garden.Bed

    @Parameter(title: "Tool")
    var tool: Tool?

    func perform() async throws -> some IntentResult {
        .result()
    }
}
