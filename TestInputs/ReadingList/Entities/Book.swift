import AppIntents
import Foundation

/// A book on one of the reader's shelves.
struct Book: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: LocalizedStringResource("entity.book.name", defaultValue: "Book", table: "Books"),
        numericFormat: "\(placeholder: .int) books"
    )

    static let defaultQuery = BookQuery()

    let id: UUID

    @Property(title: "Title")
    var title: String

    @Property(title: "Author")
    var authorName: String

    @Property(title: "Pages")
    var pageCount: Int

    @Property(title: "Shelf")
    var shelf: Shelf

    @Property(title: "Format")
    var format: BookFormat

    @Property(title: "Finished On")
    var finishedOn: Date?

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(title)",
            subtitle: "\(authorName)",
            image: .init(systemName: "book.closed")
        )
    }

    init(id: UUID = UUID(), title: String, authorName: String, pageCount: Int, shelf: Shelf, format: BookFormat) {
        self.id = id
        self.title = title
        self.authorName = authorName
        self.pageCount = pageCount
        self.shelf = shelf
        self.format = format
    }
}
