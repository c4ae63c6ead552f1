import AppIntents

enum RunLabels {
    static let distance: LocalizedStringResource = "Distance"
}

struct Run: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Run"

    static let defaultQuery = RunQuery()

    let id: Int

    @Property(title: RunLabels.distance)
    var distance: Double

    @Property(title: "Duration (minutes)")
    var minutes: Int

    var displayRepresentation: DisplayRepresentation {
        "Run \(id)"
    }

    init(id: Int) {
        self.id = id
    }
}

struct RunQuery: EntityQuery {
    func entities(for identifiers: [Int]) async throws -> [Run] {
        identifiers.map(Run.init(id:))
    }
}
