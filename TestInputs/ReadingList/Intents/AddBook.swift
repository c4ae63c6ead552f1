import AppIntents
import Foundation

struct AddBook: LibraryIntent {
    static let title = LocalizedStringResource("intent.addBook.title", defaultValue: "Add Book", table: "Books")

    static let description = IntentDescription(
        "Adds a book to one of your shelves.",
        categoryName: "Library",
        searchKeywords: ["new", "catalog", "wishlist"]
    )

    @Parameter(title: "Title")
    var bookTitle: String

    @Parameter(title: "Author")
    var authorName: String

    @Parameter(title: "Pages", default: 320, inclusiveRange: (1, 5000))
    var pageCount: Int

    @Parameter(title: "Shelf", default: .wantToRead, requestValueDialog: "Which shelf should it go on?")
    var shelf: Shelf

    @Parameter(title: "Format", default: .paperback)
    var format: BookFormat

    @Parameter(title: "Gift", description: "Whether someone gave you this book.", default: false)
    var isGift: Bool

    @Parameter(title: "Store Link")
    var storeLink: URL?

    static var parameterSummary: some ParameterSummary {
        When(\.$isGift, .equalTo, true) {
            Summary("Add \(\.$bookTitle) by \(\.$authorName), a gift, to \(\.$shelf)") {
                \.$pageCount
                \.$format
                \.$isGift
                \.$storeLink
            }
        } otherwise: {
            Summary("Add \(\.$bookTitle) by \(\.$authorName) to \(\.$shelf)") {
                \.$pageCount
                \.$format
                \.$isGift
                \.$storeLink
            }
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<Book> & ProvidesDialog {
        let book = Book(title: bookTitle, authorName: authorName, pageCount: pageCount, shelf: shelf, format: format)
        store.add(book)
        return .result(value: book, dialog: "Added \(bookTitle) to your shelf.")
    }
}
