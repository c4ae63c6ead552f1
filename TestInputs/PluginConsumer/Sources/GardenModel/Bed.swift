import AppIntents

/// A garden bed. Declared in a model module, used by the intents of `LibraryIntents`.
public struct Bed: AppEntity {
    public let id: String

    public init(id: String) {
        self.id = id
    }

    public static var typeDisplayRepresentation: TypeDisplayRepresentation = "Garden Bed"
    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
    public static var defaultQuery = BedQuery()
}

/// Finds garden beds.
public struct BedQuery: EntityQuery {
    public init() {}

    public func entities(for identifiers: [String]) async throws -> [Bed] {
        identifiers.map(Bed.init)
    }
}
