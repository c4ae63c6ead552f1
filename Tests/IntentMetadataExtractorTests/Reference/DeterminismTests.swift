import TestSupport
import Foundation
import IntentMetadata
import IntentMetadataExtractor
import Testing

/// The same input gives byte-identical bundles and diagnostics whatever the file order or parallelism.
@Suite struct DeterminismTests {
    @Test(arguments: ["ReadingList", "Travel", "Broken/duplicate-identifier"])
    func outputIsIdenticalForShuffledInputAndThreadCounts(_ folder: String) throws {
        let files = try Fixtures.sourceFiles(in: folder)
        let configuration = ExtractionConfiguration(moduleName: "App")
        let reference = ExtractionPipeline(configuration: configuration, parsesConcurrently: false).run(files)
        let referenceBytes = try reference.bundle.canonicalJSON()
        var generator = SplitMix64(seed: 0x5EED)
        for round in 0..<8 {
            let shuffled = files.shuffled(using: &generator)
            let result = ExtractionPipeline(configuration: configuration, parsesConcurrently: round % 2 == 0).run(shuffled)
            #expect(try result.bundle.canonicalJSON() == referenceBytes, "round \(round)")
            #expect(result.diagnostics == reference.diagnostics, "round \(round)")
        }
    }
}
