import IntentMetadata
import IntentMetadataExtractor
import Testing

/// Which entity a query returns, whatever form its functions' result types take.
@Suite struct QueryEntityFormTests {
    func extract(_ source: String) -> ExtractionResult {
        ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "App")).run([SourceFile(path: "A.swift", text: source)])
    }

    static let entity = """
        struct Note: AppEntity {
            var id: String
            static var defaultQuery: NoteQuery = NoteQuery()
            static var typeDisplayRepresentation: TypeDisplayRepresentation = TypeDisplayRepresentation(name: "Notes")
            var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\\(id)") }
        }

        """

    /// Shipping code (a notes app) writes `entities(for:)` through the query's own associated types and names the
    /// entity only in `allEntities()` or `suggestedEntities()`; the compiler infers `Entity` from those.
    @Test(arguments: ["allEntities() async throws -> [Note]", "suggestedEntities() async throws -> [Note]"])
    func aResultThroughAssociatedTypesDefersToTheNextFunction(_ namingFunction: String) {
        let source = Self.entity + """
            struct NoteQuery: EntityQuery, EnumerableEntityQuery {
                func entities(for ids: [Self.Entity.ID]) async throws -> Self.Result { [] }
                func entities(matching string: String) async throws -> Self.Result { [] }
                func \(namingFunction) { [] }
            }
            """
        let result = extract(source)
        #expect(result.diagnostics.map(\.id) == [])
        #expect(result.bundle.queries.map(\.entity) == ["Note"])
    }

    /// A typealias still wins over the functions.
    @Test func aTypealiasIsReadFirst() {
        let source = Self.entity + """
            struct Other: AppEntity {
                var id: String
                static var defaultQuery: NoteQuery = NoteQuery()
                static var typeDisplayRepresentation: TypeDisplayRepresentation = TypeDisplayRepresentation(name: "Others")
                var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\\(id)") }
            }
            struct NoteQuery: EntityQuery {
                typealias Entity = Note
                func entities(for ids: [String]) async throws -> [Other] { [] }
            }
            """
        #expect(extract(source).bundle.queries.map(\.entity) == ["Note"])
    }

    /// When no function names a type we can resolve, the query's entity stays unknown: the error remains.
    @Test func nothingResolvableIsStillReported() {
        let source = """
            struct NoteQuery: EntityQuery {
                func entities(for ids: [Self.Entity.ID]) async throws -> Self.Result { [] }
            }
            """
        #expect(extract(source).diagnostics.map(\.id) == [.queryEntityUnresolved])
    }
}
