import Foundation
import IntentMetadata
import IntentMetadataExtractor
import Testing

/// Every input a fuzzer once broke the extractor with, kept in `TestInputs/Regressions/*.swift`, run through
/// the pipeline on one thread and on Dispatch worker threads with the libFuzzer target's invariants: no crash,
/// every diagnostic inside its file, the same output twice, and a bundle the loader reads back unchanged.
@Suite struct FuzzRegressionTests {
    static let folder = Fixtures.root.appendingPathComponent("Regressions")

    static func sourceNames() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }

    @Test func regressionFolderHoldsFixtures() {
        #expect(!Self.sourceNames().isEmpty)
    }

    @Test(arguments: sourceNames())
    func regressionInputKeepsTheInvariants(_ name: String) throws {
        let bytes = Array(try Data(contentsOf: Self.folder.appendingPathComponent(name)))
        let file = SourceFile(path: name, bytes: bytes)
        let configuration = ExtractionConfiguration(moduleName: "Fuzz", parsesEveryFile: true)
        let single = ExtractionPipeline(configuration: configuration, parsesConcurrently: false).run([file])
        // A second copy makes `run` parse on worker threads, whose stacks can be smaller than the test's.
        let copy = SourceFile(path: "Copy-" + name, bytes: bytes)
        let concurrent = ExtractionPipeline(configuration: configuration).run([file, copy])
        #expect(concurrent.diagnostics.filter { $0.location.file == name } == single.diagnostics.filter { $0.location.file == name })
        for diagnostic in single.diagnostics {
            #expect(MutationFuzzTests.isInside(diagnostic.location, file), "\(diagnostic.renderedText)")
        }
        let again = ExtractionPipeline(configuration: configuration, parsesConcurrently: false).run([file])
        #expect(again.diagnostics == single.diagnostics)
        #expect(again.bundle == single.bundle)
        if let encoded = try? single.bundle.encodedData() {
            let loaded = try IntentMetadataBundle(data: encoded)
            #expect(try loaded.encodedData() == encoded)
        }
    }
}
