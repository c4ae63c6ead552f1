import AppIntents

/// The shelves every reading list starts with.
enum Shelf: String, AppEnum {
    case wantToRead = "want-to-read"
    case reading
    case finished
    case abandoned

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"

    static let caseDisplayRepresentations: [Shelf: DisplayRepresentation] = [
        .wantToRead: DisplayRepresentation(title: "Want to Read", image: .init(systemName: "bookmark")),
        .reading: DisplayRepresentation(title: "Currently Reading", subtitle: "Books in progress"),
        .finished: "Finished",
        .abandoned: DisplayRepresentation(
            title: LocalizedStringResource("shelf.abandoned", defaultValue: "Set Aside", table: "Books"),
            image: .init(systemName: "tray")
        ),
    ]
}
