import IntentMetadata
import Testing

@Suite struct BundleQueryTests {
    let bundle = SampleBundle.bundle

    @Test func findsValuesByIdentifier() {
        #expect(bundle.action(withIdentifier: "OpenBook") == SampleBundle.openBook)
        #expect(bundle.entity(withIdentifier: "Book") == SampleBundle.book)
        #expect(bundle.enumType(withIdentifier: "Shelf") == SampleBundle.shelf)
        #expect(bundle.query(withIdentifier: "BookQuery") == SampleBundle.bookQuery)
        #expect(bundle.action(withIdentifier: "openBook") == nil)
        #expect(bundle.entity(withIdentifier: "Shelf") == nil)
    }

    @Test func findsTheQueryOfAnEntity() {
        #expect(bundle.query(for: SampleBundle.book) == SampleBundle.bookQuery)
        var unnamed = SampleBundle.book
        unnamed.defaultQuery = nil
        #expect(bundle.query(for: unnamed) == SampleBundle.bookQuery)
        var other = SampleBundle.book
        other.identifier = "Author"
        other.defaultQuery = nil
        #expect(bundle.query(for: other) == nil)
    }

    @Test func referencedTypesIncludeArraysAndEnums() {
        #expect(bundle.referencedTypes(of: SampleBundle.rateBooks) == ReferencedTypes(entities: [SampleBundle.book]))
        #expect(bundle.referencedTypes(of: SampleBundle.addBook) == ReferencedTypes(enums: [SampleBundle.shelf]))
        #expect(bundle.referencedTypes(of: SampleBundle.exportLibrary) == ReferencedTypes())
    }

    @Test func referencedTypesListUnknownIdentifiersApart() {
        var action = SampleBundle.openBook
        action.parameters.append(ParameterMetadata(name: "author", title: LocalizedText(key: "Author"), valueType: .array(.entity("Author"))))
        action.parameters.append(ParameterMetadata(name: "again", title: LocalizedText(key: "Again"), valueType: .entity("Book")))
        let types = bundle.referencedTypes(of: action)
        #expect(types.entities == [SampleBundle.book])
        #expect(types.unresolvedIdentifiers == ["Author"])
    }

    @Test func findsActionsAcceptingAnEntity() {
        #expect(bundle.actions(accepting: "Book").map(\.identifier) == ["OpenBook", "RateBooks"])
        #expect(bundle.actions(accepting: "Shelf").isEmpty)
    }

    @Test func findsActionsReturningAnEntity() {
        #expect(bundle.actions(returning: "Book").map(\.identifier) == ["AddBook"])
        #expect(bundle.actions(returning: "Author").isEmpty)
    }

    @Test func addBookChainsIntoOpenBook() {
        let chains = bundle.actionsConsumingResult(of: SampleBundle.addBook)
        #expect(chains.map { "\($0.producer.identifier) -> \($0.consumer.identifier).\($0.parameter.name)" } == [
            "AddBook -> OpenBook.target",
            "AddBook -> RateBooks.books",
        ])
        #expect(chains.allSatisfy { $0.entityIdentifier == "Book" })
        #expect(bundle.actionsConsumingResult(of: SampleBundle.openBook).isEmpty)
    }

    @Test func listsEveryChainOfTheBundle() {
        #expect(bundle.actionChains() == bundle.actionsConsumingResult(of: SampleBundle.addBook))
    }

    @Test func phrasesComeFromAppShortcuts() {
        #expect(bundle.phrases(for: SampleBundle.addBook) == ["Add a book to ${applicationName}", "Track a new book in ${applicationName}"])
        #expect(bundle.phrases(for: SampleBundle.openBook).isEmpty)
        #expect(IntentMetadataBundle(module: "NoShortcuts").phrases(for: SampleBundle.addBook).isEmpty)
    }

    @Test func renderedPhrasesNameTheAppAndParameters() {
        #expect(bundle.renderedPhrases(for: SampleBundle.openShelf, applicationName: "Books") == ["Open <Shelf> in Books"])
        #expect(bundle.renderedPhrases(for: SampleBundle.addBook, applicationName: "<app name>").first == "Add a book to <app name>")
    }

    @Test func enumCaseMatchesIdentifierRawValueOrTitle() {
        let shelf = SampleBundle.shelf
        #expect(shelf.enumCase(matching: "wantToRead")?.identifier == "wantToRead")
        #expect(shelf.enumCase(matching: "want_to_read")?.identifier == "wantToRead")
        #expect(shelf.enumCase(matching: "Want to Read")?.identifier == "wantToRead")
        #expect(shelf.enumCase(matching: "unread") == nil)
    }

    @Test func valueTypeFindsItsInnermostReference() {
        #expect(ValueType.array(.array(.entity("Book"))).referencedEntityIdentifier == "Book")
        #expect(ValueType.array(.enum("Shelf")).referencedEnumIdentifier == "Shelf")
        #expect(ValueType.primitive(.string).referencedEntityIdentifier == nil)
    }
}
