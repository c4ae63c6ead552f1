import Foundation
import IntentMetadata
import IntentMetadataExtractor
import Testing

/// The App Intents catalogue: its entries hang together, and types adopting only a refinement are recognised.
@Suite struct AppIntentsAPITests {
    func extract(_ source: String) -> ExtractionResult {
        ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "App")).run([SourceFile(path: "A.swift", text: source)])
    }

    func catalogueDocument(filePath: String = #filePath) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/AppIntentsCatalogue.md")
    }

    func renderedDiagnostics(_ result: ExtractionResult) -> String {
        result.diagnostics.map(\.renderedText).joined(separator: "\n")
    }

    // MARK: - Recognition through the pipeline

    @Test func typeAdoptingOnlyDeprecatedAppIntentIsAnIntent() {
        let result = extract("""
        struct ExportNotes: AppIntent { static let title: LocalizedStringResource = "Export Notes" }
        struct ExportNotesLegacy: DeprecatedAppIntent {
            static let title: LocalizedStringResource = "Export Notes (Old)"
            static var deprecation: IntentDeprecation<ExportNotes> { .init(message: "Use Export Notes.", replacedBy: ExportNotes.self) }
        }
        """)
        #expect(result.bundle.actions.map(\.identifier) == ["ExportNotes", "ExportNotesLegacy"])
        #expect(result.bundle.actions.last?.protocols == ["DeprecatedAppIntent"])
        #expect(result.bundle.actions.last?.title.key == "Export Notes (Old)")
        #expect(!result.hasErrors, "\(renderedDiagnostics(result))")
    }

    @Test func typeAdoptingOnlyCustomIntentMigratedAppIntentIsAnIntent() {
        let result = extract("""
        struct OrderSoup: CustomIntentMigratedAppIntent {
            static let intentClassName = "OrderSoupIntent"
            static let title: LocalizedStringResource = "Order Soup"
            @Parameter(title: "Quantity") var quantity: Int
        }
        """)
        #expect(result.bundle.actions.map(\.identifier) == ["OrderSoup"])
        #expect(result.bundle.actions.first?.protocols == ["CustomIntentMigratedAppIntent"])
        #expect(result.bundle.actions.first?.parameters.map(\.name) == ["quantity"])
        #expect(!result.hasErrors, "\(renderedDiagnostics(result))")
    }

    @Test func migratedIntentThatIsAlsoDeprecatedRecordsBothProtocols() {
        // The combination a Frameworks Engineer recommends for retiring a migrated SiriKit intent
        // (https://developer.apple.com/forums/thread/832208).
        let result = extract("""
        struct NewDoThing: AppIntent { static let title: LocalizedStringResource = "Do Thing" }
        struct OldDoThing: CustomIntentMigratedAppIntent, DeprecatedAppIntent {
            static let intentClassName = "OldDoThingIntent"
            static let title: LocalizedStringResource = "Do Thing (Old)"
            static var deprecation: IntentDeprecation<NewDoThing> { .init(message: "Use Do Thing.", replacedBy: NewDoThing.self) }
        }
        """)
        #expect(result.bundle.actions.first { $0.identifier == "OldDoThing" }?.protocols == ["CustomIntentMigratedAppIntent", "DeprecatedAppIntent"])
    }

    @Test func refinementOfTheAppThroughDeprecatedAppIntentIsAnIntent() {
        let result = extract("""
        protocol RetiredIntent: DeprecatedAppIntent {}
        struct OldSearch: RetiredIntent {
            static let title: LocalizedStringResource = "Search (Old)"
            static var deprecation: IntentDeprecation<Never> { .init(message: "Search is gone.") }
        }
        """)
        #expect(result.bundle.actions.map(\.identifier) == ["OldSearch"])
        #expect(result.bundle.actions.first?.protocols == ["DeprecatedAppIntent"])
    }

    @Test(arguments: [
        "AssistantIntent", "AssistantSchemaIntent", "CancellableIntent", "LongRunningIntent", "PauseWorkoutIntent",
        "PlayVideoIntent", "ResumeWorkoutIntent", "StartDiveIntent", "StartWorkoutIntent", "ToolIntent", "UISceneAppIntent",
    ])
    func typeAdoptingOnlyANewlyCataloguedIntentRefinementIsAnIntent(_ protocolName: String) {
        let result = extract("struct Act: \(protocolName) { static let title: LocalizedStringResource = \"Act\" }")
        #expect(result.bundle.actions.map(\.identifier) == ["Act"])
        #expect(result.bundle.actions.first?.protocols == [protocolName])
    }

    @Test(arguments: ["SyncableEntity", "OwnershipProvidingEntity", "SnippetRepresentableEntity", "AssistantEntity", "AssistantSchemaEntity"])
    func typeAdoptingOnlyANewlyCataloguedEntityRefinementIsAnEntity(_ protocolName: String) {
        let result = extract("""
        struct Article: \(protocolName) {
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Article"
            static let defaultQuery = ArticleQuery()
            var id: String
            var displayRepresentation: DisplayRepresentation { "\\(id)" }
        }
        struct ArticleQuery: EntityQuery {
            func entities(for identifiers: [String]) async throws -> [Article] { [] }
        }
        """)
        #expect(result.bundle.entities.map(\.identifier) == ["Article"])
        #expect(result.bundle.entities.first?.protocols == [protocolName])
        #expect(result.bundle.entities.first?.defaultQuery == "ArticleQuery")
        #expect(!result.hasErrors, "\(renderedDiagnostics(result))")
    }

    @Test(arguments: ["URLRepresentableEnum", "AssistantEnum", "AssistantSchemaEnum"])
    func enumAdoptingOnlyAnAppEnumRefinementIsAnEnum(_ protocolName: String) {
        let result = extract("""
        enum Destination: String, \(protocolName) {
            case root, settings
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Destination"
            static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.root: "Root", .settings: "Settings"]
        }
        """)
        #expect(result.bundle.enums.map(\.identifier) == ["Destination"])
        #expect(result.bundle.enums.first?.cases.map(\.identifier) == ["root", "settings"])
        #expect(!result.hasErrors, "\(renderedDiagnostics(result))")
    }

    @Test func queryAdoptingOnlyIndexedEntityQueryIsAQuery() {
        let result = extract("""
        struct PhotoQuery: IndexedEntityQuery {
            func entities(for identifiers: [String]) async throws -> [PhotoEntity] { [] }
        }
        """)
        #expect(result.bundle.queries.map(\.identifier) == ["PhotoQuery"])
    }

    @Test func typeAdoptingAResultMarkerIsNotAnIntent() {
        // `ShowsSnippetIntent` refines `IntentResult`, not `AppIntent`: it describes what `perform()` returns.
        let result = extract("struct SnippetResult: ShowsSnippetIntent { static let title: LocalizedStringResource = \"Result\" }")
        #expect(result.bundle.actions.isEmpty)
    }

    @Test func nameThatIsNotAppIntentsAPIMakesNoIntent() {
        // `AppIntentConfigurable` was in an earlier list but is documented nowhere in App Intents.
        let result = extract("struct Configure: AppIntentConfigurable { static let title: LocalizedStringResource = \"Configure\" }")
        #expect(result.bundle.actions.isEmpty)
    }

    // MARK: - The catalogue itself

    @Test func everyProtocolNameHasOneRole() {
        let names = AppIntentsAPI.protocolsByRole.flatMap(\.protocols).map(\.name) + AppIntentsAPI.resultProtocols.map(\.name)
        #expect(names.count == Set(names).count)
    }

    @Test func everyRefinementChainEndsAtItsRolesRootWithinTheSameRole() {
        let roots: [AppIntentsRole: Set<String>] = [
            .intent: ["AppIntent"], .entity: ["AppEntity"], .enum: ["AppEnum"], .query: ["DynamicOptionsProvider", "IntentValueQuery"],
            .shortcutsProvider: ["AppShortcutsProvider"], .package: ["AppIntentsPackage"],
        ]
        for (role, protocols) in AppIntentsAPI.protocolsByRole {
            let byName = Dictionary(uniqueKeysWithValues: protocols.map { ($0.name, $0) })
            for entry in protocols {
                var pending = [entry.name]
                var visited: Set<String> = []
                while let name = pending.popLast() {
                    guard visited.insert(name).inserted else { continue }
                    let parents = byName[name]?.refines ?? []
                    #expect(parents.allSatisfy { byName[$0] != nil }, "\(name) refines a protocol outside the \(role) group")
                    if parents.isEmpty {
                        #expect(roots[role]?.contains(name) == true, "\(entry.name) leads to \(name), not to a root of the \(role) group")
                    }
                    pending += parents
                }
            }
        }
    }

    @Test func resultMarkersAllRefineIntentResult() {
        let markers = AppIntentsAPI.resultProtocols.filter { $0.name != "IntentResult" }
        #expect(markers.map(\.name) == ["ReturnsValue", "ProvidesDialog", "ShowsSnippetView", "OpensIntent", "ShowsSnippetIntent"])
        #expect(markers.allSatisfy { $0.refines == ["IntentResult"] })
    }

    @Test func typesWithAFrameworkDefaultQueryAreTransientEntities() {
        let entities = Dictionary(uniqueKeysWithValues: AppIntentsAPI.entityProtocols.map { ($0.name, $0.refines) })
        for name in AppIntentsAPI.entityProtocolsWithDefaultQuery {
            #expect(name == "TransientAppEntity" || entities[name]?.contains("TransientAppEntity") == true)
        }
    }

    @Test func fileSelectionSearchesForEveryCataloguedProtocolAndNoResultMarker() {
        let catalogued = Set(AppIntentsAPI.protocolsByRole.flatMap(\.protocols).map(\.name))
        #expect(catalogued.isSubset(of: RelevantFileSelection.frameworkNames))
        #expect(!RelevantFileSelection.frameworkNames.contains("ShowsSnippetIntent"))
        #expect(!RelevantFileSelection.frameworkNames.contains("AppIntentConfigurable"))
    }

    @Test func documentationURLsFollowTheReferencesLowercasedPaths() {
        let deprecated = AppIntentsAPI.intentProtocols.first { $0.name == "DeprecatedAppIntent" }
        #expect(deprecated?.documentationURL == "https://developer.apple.com/documentation/appintents/deprecatedappintent")
        #expect(AppIntentsAPI.macros.first?.documentationURL == "https://developer.apple.com/documentation/appintents/appintent(schema:)")
    }

    @Test func catalogueDocumentListsEveryEntry() throws {
        let rows = try String(contentsOf: catalogueDocument(), encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("| ") }
        let protocols = AppIntentsAPI.protocolsByRole.flatMap(\.protocols) + AppIntentsAPI.resultProtocols
        for entry in protocols {
            #expect(rows.contains { $0.contains("| `\(entry.name)` |") && $0.contains(entry.documentationURL) }, "\(entry.name)")
        }
        for macro in AppIntentsAPI.macros {
            #expect(rows.contains { $0.hasPrefix("| `@\(macro.signature)` |") && $0.contains(macro.documentationURL) }, "\(macro.signature)")
        }
    }
}
