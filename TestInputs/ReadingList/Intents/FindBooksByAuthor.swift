import AppIntents

struct FindBooksByAuthor: LibraryIntent {
    static let title: LocalizedStringResource = "Find Books by Author"

    static let description: IntentDescription = "Returns every book on your list by one author."

    @Parameter(title: "Author")
    var author: Author

    func perform() async throws -> some IntentResult & ReturnsValue<[Book]> {
        .result(value: store.books(by: author))
    }
}
