import IntentMetadata
import IntentMetadataExtractor
import Testing

/// Which entities must declare `defaultQuery`.
@Suite struct EntityRequirementFormTests {
    func diagnostics(_ source: String) -> [DiagnosticID] {
        ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "App")).run([SourceFile(path: "A.swift", text: source)]).diagnostics.map(\.id)
    }

    static let body = """
        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Kind")
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "K") }
        """

    @Test func aStructEntityWithoutDefaultQueryIsAnError() {
        #expect(diagnostics("struct Kind: AppEntity {\n    var id: String\n\(Self.body)\n}\n") == [.entityMissingDefaultQuery])
    }

    /// Shipping apps declare `enum PackageType: String, ..., AppEntity` with no query, and build.
    @Test(arguments: ["String", "Int", "RawRepresentable"])
    func aRawValueEnumEntityNeedsNone(_ rawType: String) {
        #expect(diagnostics("enum Kind: \(rawType), AppEntity {\n    case a, b\n\(Self.body)\n}\n") == [])
    }

    @Test func anEnumEntityWithoutRawValuesStillNeedsOne() {
        #expect(diagnostics("enum Kind: AppEntity {\n    case a, b\n    var id: String { \"a\" }\n\(Self.body)\n}\n") == [.entityMissingDefaultQuery])
    }

    /// App Intents gives `TransientAppEntity`, and so `GenerableEntity` which refines it, a default query.
    @Test(arguments: ["TransientAppEntity", "GenerableEntity"])
    func transientEntitiesNeedNone(_ protocolName: String) {
        #expect(diagnostics("struct Kind: \(protocolName) {\n\(Self.body)\n}\n") == [])
    }
}
