import IntentMetadata
import IntentMetadataExtractor
import Testing

/// Which types count as App Intents types, and which only look like them.
@Suite struct ConformanceRecognitionTests {
    func extract(_ files: [String: String], platform: ExtractionConfiguration.Platform = .iOS, flags: Set<String> = []) -> ExtractionResult {
        let sources = files.map { SourceFile(path: $0.key, text: $0.value) }
        return ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "App", platform: platform, customFlags: flags)).run(sources)
    }

    func intent(_ name: String, title: String = "T") -> String {
        "struct \(name): AppIntent { static let title: LocalizedStringResource = \"\(title)\" }\n"
    }

    @Test func moduleQualifiedConformanceCounts() {
        let result = extract(["A.swift": "struct Go: AppIntents.AppIntent { static let title: LocalizedStringResource = \"Go\" }"])
        #expect(result.bundle.actions.map(\.identifier) == ["Go"])
    }

    @Test func conformanceAddedByAnExtensionInAnotherFileCounts() {
        let result = extract([
            "A.swift": "struct Go { static let title: LocalizedStringResource = \"Go\" }",
            "B.swift": "extension Go: AppIntent {}",
        ])
        #expect(result.bundle.actions.map(\.identifier) == ["Go"])
        #expect(result.bundle.actions.first?.source.file == "A.swift")
    }

    @Test func conformanceThroughARefiningProtocolOfTheAppCountsTransitively() {
        let result = extract([
            "P.swift": "protocol BaseIntent: AppIntent {}\nprotocol LibraryIntent: BaseIntent {}",
            "A.swift": "struct Go: LibraryIntent { static let title: LocalizedStringResource = \"Go\" }",
        ])
        #expect(result.bundle.actions.map(\.identifier) == ["Go"])
    }

    @Test func conformanceThroughASuperclassCountsAndInheritsParameters() {
        let result = extract([
            "A.swift": """
            class Base: AppIntent {
                class var title: LocalizedStringResource { "Base" }
                @Parameter(title: "Trip") var trip: String
                required init() {}
            }
            final class Extend: Base {
                override class var title: LocalizedStringResource { "Extend" }
            }
            """,
        ])
        #expect(result.bundle.actions.map(\.identifier) == ["Base", "Extend"])
        #expect(result.bundle.actions.last?.title.key == "Extend")
        #expect(result.bundle.actions.last?.parameters.map(\.name) == ["trip"])
    }

    @Test func anAppTypeThatSharesAFrameworkNameIsNotTheProtocol() {
        let result = extract(["A.swift": "enum AppEntity { case a }\nstruct Fake: AppEntity {}\n"])
        #expect(result.bundle.entities.isEmpty)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func genericConstraintsWhereClausesCommentsAndStringsDoNotDeclareIntents() {
        let result = extract([
            "A.swift": """
            // struct InComment: AppIntent {}
            let text = "struct InString: AppIntent {}"
            func run<T: AppIntent>(_ intent: T) {}
            func all<T>(_ items: [T]) where T: AppIntent {}
            /* struct InBlock: AppIntent { } */
            """,
        ])
        #expect(result.bundle.actions.isEmpty)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func inactiveConditionalBranchesAreSkippedUnlessTheirFlagIsSet() {
        let source = "#if DEBUG\n\(intent("Reset"))#elseif os(macOS)\n\(intent("MacOnly"))#else\n\(intent("Phone"))#endif\n"
        #expect(extract(["A.swift": source]).bundle.actions.map(\.identifier) == ["Phone"])
        #expect(extract(["A.swift": source], flags: ["DEBUG"]).bundle.actions.map(\.identifier) == ["Reset"])
        #expect(extract(["A.swift": source], platform: .macOS).bundle.actions.map(\.identifier) == ["MacOnly"])
    }

    @Test func nestedTypesGetQualifiedTypeNamesAndTheirOwnIdentifier() {
        let result = extract(["A.swift": "enum Library {\n    struct OpenShelf: AppIntent { static let title: LocalizedStringResource = \"Open\" }\n}"])
        #expect(result.bundle.actions.first?.identifier == "OpenShelf")
        #expect(result.bundle.actions.first?.typeName == "App.Library.OpenShelf")
    }

    @Test func typesNestedTwoLevelsInsideAnExtensionAreFound() {
        let result = extract([
            "A.swift": "enum Library {}",
            "B.swift": "extension Library {\n    enum Shelves {\n        struct Open: AppIntent { static let title: LocalizedStringResource = \"Open\" }\n    }\n}",
        ])
        #expect(result.bundle.actions.map(\.typeName) == ["App.Library.Shelves.Open"])
    }

    @Test func refinementsAreRecordedAsProtocols() {
        let result = extract(["A.swift": "struct Play: AudioPlaybackIntent, PredictableIntent { static let title: LocalizedStringResource = \"Play\" }"])
        #expect(result.bundle.actions.first?.protocols == ["AudioPlaybackIntent", "PredictableIntent"])
    }

    @Test func schemaMacroMakesAnIntentAndItsStoredPropertiesParameters() {
        let result = extract(["A.swift": "@AppIntent(schema: .photos.openAsset)\nstruct OpenAsset: OpenIntent {\n    var target: AssetEntity\n}\n@AppEntity(schema: .photos.asset)\nstruct AssetEntity { static let defaultQuery = AssetQuery() }\nstruct AssetQuery: EntityQuery { func entities(for ids: [String]) async throws -> [AssetEntity] { [] } }"])
        #expect(result.bundle.actions.first?.parameters.map(\.name) == ["target"])
        #expect(result.bundle.actions.first?.parameters.first?.valueType == .entity("AssetEntity"))
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.renderedText))")
    }

    @Test func unionValueParametersAreNotUnsupported() {
        let result = extract(["A.swift": "@UnionValue enum Target { case a(String), b(Int) }\nstruct Go: AppIntent {\n    static let title: LocalizedStringResource = \"Go\"\n    @Parameter(title: \"Target\") var target: Target\n}"])
        #expect(result.bundle.actions.first?.parameters.first?.valueType == .primitive(PrimitiveType(rawValue: "union:Target")))
        #expect(result.bundle.enums.isEmpty)
    }
}
