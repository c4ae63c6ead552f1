import IntentMetadataExtractor
import Testing

/// The file selection meets hostile bytes before any parser does: it must end, quickly, and choose sensibly.
extension HostileInputTests {
    /// The configuration of a normal run, which chooses files before parsing.
    private var choosing: ExtractionConfiguration { ExtractionConfiguration(moduleName: "Hostile") }

    @Test func selectionSearchesFiftyMegabytesOfRandomBytesAndParsesNothing() throws {
        let count = 50 * 1024 * 1024
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            var state: UInt64 = 0x5EED
            var position = 0
            while position < count {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                buffer[position] = UInt8(truncatingIfNeeded: state >> 56)
                position += 1
            }
            initializedCount = count
        }
        let file = SourceFile(path: "Noise.swift", bytes: bytes)
        #expect(!RelevantFileSelection.namesAppIntents([file]))
        let result = try runBounded(ExtractionPipeline(configuration: choosing), [file], seconds: 120)
        // Random bytes hold no framework name as a whole word, so nothing is parsed and nothing is reported.
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.prefix(5).map(\.renderedText))")
        #expect(result.bundle.actions.isEmpty)
    }

    @Test func selectionSearchesNamesGluedTogetherWithoutFindingAWholeWord() throws {
        // `AppIntentAppIntent...`: every window looks like a match, none is a whole word.
        let bytes = Array(String(repeating: "AppIntent", count: 1_000_000).utf8)
        let file = SourceFile(path: "Glued.swift", bytes: bytes)
        let result = try runBounded(ExtractionPipeline(configuration: choosing), [file])
        #expect(result.diagnostics.isEmpty)
        #expect(result.bundle.actions.isEmpty)
    }

    @Test func selectionChoosesAFileOfNothingButFrameworkNamesAndParsesIt() throws {
        let bytes = Array(String(repeating: "AppIntent AppEntity\n", count: 50_000).utf8)
        let file = SourceFile(path: "Names.swift", bytes: bytes)
        #expect(RelevantFileSelection.namesAppIntents([file]))
        let result = try runBounded(ExtractionPipeline(configuration: choosing), [file])
        #expect(result.bundle.actions.isEmpty)
        expectInside(result, [file])
    }
}
