import IntentMetadata
import IntentMetadataExtractor
import Testing

/// Two folders scanned together can each declare a type of one name (an app and its local package): one module
/// cannot, so they are two modules, and the App Intents one must not be lost to its namesake.
@Suite struct NamesakeTests {
    func extract(_ files: [String: String]) -> ExtractionResult {
        let sources = files.map { SourceFile(path: $0.key, text: $0.value) }
        return ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "App")).run(sources)
    }

    static let entity = """
        struct Outline: AppEntity {
            static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Outline")
            static let defaultQuery = OutlineQuery()
            var id: String
            var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\\(id)") }
            struct OutlineQuery: EntityQuery {
                func entities(for identifiers: [Outline.ID]) async throws -> [Outline] { [] }
            }
        }

        """
    static let model = "public final class Outline: Identifiable, Hashable {\n    public struct Row {}\n}\n"

    @Test(arguments: [
        ["Kit/Sources/Kit/Outline.swift": model, "App/AppIntents/Outline.swift": entity],
        ["App/AppIntents/Outline.swift": entity, "Kit/Sources/Kit/Outline.swift": model],
        ["A/Outline.swift": model, "B/Outline.swift": entity],
    ])
    func theAppIntentsNamesakeIsKept(_ files: [String: String]) throws {
        let result = extract(files)
        #expect(result.bundle.entities.map(\.identifier) == ["Outline"])
        #expect(result.bundle.queries.map(\.identifier) == ["OutlineQuery"])
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
    }

    @Test func anExtensionAddsTheConformanceToTheNamesakeInItsOwnFolder() {
        let result = extract([
            "Kit/Outline.swift": Self.model,
            "App/Outline.swift": "struct Outline {\n    var id: String\n}\n",
            "App/Outline+AppEntity.swift": """
                extension Outline: AppEntity {
                    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Outline")
                    static let defaultQuery = OutlineQuery()
                    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\\(id)") }
                }
                struct OutlineQuery: EntityQuery {
                    func entities(for identifiers: [String]) async throws -> [Outline] { [] }
                }

                """,
        ])
        #expect(result.bundle.entities.map(\.identifier) == ["Outline"])
        #expect(result.bundle.entities.first?.source.file == "App/Outline.swift")
    }
}

/// Nested types of one name in two intents.
@Suite struct NestedNamesakeTests {
    func extract(_ nested: String) -> ExtractionResult {
        func intent(_ name: String) -> String {
            """
            struct \(name): AppIntent {
                static let title: LocalizedStringResource = "\(name)"
                \(nested)
                @Parameter(title: "Code", optionsProvider: Provider()) var code: Int
                func perform() async throws -> some IntentResult { .result() }
            }

            """
        }
        return ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "App"))
            .run([SourceFile(path: "A.swift", text: intent("Read") + intent("Write"))])
    }

    @Test func twoOptionsProvidersOfOneNameAreNotADuplicate() {
        let result = extract("struct Provider: DynamicOptionsProvider { func results() async throws -> [Int] { [] } }")
        #expect(result.diagnostics.map(\.renderedText) == [])
    }

    @Test func twoEntityQueriesOfOneNameAreStillADuplicate() {
        let result = extract("""
            struct Provider: EntityQuery { func entities(for identifiers: [String]) async throws -> [Shelf] { [] } }
            """ + "\nstruct Shelf: AppEntity {}")
        #expect(result.diagnostics.map(\.id).contains(.duplicateIdentifier))
    }
}

/// A stand-in for the framework scanned with the app hides its protocols, and says so.
@Suite struct ShadowedAppIntentsNameTests {
    @Test func aStandInProtocolIsReportedWhereItIsDeclared() throws {
        let result = ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "App")).run([
            SourceFile(path: "Stand-in/AppIntents.swift", text: "public protocol AppIntent {}\npublic protocol AppEntity {}\n"),
            SourceFile(path: "App/Go.swift", text: "struct Go: AppIntent {\n    static let title: LocalizedStringResource = \"Go\"\n}\n"),
        ])
        #expect(result.bundle.actions.isEmpty)
        let warnings = result.diagnostics.filter { $0.id == .appIntentsNameShadowed }
        // `AppEntity` is declared too, but nothing adopts it, so only `AppIntent` hides anything.
        #expect(warnings.map(\.severity) == [.warning])
        #expect(warnings.map(\.location.file) == ["Stand-in/AppIntents.swift"])
        #expect(warnings.map(\.location.line) == [1])
    }

    @Test func aNestedTypeOfThatNameIsNotReported() {
        let result = ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "App")).run([
            SourceFile(path: "A.swift", text: "enum Legacy {\n    struct AppIntent {}\n}\nstruct Go: AppIntent {\n    static let title: LocalizedStringResource = \"Go\"\n}\n"),
        ])
        #expect(result.diagnostics.map(\.id) == [])
        #expect(result.bundle.actions.map(\.identifier) == ["Go"])
    }
}

