import AppIntents

extension Author: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(name: "Author", numericFormat: "\(placeholder: .int) authors")
    }

    static var defaultQuery: AuthorQuery { AuthorQuery() }

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(name)",
            subtitle: "\(bookCount) books",
            image: .init(systemName: "person.crop.circle")
        )
    }
}
