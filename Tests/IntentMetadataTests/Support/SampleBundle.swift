import IntentMetadata

/// A hand-built bundle of a small reading app, "Books", that uses every field of format v1.
///
/// Actions: `AddBook` returns a `Book`, which `OpenBook` and `RateBooks` take, so `AddBook -> OpenBook`
/// is a chain. `OpenShelf` takes the `Shelf` enum and has a `Switch` summary, `RateBooks` a `When` summary.
enum SampleBundle {
    static func source(_ file: String, _ line: Int, _ column: Int = 8) -> SourceReference {
        SourceReference(file: file, line: line, column: column)
    }

    static let shelf = EnumMetadata(
        identifier: "Shelf",
        typeName: "Books.Shelf",
        rawType: "String",
        displayTypeName: LocalizedText(key: "Shelf"),
        cases: [
            EnumCaseMetadata(
                identifier: "wantToRead",
                rawValue: .string("want_to_read"),
                title: LocalizedText(key: "shelf.wantToRead", defaultValue: "Want to Read", table: "Shelves"),
                subtitle: LocalizedText(key: "Books to start"),
                image: ImageMetadata(systemName: "bookmark")
            ),
            EnumCaseMetadata(identifier: "reading", rawValue: .string("reading"), title: LocalizedText(key: "Reading"), image: ImageMetadata(named: "OpenBook")),
            EnumCaseMetadata(identifier: "finished", rawValue: .string("finished"), title: LocalizedText(key: "Finished")),
        ],
        availability: [AvailabilityMetadata(platform: "iOS", introduced: "17.0")],
        source: source("Sources/Books/Shelf.swift", 3)
    )

    static let book = EntityMetadata(
        identifier: "Book",
        typeName: "Books.Book",
        protocols: ["AppEntity", "IndexedEntity"],
        idType: "UUID",
        displayTypeName: LocalizedText(key: "Book"),
        numericFormat: LocalizedText(key: "${count} books"),
        defaultQuery: "BookQuery",
        properties: [
            PropertyMetadata(name: "title", title: LocalizedText(key: "Title"), valueType: .primitive(.string), indexingKey: "title"),
            PropertyMetadata(name: "pageCount", title: LocalizedText(key: "Pages"), valueType: .primitive(.int), isOptional: true),
            PropertyMetadata(name: "shelf", title: LocalizedText(key: "Shelf"), valueType: .enum("Shelf"), kind: "computed"),
            PropertyMetadata(name: "length", title: LocalizedText(key: "Length"), valueType: .primitive(.measurement("UnitLength")), isOptional: true, kind: "deferred"),
        ],
        availability: [AvailabilityMetadata(platform: "*")],
        source: source("Sources/Books/Book.swift", 5)
    )

    static let addBook = ActionMetadata(
        identifier: "AddBook",
        typeName: "Books.AddBook",
        title: LocalizedText(key: "Add Book"),
        description: IntentDescriptionMetadata(
            text: LocalizedText(key: "add.description", defaultValue: "Adds a book to your library.", table: "Intents"),
            categoryName: LocalizedText(key: "Library"),
            searchKeywords: [LocalizedText(key: "new"), LocalizedText(key: "track")]
        ),
        openAppWhenRun: false,
        supportedModes: ["background"],
        authenticationPolicy: "requiresAuthentication",
        parameters: [
            ParameterMetadata(
                name: "title",
                title: LocalizedText(key: "Title"),
                description: LocalizedText(key: "The book's title."),
                valueType: .primitive(.string),
                requestValueDialog: LocalizedText(key: "What is the book called?")
            ),
            ParameterMetadata(
                name: "author", title: LocalizedText(key: "Author"), valueType: .primitive(.string), isOptional: true,
                source: SourceReference(file: "Intents/AddBook.swift", line: 9, column: 16),
                acceptedInputTypes: [.primitive(.string), .primitive(.int)], acceptsFreeText: false
            ),
            ParameterMetadata(name: "shelf", title: LocalizedText(key: "Shelf"), valueType: .enum("Shelf"), defaultValue: .member("wantToRead")),
        ],
        parameterSummary: .summary(SummaryTemplate(template: LocalizedText(key: "Add ${title} to ${shelf}"), parameters: ["author"])),
        result: ResultMetadata(valueType: .entity("Book"), providesDialog: true, showsSnippetView: true),
        availability: [AvailabilityMetadata(platform: "iOS", introduced: "17.0", deprecated: "18.0", obsoleted: "19.0", isUnavailable: false)],
        source: source("Sources/Books/Intents/AddBook.swift", 4)
    )

