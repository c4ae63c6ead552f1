import AppIntents

/// How the reader owns a book.
enum BookFormat: String, AppEnum {
    case hardcover
    case paperback
    case ebook
    case audiobook

    static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(name: "Format")
    }

    static var caseDisplayRepresentations: [BookFormat: DisplayRepresentation] {
        [
            .hardcover: "Hardcover",
            .paperback: "Paperback",
            .ebook: DisplayRepresentation(title: "E-book", image: .init(systemName: "ipad")),
            .audiobook: DisplayRepresentation(title: "Audiobook", image: .init(systemName: "headphones")),
        ]
    }
}
