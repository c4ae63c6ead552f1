import AppIntents

/// Mists the leaves of a plant that likes humidity.
public struct MistPlant: AppIntent {
    public static var title: LocalizedStringResource = LocalizedStringResource("mist.plant.title", defaultValue: "Mist Plant", table: "PlantCare")

    @Parameter(title: "Plant")
    public var plantName: String

    public init() {}

    public func perform() async throws -> some IntentResult {
        .result()
    }
}
