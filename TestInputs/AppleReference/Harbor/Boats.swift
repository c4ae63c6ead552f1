import AppIntents
import Foundation

struct Boat: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Boat"
    static let defaultQuery = BoatQuery()

    let id: String

    @Property(title: "Name")
    var name: String

    @Property(title: "Berth")
    var berth: Int

    @Property(title: "Moored")
    var isMoored: Bool

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)")
    }
}

struct BoatQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [Boat] { [] }
    func entities(matching string: String) async throws -> [Boat] { [] }
    func suggestedEntities() async throws -> [Boat] { [] }
}

enum Tide: String, AppEnum {
    case low, high

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Tide"
    static let caseDisplayRepresentations: [Tide: DisplayRepresentation] = [
        .low: "Low tide",
        .high: "High tide",
    ]
}

struct DockBoat: AppIntent {
    static let title: LocalizedStringResource = "Dock a Boat"
    static let openAppWhenRun = false

    @Parameter(title: "Boat")
    var boat: Boat

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Docked.")
    }
}
