import AppIntents

/// Lists every author; the list is short enough to enumerate.
struct AuthorQuery: EnumerableEntityQuery {
    typealias Entity = Author

    func allEntities() async throws -> [Entity] {
        BookStore.shared.authors
    }
}
