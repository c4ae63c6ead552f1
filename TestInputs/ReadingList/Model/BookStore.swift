import Foundation

/// In-memory storage for the reading list; a real app would persist this.
final class BookStore {
    static let shared = BookStore()

    private(set) var books: [Book] = []
    private(set) var sessions: [ReadingSession] = []

    func add(_ book: Book) {
        books.append(book)
    }

    func books(on shelf: Shelf) -> [Book] {
        books.filter { $0.shelf == shelf }
    }

    func books(by author: Author) -> [Book] {
        books.filter { $0.authorName == author.name }
    }

    func move(_ movedBooks: [Book], to shelf: Shelf) {
        let movedIDs = Set(movedBooks.map(\.id))
        for index in books.indices where movedIDs.contains(books[index].id) {
            books[index].shelf = shelf
        }
    }

    func log(_ session: ReadingSession) {
        sessions.append(session)
    }

    var authors: [Author] {
        let names = Set(books.map(\.authorName))
        return names.sorted().map { name in
            Author(name: name, bookCount: books.filter { $0.authorName == name }.count)
        }
    }
}

struct ReadingSession {
    var bookID: Book.ID
    var minutes: Int
    var progress: Double
    var date: Date
}