extension ShadowedAppIntentsNameTests {
    /// Shipping apps declare an entity named like a newer App Intents protocol.
    @Test func aStructNamedLikeAProtocolIsOrdinaryCode() {
        let result = ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "App")).run([
            SourceFile(path: "A.swift", text: """
                struct FileEntity: AppEntity {
                    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "File")
                    static let defaultQuery = FileQuery()
                    var id: String
                    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\\(id)") }
                }
                struct FileQuery: EntityQuery {
                    func entities(for identifiers: [String]) async throws -> [FileEntity] { [] }
                }
                """),
        ])
        #expect(result.diagnostics.map(\.renderedText) == [])
        #expect(result.bundle.entities.map(\.identifier) == ["FileEntity"])
    }
}

extension ShadowedAppIntentsNameTests {
    /// The stand-in checked as a target of its own adopts none of its protocols: nothing is hidden.
    @Test func aStandInAloneIsQuiet() {
        let result = ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "AppIntents")).run([
            SourceFile(path: "AppIntents.swift", text: "public protocol AppIntent {}\npublic protocol OpenIntent: AppIntent {}\npublic struct IntentParameter<Value> {}\n"),
        ])
        #expect(result.diagnostics.map(\.id) == [])
    }
}

/// A parameter whose type is declared in no scanned module stays in the metadata as `unresolved:<Type>`, with a
/// warning; a summary or phrase that names it is right, and no error follows.
@Suite struct UnreadParameterTests {
    @Test func aSummaryAndAPhraseNamingItAreNotErrors() {
        let result = ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "App")).run([
            SourceFile(path: "A.swift", text: """
                import Models
                struct Plant: AppIntent {
                    static let title: LocalizedStringResource = "Plant"
                    @Parameter(title: "Season") var season: Season
                    static var parameterSummary: some ParameterSummary { Summary("Plant in \\(\\.$season)") }
                    func perform() async throws -> some IntentResult { .result() }
                }
                struct Shortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: Plant(), phrases: ["Plant in \\(\\.$season) with \\(.applicationName)"], shortTitle: "Plant", systemImageName: "leaf")
                    }
                }
                """),
        ])
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.renderedText) == [])
        #expect(result.diagnostics.map(\.id) == [.valueTypeFromOtherModule])
        #expect(result.bundle.actions.first?.parameters.map(\.name) == ["season"])
        #expect(result.bundle.actions.first?.parameters.first?.valueType == .primitive(.unresolved("Season")))
    }

    @Test func arraysOptionalsAndResultsOfAnUnresolvedTypeKeepTheirShape() {
        let result = ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "App")).run([
            SourceFile(path: "A.swift", text: """
                import Models
                struct Plant: AppIntent {
                    static let title: LocalizedStringResource = "Plant"
                    @Parameter(title: "Seasons") var seasons: [Models.Season]?
                    func perform() async throws -> some IntentResult & ReturnsValue<Season> { .result(value: .spring) }
                }
                """),
        ])
        let parameter = result.bundle.actions.first?.parameters.first
        #expect(parameter?.valueType == .array(.primitive(.unresolved("Models.Season"))))
        #expect(parameter?.isOptional == true)
        #expect(result.bundle.actions.first?.result.valueType == .primitive(.unresolved("Season")))
    }

    @Test func theDependencysBundleResolvesIt() {
        let models = ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "Models")).run([
            SourceFile(path: "Season.swift", text: """
                import AppIntents
                public enum Season: String, AppEnum {
                    case spring
                    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Season"
                    public static let caseDisplayRepresentations: [Season: DisplayRepresentation] = [.spring: "Spring"]
                }
                """),
        ]).bundle
        let result = ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "App", dependencies: [models])).run([
            SourceFile(path: "A.swift", text: """
                import Models
                struct Plant: AppIntent {
                    static let title: LocalizedStringResource = "Plant"
                    @Parameter(title: "Season") var season: Season
                }
                """),
        ])
        #expect(result.diagnostics.map(\.id) == [])
        #expect(result.bundle.actions.first?.parameters.first?.valueType == .enum("Season"))
    }
}

/// `extension EntityID: @retroactive AppEntity` of a type declared in another module makes an entity of this one.
@Suite struct RetroactiveConformanceTests {
    @Test func anEntityConformanceAddedToAnotherModulesTypeIsAnEntityHere() throws {
        let result = ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "App")).run([
            SourceFile(path: "EntityID+AppEntity.swift", text: """
                import Kit
                extension EntityID: @retroactive AppEntity {
                    public static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Entity ID")
                    public static let defaultQuery = EntityIDQuery()
                    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\\(description)") }
                }
                struct EntityIDQuery: EntityQuery {
                    func entities(for identifiers: [EntityID]) async throws -> [EntityID] { [] }
                }
                struct Open: AppIntent {
                    static let title: LocalizedStringResource = "Open"
                    @Parameter(title: "Row") var row: EntityID
                    func perform() async throws -> some IntentResult { .result() }
                }
                """),
        ])
        #expect(result.diagnostics.map(\.renderedText) == [])
        #expect(result.bundle.entities.map(\.identifier) == ["EntityID"])
        #expect(result.bundle.actions.first?.parameters.map(\.valueType) == [.entity("EntityID")])
    }

    @Test func anEnumConformanceAddedToAnotherModulesTypeIsStillReported() {
        let result = ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "App")).run([
            SourceFile(path: "A.swift", text: "import Kit\nextension State: AppEnum {\n    static let typeDisplayRepresentation: TypeDisplayRepresentation = \"State\"\n}\n"),
        ])
        #expect(result.diagnostics.map(\.id) == [.enumFromOtherModule])
    }
}
