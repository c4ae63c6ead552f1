import AppIntents
import Foundation

struct PlanVoyage: AppIntent {
    static let title: LocalizedStringResource = "Plan a Voyage"

    @Parameter(title: "Skipper", default: "Deckhand")
    var skipper: String

    @Parameter(title: "Speed", default: 6.5)
    var knots: Double

    @Parameter(title: "Legs", default: 3)
    var legs: Int

    @Parameter(title: "Reef the Sails", default: false)
    var reefsSails: Bool

    @Parameter(title: "Tide", default: .high)
    var tide: Tide

    @Parameter(title: "Note")
    var note: String?

    @Parameter(title: "Departure")
    var departure: Date

    @Parameter(title: "Window")
    var window: DateComponents

    @Parameter(title: "Length")
    var length: Duration

    @Parameter(title: "Chart")
    var chart: URL

    @Parameter(title: "Manifest")
    var manifest: IntentFile

    @Parameter(title: "Ports")
    var ports: [String]

    @Parameter(title: "Checks")
    var checks: [Bool]

    @Parameter(title: "Depths")
    var depths: [Double]

    @Parameter(title: "Stops")
    var stops: [Date]

    func perform() async throws -> some IntentResult & ReturnsValue<Duration> {
        .result(value: .seconds(3600))
    }
}

struct ReadLog: AppIntent {
    static let title: LocalizedStringResource = "Read the Log"

    func perform() async throws -> some IntentResult & ReturnsValue<IntentFile> {
        .result(value: IntentFile(data: Data(), filename: "log.txt"))
    }
}

struct NextHighTide: AppIntent {
    static let title: LocalizedStringResource = "Next High Tide"

    func perform() async throws -> some IntentResult & ReturnsValue<DateComponents> {
        .result(value: DateComponents(hour: 6))
    }
}

struct Soundings: AppIntent {
    static let title: LocalizedStringResource = "Soundings"

    func perform() async throws -> some IntentResult & ReturnsValue<[Double]> {
        .result(value: [])
    }
}
