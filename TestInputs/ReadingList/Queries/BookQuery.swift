import AppIntents
import Foundation

/// Finds books by identifier or by a fragment of their title or author.
struct BookQuery: EntityStringQuery {
    func entities(for identifiers: [Book.ID]) async throws -> [Book] {
        BookStore.shared.books.filter { identifiers.contains($0.id) }
    }

    func entities(matching string: String) async throws -> [Book] {
        BookStore.shared.books.filter { book in
            book.title.localizedCaseInsensitiveContains(string)
                || book.authorName.localizedCaseInsensitiveContains(string)
        }
    }

    func suggestedEntities() async throws -> [Book] {
        BookStore.shared.books(on: .reading)
    }
}
