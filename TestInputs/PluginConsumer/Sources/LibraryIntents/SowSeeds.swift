import AppIntents
import GardenModel

/// Sows seeds: its parameters' types come from the GardenModel target.
public struct SowSeeds: AppIntent {
    public static var title: LocalizedStringResource = "Sow Seeds"

    @Parameter(title: "Seed")
    public var seed: Seed

    @Parameter(title: "Season")
    public var season: Season

    public static var parameterSummary: some ParameterSummary {
        Summary("Sow \(\.$seed) in \(\.$season)")
    }

    public init() {}

    public func perform() async throws -> some IntentResult {
        .result()
    }
}

/// The phrases that run the library's intents.
public struct LibraryShortcuts: AppShortcutsProvider {
    public static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: SowSeeds(), phrases: ["Sow in \(\SowSeeds.$season) with \(.applicationName)"], shortTitle: "Sow Seeds", systemImageName: "leaf")
    }
}
