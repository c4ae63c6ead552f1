import AppIntents

@available(iOS 17.0, *)
struct MoveBooks: LibraryIntent {
    static let title: LocalizedStringResource = "Move Books"

    @Parameter(title: "Books")
    var books: [Book]

    @Parameter(title: "Destination Shelf")
    var shelf: Shelf

    static var parameterSummary: some ParameterSummary {
        Summary("Move \(\.$books) to \(\.$shelf)")
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        store.move(books, to: shelf)
        return .result(dialog: "Moved \(books.count) books.")
    }
}
