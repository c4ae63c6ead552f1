import AppIntents

enum Mix: String, AppEnum {
    case chill
    case focus

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mix"

    static let caseDisplayRepresentations: [Mix: DisplayRepresentation] = [
        .chill: "Chill",
        .focus: "Focus",
    ]
}

struct Song: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Song"

    static let defaultQuery = SongQuery()

    let id: String

    var displayRepresentation: DisplayRepresentation {
        "\(id)"
    }
}

struct SongQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Song] {
        identifiers.map { Song(id: $0) }
    }
}