    static let exportLibrary = ActionMetadata(
        identifier: "ExportLibrary",
        typeName: "Books.Library.ExportLibrary",
        title: LocalizedText(key: "Export Library"),
        parameters: [
            ParameterMetadata(name: "since", title: LocalizedText(key: "Since"), valueType: .primitive(.date), isOptional: true),
            ParameterMetadata(name: "destination", title: LocalizedText(key: "Destination"), valueType: .primitive(.url)),
            ParameterMetadata(name: "includeNotes", title: LocalizedText(key: "Include Notes"), valueType: .primitive(.bool), defaultValue: .bool(true)),
            ParameterMetadata(name: "scale", title: LocalizedText(key: "Scale"), valueType: .primitive(.double), defaultValue: .double(1.5)),
            ParameterMetadata(name: "tags", title: LocalizedText(key: "Tags"), valueType: .array(.primitive(.string)), isOptional: true, defaultValue: .array([.string("fiction"), .string("2024")])),
            ParameterMetadata(name: "budget", title: LocalizedText(key: "Budget"), valueType: .primitive(.currency), isOptional: true),
        ],
        result: ResultMetadata(valueType: .primitive(.file), showsSnippetIntent: true),
        source: source("Sources/Books/Library/ExportLibrary.swift", 12, 12)
    )

    static let openBook = ActionMetadata(
        identifier: "OpenBook",
        typeName: "Books.OpenBook",
        protocols: ["AppIntent", "OpenIntent"],
        title: LocalizedText(key: "Open Book"),
        description: IntentDescriptionMetadata(text: LocalizedText(key: "Opens a book in the reader.")),
        openAppWhenRun: true,
        parameters: [
            ParameterMetadata(name: "target", title: LocalizedText(key: "Book"), valueType: .entity("Book")),
        ],
        parameterSummary: .summary(SummaryTemplate(template: LocalizedText(key: "Open ${target}"))),
        source: source("Sources/Books/Intents/OpenBook.swift", 3)
    )

    static let openShelf = ActionMetadata(
        identifier: "OpenShelf",
        typeName: "Books.Library.OpenShelf",
        title: LocalizedText(key: "Open Shelf"),
        supportedModes: ["foreground"],
        isDiscoverable: false,
        parameters: [
            ParameterMetadata(name: "shelf", title: LocalizedText(key: "Shelf"), valueType: .enum("Shelf"), options: ["controlStyle": .member("picker")]),
        ],
        parameterSummary: .switch(SwitchSummary(
            parameter: "shelf",
            cases: [
                SwitchSummary.Case(value: .member("reading"), summary: .summary(SummaryTemplate(template: LocalizedText(key: "Continue reading")))),
                SwitchSummary.Case(value: .member("finished"), summary: .summary(SummaryTemplate(template: LocalizedText(key: "Look back at ${shelf}")))),
            ],
            defaultCase: .summary(SummaryTemplate(template: LocalizedText(key: "Open ${shelf}")))
        )),
        result: ResultMetadata(opensIntent: true),
        source: source("Sources/Books/Library/OpenShelf.swift", 20, 12)
    )

    static let rateBooks = ActionMetadata(
        identifier: "RateBooks",
        typeName: "Books.RateBooks",
        title: LocalizedText(key: "Rate Books"),
        parameters: [
            ParameterMetadata(name: "books", title: LocalizedText(key: "Books"), valueType: .array(.entity("Book"))),
            ParameterMetadata(
                name: "stars",
                title: LocalizedText(key: "Stars"),
                valueType: .primitive(.int),
                defaultValue: .integer(5),
                options: ["inclusiveRange": .array([.integer(1), .integer(5)])]
            ),
            ParameterMetadata(name: "note", title: LocalizedText(key: "Note"), valueType: .primitive(.attributedString), isOptional: true),
        ],
        parameterSummary: .when(WhenSummary(
            parameter: "note",
            comparison: "hasAnyValue",
            then: .summary(SummaryTemplate(template: LocalizedText(key: "Give ${books} ${stars} stars saying ${note}"))),
            otherwise: .when(WhenSummary(
                parameter: "stars",
                comparison: "equalTo",
                value: .integer(5),
                then: .summary(SummaryTemplate(template: LocalizedText(key: "Love ${books}"))),
                otherwise: .summary(SummaryTemplate(template: LocalizedText(key: "Give ${books} ${stars} stars")))
            ))
        )),
        source: source("Sources/Books/Intents/RateBooks.swift", 7)
    )

    static let bookQuery = QueryMetadata(
        identifier: "BookQuery",
        typeName: "Books.BookQuery",
        entity: "Book",
        capabilities: ["identifiers", "property", "string", "suggestions"],
        properties: [QueryPropertyMetadata(name: "title", comparators: ["contains", "equalTo"])],
        sortingOptions: ["title"],
        source: source("Sources/Books/BookQuery.swift", 2)
    )

