import AppIntents

struct PlantQuery: EntityQuery {
    func entities(for identifiers: [Plant.ID]) async throws -> [Plant] {
        identifiers.map { Plant(id: $0, name: $0) }
    }

    func suggestedEntities() async throws -> [Plant] {
        []
    }
}
