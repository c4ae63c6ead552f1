import AppIntents

/// A packet of seeds the app knows: an entity of the model target.
public struct Seed: AppEntity {
    public let id: String

    public init(id: String) {
        self.id = id
    }

    public static var typeDisplayRepresentation: TypeDisplayRepresentation = "Seed"
    public static var defaultQuery = SeedQuery()

    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: LocalizedStringResource(id))
    }
}

/// Finds seeds by identifier.
public struct SeedQuery: EntityQuery {
    public init() {}

    public func entities(for identifiers: [String]) async throws -> [Seed] {
        identifiers.map(Seed.init)
    }
}
