import Foundation
import IntentMetadata
import Testing

/// `--dependency-sources`: an enum and an entity of a model module resolve in the intents module's parameters,
/// summary and phrase, with nothing reported about the model module itself.
@Suite struct DependencySourcesTests {
    private let model = """
        import AppIntents

        public enum Season: String, AppEnum {
            case spring, autumn
            public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Season"
            public static let caseDisplayRepresentations: [Season: DisplayRepresentation] = [.spring: "Spring", .autumn: "Autumn"]
        }

        public struct Plant: AppEntity {
            public let id: String
            public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Plant"
            public static let defaultQuery = PlantQuery()
            public var displayRepresentation: DisplayRepresentation { "\\(id)" }
        }

        public struct PlantQuery: EntityQuery {
            public func entities(for identifiers: [String]) async throws -> [Plant] { [] }
        }

        // Not an App Intents type, and a constant-rule violation that is the model module's own business.
        let elsewhere: LocalizedStringResource = "Elsewhere"
        struct Stray: AppIntent {
            static let title: LocalizedStringResource = elsewhere
            func perform() async throws -> some IntentResult { .result() }
        }

        """

    private let intents = """
        import AppIntents
        import Model

        struct Sow: AppIntent {
            static let title: LocalizedStringResource = "Sow"
            @Parameter(title: "Plant") var plant: Plant
            @Parameter(title: "Season") var season: Model.Season
            static var parameterSummary: some ParameterSummary { Summary("Sow \\(\\.$plant) in \\(\\.$season)") }
            func perform() async throws -> some IntentResult { .result() }
        }

        struct Shortcuts: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
                AppShortcut(intent: Sow(), phrases: ["Sow in \\(\\.$season) with \\(.applicationName)"], shortTitle: "Sow", systemImageName: "leaf")
            }
        }

        """

    @Test func typesOfTheDependencysSourcesResolve() throws {
        let directory = try TemporaryDirectory()
        try directory.write(model, to: "Sources/Model/Model.swift")
        try directory.write(intents, to: "Sources/Intents/Sow.swift")
        let run = try ToolRunner.run(["extract", "Sources/Intents", "--dependency-sources", "Sources/Model"], in: directory.url)
        #expect(run.standardError == "")
        #expect(run.status == 0)
        let bundle = try BundleFixtures.decode(run.standardOutput)
        let parameters = bundle.actions.first?.parameters.map { "\($0.name): \($0.valueType)" }
        #expect(parameters == ["plant: \(ValueType.entity("Plant"))", "season: \(ValueType.enum("Season"))"])
    }

    @Test func withoutThemTheParametersAreKeptUnresolvedWithWarningsOnly() throws {
        let directory = try TemporaryDirectory()
        try directory.write(intents, to: "Sources/Intents/Sow.swift")
        let run = try ToolRunner.run(["extract", "Sources/Intents"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.errorLines.filter { $0.contains("error:") } == [])
        #expect(run.errorLines.filter { $0.contains("[value-type-from-other-module]") }.count == 2)
        let bundle = try BundleFixtures.decode(run.standardOutput)
        let types = bundle.actions.first?.parameters.map(\.valueType)
        #expect(types == [.primitive(.unresolved("Plant")), .primitive(.unresolved("Model.Season"))])
    }

    @Test func aModuleNameCanBeGiven() throws {
        let directory = try TemporaryDirectory()
        try directory.write(model, to: "Sources/ModelSources/Model.swift")
        try directory.write(intents, to: "Sources/Intents/Sow.swift")
        let run = try ToolRunner.run(["check", "Sources/Intents", "--dependency-sources", "Model=Sources/ModelSources"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.standardError.contains("[value-type-from-other-module]") == false, "\(run.standardError)")
    }

    @Test func aMissingDependencyFolderIsAnIOError() throws {
        let directory = try TemporaryDirectory()
        try directory.write(intents, to: "Sources/Intents/Sow.swift")
        let run = try ToolRunner.run(["check", "Sources/Intents", "--dependency-sources", "Model=Nowhere"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.standardError == "error: no such file or directory 'Nowhere'\n")
    }
}