    static let shortcuts = ShortcutsMetadata(
        provider: "BooksShortcuts",
        items: [
            ShortcutMetadata(
                intent: "AddBook",
                phrases: ["Add a book to ${applicationName}", "Track a new book in ${applicationName}"],
                shortTitle: LocalizedText(key: "Add Book"),
                systemImageName: "plus"
            ),
            ShortcutMetadata(
                intent: "OpenShelf",
                phrases: ["Open ${shelf} in ${applicationName}"],
                shortTitle: LocalizedText(key: "Open Shelf"),
                systemImageName: "books.vertical",
                availability: [AvailabilityMetadata(platform: "iOS", introduced: "18.0")]
            ),
        ],
        tileColor: "orange",
        source: source("Sources/Books/BooksShortcuts.swift", 3)
    )

    static let package = PackageMetadata(
        identifier: "BooksPackage",
        typeName: "Books.BooksPackage",
        includedPackages: ["BooksKit.BooksKitPackage"],
        source: source("Sources/Books/BooksPackage.swift", 1)
    )

    static let orderBook = LegacyIntentMetadata(
        identifier: "OrderBook",
        title: LocalizedText(key: "Ob1-aa-Ttl", defaultValue: "Order Book", table: "Intents"),
        description: LocalizedText(key: "Orders a book from the shop."),
        category: "order",
        isEligibleForWidgets: true,
        isConfigurable: true,
        isEligibleForSuggestions: false,
        parameters: [
            LegacyParameterMetadata(
                name: "binding", title: LocalizedText(key: "Binding"), definitionType: "Binding", valueType: .enum("Binding"),
                isOptional: false, defaultValue: .member("paperback"), hasDynamicOptions: false,
                choices: [
                    LegacyChoiceMetadata(identifier: "paperback", title: LocalizedText(key: "Paperback")),
                    LegacyChoiceMetadata(identifier: "hardcover", title: LocalizedText(key: "Hardcover")),
                ]
            ),
            LegacyParameterMetadata(name: "titles", title: LocalizedText(key: "Titles"), definitionType: "String", valueType: .array(.primitive(.string)), isArray: true, isOptional: false, hasDynamicOptions: true),
            LegacyParameterMetadata(name: "shop", title: LocalizedText(key: "Shop"), definitionType: "Placemark"),
        ],
        source: source("Sources/Books/Intents.intentdefinition", 40, 12)
    )

    /// The whole bundle, with every array sorted by identifier as the extractor writes it.
    static let bundle = IntentMetadataBundle(
        generator: GeneratorInfo(name: "intent-metadata", version: "0.1.0"),
        module: "Books",
        actions: [addBook, exportLibrary, openBook, openShelf, rateBooks],
        entities: [book],
        enums: [shelf],
        queries: [bookQuery],
        shortcuts: shortcuts,
        packages: [package],
        legacyIntents: [orderBook],
        localizations: localizations
    )

    /// German translations of a few keys (with an Austrian override and gaps, for the fallback chain), a plural
    /// numeric format and a phrase that varies by device.
    static let localizations = LocalizationsMetadata(
        sourceLanguage: "en",
        tables: [
            "Localizable": [
                "en": ["Add Book": Translation(value: "Add Book"), "Shelf": Translation(value: "Shelf")],
                "de": [
                    "Add Book": Translation(value: "Buch hinzufügen"),
                    "Add ${title} to ${shelf}": Translation(value: "${title} zu ${shelf} hinzufügen"),
                    "Title": Translation(value: "Titel"),
                    "Author": Translation(value: "Autor"),
                    "Shelf": Translation(value: "Regal"),
                    "Reading": Translation(value: "Lese ich"),
                    "Book": Translation(value: "Buch"),
                    "${count} books": Translation(pluralForms: ["one": "${count} Buch", "other": "${count} Bücher"]),
                    "Open Shelf": Translation(value: ""),
                ],
                "de-AT": ["Add Book": Translation(value: "Buch dazugeben")],
            ],
            "Shelves": ["de": ["shelf.wantToRead": Translation(value: "Will ich lesen")]],
            "Intents": ["de": ["add.description": Translation(value: "Fügt deiner Bibliothek ein Buch hinzu.")]],
            "AppShortcuts": [
                "de": [
                    "Add a book to ${applicationName}": Translation(value: "Ein Buch zu ${applicationName} hinzufügen"),
                    "Open ${shelf} in ${applicationName}": Translation(
                        value: "${shelf} in ${applicationName} öffnen",
                        deviceForms: ["mac": "${shelf} in ${applicationName} auf dem Mac öffnen", "other": "${shelf} in ${applicationName} öffnen"]
                    ),
                ],
            ],
        ]
    )
}
