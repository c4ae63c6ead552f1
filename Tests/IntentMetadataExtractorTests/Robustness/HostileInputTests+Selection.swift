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

extension HostileInputTests {
    private static let seed = SourceFile(path: "Seed.swift", text: """
        struct Open: AppIntent {
            static let title: LocalizedStringResource = "Open"
            @Parameter(title: "Book") var book: Book
            func perform() async throws -> some IntentResult { .result() }
        }
        """)

    /// Keywords inside comments that never end, and extensions whose generic arguments never close: each would read
    /// to the end of the file, so the scan stops at a bound and parses the file instead.
    @Test func selectionScansEndlessCommentsAndGenericsInLinearTime() throws {
        let comments = SourceFile(path: "Comments.swift", bytes: Array(String(repeating: "struct /* extension Book<", count: 100_000).utf8))
        let generics = SourceFile(path: "Generics.swift", bytes: Array(String(repeating: "extension Book<", count: 150_000).utf8))
        let result = try runBounded(ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "Hostile")), [Self.seed, comments, generics])
        #expect(result.bundle.actions.map(\.identifier) == ["Open"])
        expectInside(result, [Self.seed, comments, generics])
    }

    /// A chain of 3,000 protocols, one file each, the intent at its end: past the bounded number of rounds the rest
    /// of the module is parsed whole, with the same result.
    @Test func selectionFollowsALongChainInBoundedRounds() throws {
        var files = [SourceFile(path: "P0.swift", text: "protocol P0: AppIntent {}\n")]
        for link in 1..<3_000 {
            files.append(SourceFile(path: "P\(link).swift", text: "protocol P\(link): P\(link - 1) {}\n"))
        }
        files.append(SourceFile(path: "Deep.swift", text: "struct Deep: P2999 {\n    static let title: LocalizedStringResource = \"Deep\"\n}\n"))
        // One file declaring the chain backwards, so that each pass over it follows one more link.
        let backwards = (1..<3_000).reversed().map { "protocol Q\($0): Q\($0 - 1) {}" }.joined(separator: "\n")
        files.append(SourceFile(path: "Backwards.swift", text: "protocol Q0: AppIntent {}\n" + backwards + "\nstruct Deeper: Q2999 {}\n"))
        let result = try runBounded(ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "Hostile")), files)
        #expect(result.bundle.actions.map(\.identifier) == ["Deep", "Deeper"])
    }
}
