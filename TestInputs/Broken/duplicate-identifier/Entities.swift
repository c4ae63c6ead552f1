import AppIntents

struct Album: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Album"

    static let defaultQuery = Query()

    let id: String

    var displayRepresentation: DisplayRepresentation {
        "\(id)"
    }

    struct Query: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [Album] {
            identifiers.map { Album(id: $0) }
        }
    }
}

struct Artist: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Artist"

    static let defaultQuery = Query()

    let id: String

    var displayRepresentation: DisplayRepresentation {
        "\(id)"
    }

    // Valid Swift, but both nested queries get the identifier `Query`.
    struct Query: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [Artist] {
            identifiers.map { Artist(id: $0) }
        }
    }
}
