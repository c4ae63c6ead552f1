import AppIntents

// Does not type-check on purpose: `Ticket` stands for an entity declared in a framework that
// this target does not contain, so the query's entity cannot be found among the scanned files.
struct TicketQuery: EntityQuery {
    typealias Entity = Ticket

    func entities(for identifiers: [Ticket.ID]) async throws -> [Ticket] {
        []
    }
}
