import AppIntents
import GardenModel

/// Sows seeds in a bed: its parameters are an enum and an entity of another module, named in the summary and in
/// an App Shortcut phrase.
public struct SowSeeds: AppIntent {
    public static var title: LocalizedStringResource = "Sow Seeds"

    @Parameter(title: "Season")
    public var season: Season

    @Parameter(title: "Bed")
    public var bed: Bed

    public static var parameterSummary: some ParameterSummary {
        Summary("Sow in \(\.$bed) for \(\.$season)")
    }

    public init() {}

    public func perform() async throws -> some IntentResult {
        .result()
    }
}

/// The phrases that run `SowSeeds`.
public struct GardenShortcuts: AppShortcutsProvider {
    public static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: SowSeeds(), phrases: ["Sow for \(\.$season) in \(.applicationName)"], shortTitle: "Sow Seeds", systemImageName: "leaf")
    }
}
