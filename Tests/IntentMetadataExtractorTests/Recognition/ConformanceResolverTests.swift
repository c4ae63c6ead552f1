@testable import IntentMetadataExtractor
import Testing

/// Recognition works out each type's protocols once and reuses them for the types that inherit from it; the answer
/// must not depend on the order the types are asked in, even through chains, diamonds and cycles of bad code.
@Suite struct ConformanceResolverTests {
    static let source = """
        import AppIntents
        protocol Base: AppIntent {}
        protocol Refined: Base, Sendable {}
        protocol Other: AppEntity {}
        protocol Diamond: Refined, Other {}
        protocol LoopA: LoopB, AppEnum {}
        protocol LoopB: LoopA {}
        class Root: Diamond {}
        class Middle: Root {}
        final class Leaf: Middle, LoopB {}
        struct Plain: Refined {}
        struct Unrelated: Hashable {}
        enum Nested { struct Inner: Diamond {} }
        """

    @Test func sharedResultsGiveWhatEachTypeAloneGives() {
        let pipeline = ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "App"))
        let index = TypeIndex(files: pipeline.resolveConditions([DeclarationParser.parse(SourceFile(path: "A.swift", text: Self.source))]))
        let resolver = ConformanceResolver(index: index, moduleName: "App")
        let names = index.entries.keys.sorted()
        let alone = Dictionary(uniqueKeysWithValues: names.map { ($0, resolver.roles(of: $0).protocols) })
        for order in [names, names.reversed(), names.shuffled()] {
            var known: [String: Set<String>] = [:]
            let shared = Dictionary(uniqueKeysWithValues: order.map { ($0, resolver.roles(of: $0, known: &known).protocols) })
            #expect(shared == alone)
        }
        #expect(alone["Leaf"] == ["AppIntent", "AppEntity", "AppEnum"])
        #expect(alone["Plain"] == ["AppIntent"])
        #expect(alone["Nested.Inner"] == ["AppIntent", "AppEntity"])
        #expect(alone["Unrelated"] == [])
    }
}
