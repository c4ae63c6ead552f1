import IntentMetadata
import IntentMetadataExtractor
import Testing

/// What is read from the constant slots, and what the getter rule accepts.
@Suite struct ValueExtractionTests {
    func extract(_ source: String) -> ExtractionResult {
        ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "App")).run([SourceFile(path: "A.swift", text: source)])
    }

    @Test(arguments: [
        "static let title: LocalizedStringResource = \"Go\"",
        "static var title: LocalizedStringResource { \"Go\" }",
        "static var title: LocalizedStringResource { return \"Go\" }",
        "static var title: LocalizedStringResource { get { \"Go\" } }",
        "static let title = LocalizedStringResource(\"Go\")",
        "static let title: LocalizedStringResource = .init(\"Go\")",
    ])
    func constantTitleFormsAreAccepted(_ declaration: String) {
        let result = extract("struct A: AppIntent {\n    \(declaration)\n}")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.renderedText))")
        #expect(result.bundle.actions.first?.title == LocalizedText(key: "Go"))
    }

    @Test func getterWithStatementsBeforeItsReturnIsNotConstant() {
        let result = extract("struct A: AppIntent {\n    static var title: LocalizedStringResource {\n        let word = \"Go\"\n        return LocalizedStringResource(stringLiteral: word)\n    }\n}")
        #expect(result.diagnostics.map(\.id) == [.nonConstantTitle])
        #expect(result.diagnostics.first?.location.line == 3)
        #expect(result.diagnostics.first?.location.column == 9)
    }

    @Test func localizedStringResourceKeepsKeyDefaultValueAndTable() {
        let result = extract("struct A: AppIntent {\n    static let title = LocalizedStringResource(\"a.title\", defaultValue: \"Add\", table: \"Books\", comment: \"shown in Shortcuts\")\n}")
        #expect(result.bundle.actions.first?.title == LocalizedText(key: "a.title", defaultValue: "Add", table: "Books"))
    }

    @Test func multilineAndRawStringTitlesAreDecodedAsTheCompilerDoes() {
        let result = extract("struct A: AppIntent {\n    static let title: LocalizedStringResource = \"\"\"\n        Attach \\\n        File\n        \"\"\"\n}\nstruct B: AppIntent {\n    static let title: LocalizedStringResource = #\"Say \"Hi\" \\(x)\"#\n}")
        #expect(result.bundle.actions.map(\.title.key) == ["Attach File", #"Say "Hi" \(x)"#])
    }

    @Test func numericFormatPlaceholdersBecomeFormatSpecifiers() {
        let result = extract("struct Book: AppEntity {\n    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: \"Book\", numericFormat: \"\\(placeholder: .int) books\")\n    static let defaultQuery = Q()\n}\nstruct Q: EntityQuery { func entities(for ids: [String]) async throws -> [Book] { [] } }")
        #expect(result.bundle.entities.first?.numericFormat == LocalizedText(key: "%lld books"))
        #expect(result.diagnostics.isEmpty)
    }

    /// Issue 30: `IntentDescription(stringLiteral:)` is an initializer call of a literal (the compiler records
    /// `InitCall IntentDescription(stringLiteral: RawLiteral)`), not a call of a function.
    @Test func descriptionFromTheStringLiteralInitializerIsRead() {
        let result = extract("struct A: AppIntent {\n    static let title: LocalizedStringResource = \"Next\"\n    static var description: IntentDescription = IntentDescription(stringLiteral: \"Plays the next track\")\n}")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.renderedText))")
        #expect(result.bundle.actions.first?.description?.text == LocalizedText(key: "Plays the next track"))
    }

    /// Issue 30: `subtitle: nil` is the optional's `nil` (the compiler records `NilLiteral`): no subtitle.
    @Test func nilSubtitleIsNoSubtitle() throws {
        let result = extract("""
        enum Kind: String, AppEnum {
            case albums
            static let typeDisplayRepresentation: TypeDisplayRepresentation = TypeDisplayRepresentation(name: "Kind", numericFormat: nil)
            static let caseDisplayRepresentations: [Kind: DisplayRepresentation] = [
                .albums: DisplayRepresentation(title: "Albums", subtitle: nil, image: .init(systemName: "square.stack")),
            ]
        }
        """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.renderedText))")
        let kind = try #require(result.bundle.enums.first)
        #expect(kind.cases.first?.title == LocalizedText(key: "Albums"))
        #expect(kind.cases.first?.subtitle == nil)
        #expect(kind.cases.first?.image?.systemName == "square.stack")
    }

    /// Apple's own example: `numericFormat: LocalizedStringResource("\(placeholder: .int) books")`, which the compiler
    /// records as an interpolated literal of a placeholder.
    @Test func numericFormatInAnInitializerKeepsItsPlaceholders() {
        let result = extract("struct Book: AppEntity {\n    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: LocalizedStringResource(\"Book\"), numericFormat: LocalizedStringResource(\"\\(placeholder: .int) books\", table: \"Books\"))\n    static let defaultQuery = Q()\n}\nstruct Q: EntityQuery { func entities(for ids: [String]) async throws -> [Book] { [] } }")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.renderedText))")
        #expect(result.bundle.entities.first?.numericFormat == LocalizedText(key: "%lld books", table: "Books"))
    }

    /// `searchKeywords` the compiler records as `Runtime` (as it does whenever they are left to their default) are
    /// left out, not reported; literal ones are read.
    @Test func searchKeywordsThatAreNotLiteralsAreLeftOut() {
        let result = extract("""
        let keywords: [LocalizedStringResource] = ["song"]
        struct A: AppIntent {
            static let title: LocalizedStringResource = "A"
            static let description = IntentDescription("Plays", searchKeywords: keywords)
        }
        struct B: AppIntent {
            static let title: LocalizedStringResource = "B"
            static let description = IntentDescription("Pauses", categoryName: nil, searchKeywords: ["stop", "pause"])
        }
        """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.renderedText))")
        #expect(result.bundle.actions.map { $0.description?.searchKeywords ?? [] } == [[], [LocalizedText(key: "stop"), LocalizedText(key: "pause")]])
    }

    @Test func parameterOptionsDefaultsAndOptionalityAreRead() throws {
        let result = extract("""
        struct A: AppIntent {
            static let title: LocalizedStringResource = "A"
            @Parameter(title: "Count", default: 3, inclusiveRange: (1, 10), controlStyle: .stepper) var count: Int
            @Parameter(title: "Note") var note: String?
            @Parameter(title: "Distance") var distance: Measurement<UnitLength>
            @Parameter(title: "Files") var files: [IntentFile]
        }
        """)
        let parameters = try #require(result.bundle.actions.first?.parameters)
        #expect(parameters.map(\.name) == ["count", "note", "distance", "files"])
        #expect(parameters[0].defaultValue == .integer(3))
        #expect(parameters[0].options == ["inclusiveRange": .array([.integer(1), .integer(10)]), "controlStyle": .member("stepper")])
        #expect(parameters[1].isOptional)
        #expect(parameters[2].valueType == .primitive(.measurement("UnitLength")))
        #expect(parameters[3].valueType == .array(.primitive(.file)))
    }

    @Test func resultTypeIsReadFromPerform() {
        let result = extract("""
        struct Book: AppEntity { static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"; static let defaultQuery = Q() }
        struct Q: EntityQuery { func entities(for ids: [String]) async throws -> [Book] { [] } }
        struct A: AppIntent {
            static let title: LocalizedStringResource = "A"
            func perform() async throws -> some IntentResult & ReturnsValue<Book> & ProvidesDialog & OpensIntent { .result() }
        }
        """)
        let metadata = result.bundle.actions.first?.result
        #expect(metadata?.valueType == .entity("Book"))
        #expect(metadata?.providesDialog == true)
        #expect(metadata?.opensIntent == true)
        #expect(metadata?.showsSnippetView == false)
    }

    @Test func enumCasesKeepOrderRawValuesAndDisplayRepresentations() throws {
        let result = extract("""
        enum Shelf: String, AppEnum {
            case wantToRead = "want", reading
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
            static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
                .reading: DisplayRepresentation(title: "Reading", subtitle: "Now", image: .init(systemName: "book")),
                .wantToRead: "Want to Read",
            ]
        }
        """)
        let cases = try #require(result.bundle.enums.first?.cases)
        #expect(cases.map(\.identifier) == ["wantToRead", "reading"])
        #expect(cases.map(\.rawValue) == [.string("want"), .string("reading")])
        #expect(cases[1].subtitle == LocalizedText(key: "Now"))
        #expect(cases[1].image == ImageMetadata(systemName: "book"))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func shortcutPhrasesBecomeTemplatesAndKeepAvailability() throws {
        let result = extract("""
        enum Shelf: String, AppEnum {
            case a
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
            static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.a: "A"]
        }
        struct Open: AppIntent {
            static let title: LocalizedStringResource = "Open"
            @Parameter(title: "Shelf") var shelf: Shelf
        }
        struct Shortcuts: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
                AppShortcut(intent: Open(), phrases: ["Open \\(\\.$shelf) in \\(.applicationName)"], shortTitle: "Open", systemImageName: "book")
                if #available(iOS 18, *) {
                    AppShortcut(intent: Open(), phrases: ["\\(.applicationName) shelves"], shortTitle: "Shelves", systemImageName: "books")
                }
            }
            static let shortcutTileColor = ShortcutTileColor.navy
        }
        """)
        let shortcuts = try #require(result.bundle.shortcuts)
        #expect(shortcuts.items.map(\.phrases) == [["Open ${shelf} in ${applicationName}"], ["${applicationName} shelves"]])
        #expect(shortcuts.items[1].availability == [AvailabilityMetadata(platform: "iOS", introduced: "18"), AvailabilityMetadata(platform: "*")])
        #expect(shortcuts.tileColor == "navy")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.renderedText))")
    }
}
