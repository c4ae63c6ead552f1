import IntentMetadata
import IntentMetadataExtractor
import Testing

/// Parameter types written the ways shipping apps write them.
@Suite struct ValueTypeFormTests {
    func parameterTypes(_ source: String, module: String = "App") -> (types: [ValueType?], diagnostics: [DiagnosticID]) {
        let result = ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: module)).run([SourceFile(path: "A.swift", text: source)])
        return (result.bundle.actions.flatMap(\.parameters).map(\.valueType), result.diagnostics.map(\.id))
    }

    static func intent(_ parameter: String) -> String {
        """
        struct Skip: AppIntent {
            static let title: LocalizedStringResource = "Skip"
            \(parameter)
            func perform() async throws -> some IntentResult { .result() }
        }

        """
    }

    /// `TimeInterval` is Foundation's name for `Double`: the compiler sees a Double parameter.
    @Test(arguments: ["TimeInterval", "Foundation.TimeInterval", "TimeInterval?"])
    func timeIntervalIsADouble(_ type: String) {
        let result = parameterTypes(Self.intent("@Parameter(title: \"Interval\") var interval: \(type)"))
        #expect(result.types == [.primitive(.double)])
        #expect(result.diagnostics == [])
    }

    /// App Intents' own search criteria (the `criteria` of a `ShowInAppSearchResultsIntent`, CommonsFinder's
    /// `.system.search` intent) are system types: no warning that asks for another module's sources.
    @Test(arguments: [
        ("StringSearchCriteria", PrimitiveType.stringSearchCriteria), ("AppIntents.StringSearchCriteria", .stringSearchCriteria),
        ("EntityCollectionSearchCriteria", .entityCollectionSearchCriteria),
    ])
    func searchCriteriaAreSystemTypes(_ type: String, _ primitive: PrimitiveType) {
        let result = parameterTypes(Self.intent("@Parameter var criteria: \(type)"))
        #expect(result.types == [.primitive(primitive)])
        #expect(!result.diagnostics.contains(.valueTypeFromOtherModule))
    }

    /// A type named like the module (`enum Ghostty` in the module `Ghostty`) shadows the module in a qualified
    /// name, as in the compiler's lookup: `Ghostty.Input.Key` is that type's nested enum, not `Input.Key` of the module.
    @Test func aTypeNamedLikeTheModuleIsLookedUpFirst() {
        let source = """
            enum Ghostty {}
            extension Ghostty { struct Input {} }
            extension Ghostty.Input { enum Key: String { case enter, tab } }
            extension Ghostty.Input.Key: AppEnum {
                static var typeDisplayRepresentation: TypeDisplayRepresentation = "Key"
                static var caseDisplayRepresentations: [Ghostty.Input.Key: DisplayRepresentation] = [.enter: "Enter", .tab: "Tab"]
            }

            """ + Self.intent("@Parameter(title: \"Key\", default: .enter) var key: Ghostty.Input.Key")
        let result = parameterTypes(source, module: "Ghostty")
        #expect(result.types == [.enum("Key")])
        #expect(result.diagnostics == [])
    }

    /// The module's name still qualifies a type of the module when no type has that name.
    @Test func theModulesNameStillQualifiesItsTypes() {
        let source = "enum Mode: String, AppEnum {\n    case a\n    static var typeDisplayRepresentation: TypeDisplayRepresentation = \"Mode\"\n    static var caseDisplayRepresentations: [Mode: DisplayRepresentation] = [.a: \"A\"]\n}\n"
            + Self.intent("@Parameter(title: \"Mode\") var mode: App.Mode")
        #expect(parameterTypes(source).types == [.enum("Mode")])
    }
}
