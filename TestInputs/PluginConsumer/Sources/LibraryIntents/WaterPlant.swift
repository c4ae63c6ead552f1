import AppIntents

/// Waters one plant.
public struct WaterPlant: AppIntent {
    public static var title: LocalizedStringResource = "Water Plant"
    public static var description: IntentDescription? = IntentDescription("Records that a plant was watered.")

    @Parameter(title: "Plant")
    public var plantName: String

    @Parameter(title: "Amount")
    public var amount: WaterAmount = .regular

    public init() {}

    public func perform() async throws -> some IntentResult {
        .result()
    }
}
