import AppIntents

public struct BookEntity: AppEntity {
    public static var typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
    public static var defaultQuery = BookQuery()

    public var id: String
    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

public struct BookQuery: EntityQuery {
    public init() {}
    public func entities(for identifiers: [String]) async throws -> [BookEntity] { [] }
}
