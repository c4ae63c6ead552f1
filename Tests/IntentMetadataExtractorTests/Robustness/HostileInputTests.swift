import TestSupport
import Foundation
import IntentMetadata
import IntentMetadataExtractor
import Testing

/// Inputs built to break the extractor: very deep nesting, very long lines, very many declarations, binary
/// bytes and empty files. Each must end in bounded time with a clear diagnostic or a correct bundle (issue 6).
///
/// Deep nesting runs both on the test's own thread and on Dispatch worker threads, whose stacks may be much
/// smaller: `ExtractionPipeline.run` parses on worker threads as soon as it is given two files.
@Suite struct HostileInputTests {
    /// How many levels the nesting tests open: far past `DeclarationParser.maximumNestingDepth`; 2,000 in `swift test`,
    /// 10,000 at full volume (see `TestVolume`).
    static let nestingDepth = TestVolume.choose(sample: 2_000, full: 10_000)

    /// One kind of nesting, as the text before and after the innermost part.
    struct Nesting: CustomTestStringConvertible, Sendable {
        /// What the extractor does with the nesting.
        enum Outcome: Sendable {
            /// The parser stops descending at `DeclarationParser.maximumNestingDepth` and says so.
            case diagnosed
            /// The construct is skipped or read without recursion, so any depth is read without a diagnostic.
            case readWhole
        }

        var name: String
        var prefix: String
        var open: String
        var middle: String
        var close: String
        var suffix: String
        var outcome: Outcome = .diagnosed
        /// A known parser shortcoming, reported to the parser's owners and expected to fail until fixed.
        var knownIssue: String?

        var testDescription: String { name }

        func source(depth: Int) -> String {
            prefix + String(repeating: open, count: depth) + middle + String(repeating: close, count: depth) + suffix
        }
    }

    static let nestings: [Nesting] = [
        Nesting(name: "parentheses", prefix: "let value = ", open: "(", middle: "1", close: ")", suffix: "\n"),
        Nesting(name: "brackets", prefix: "let value = ", open: "[", middle: "1", close: "]", suffix: "\n"),
        Nesting(name: "types", prefix: "", open: "struct Nested {\n", middle: "let x = 1\n", close: "}\n", suffix: ""),
        Nesting(name: "braces in a function body", prefix: "func f() ", open: "{ ", middle: "", close: "} ", suffix: "\n", outcome: .readWhole),
        Nesting(name: "closures", prefix: "let value = ", open: "{ ", middle: "1", close: " }()", suffix: "\n"),
        Nesting(name: "closures with signatures", prefix: "let value = ", open: "{ x in ", middle: "x", close: " }", suffix: "\n"),
        Nesting(name: "#if at the top level", prefix: "", open: "#if DEBUG\n", middle: "struct X {}\n", close: "#endif\n", suffix: ""),
        Nesting(name: "#if among members", prefix: "struct X {\n", open: "#if os(iOS)\n", middle: "let x = 1\n", close: "#endif\n", suffix: "}\n"),
        Nesting(
            name: "#if in a shortcuts builder",
            prefix: "struct S: AppShortcutsProvider {\nstatic var appShortcuts: [AppShortcut] {\n",
            open: "#if os(iOS)\n", middle: "AppShortcut(intent: I(), phrases: [\"\\(.applicationName)\"])\n", close: "#endif\n",
            suffix: "}\n}\n"
        ),
        Nesting(name: "string interpolations", prefix: "let value = ", open: #""\("#, middle: "1", close: #")""#, suffix: "\n"),
        Nesting(name: "raw string interpolations", prefix: "let value = ", open: ##"#"\#("##, middle: "1", close: ##")"#"##, suffix: "\n"),
        Nesting(
            name: "generic types", prefix: "let value: ", open: "Array<", middle: "Int", close: ">", suffix: " = []\n"
        ),
        Nesting(name: "array types", prefix: "let value: ", open: "[", middle: "Int", close: "]", suffix: " = []\n"),
        Nesting(name: "nested calls", prefix: "let value = f", open: "(g", middle: "", close: ")", suffix: "\n"),
        Nesting(
            name: "an intent's title",
            prefix: "struct Deep: AppIntent {\nstatic var title: LocalizedStringResource = ", open: "(", middle: "\"Deep\"", close: ")",
            suffix: "\nfunc perform() async throws -> some IntentResult { .result() }\n}\n"
        ),
        Nesting(
            name: "a parameter summary",
            prefix: "struct Deep: AppIntent {\nstatic var title: LocalizedStringResource = \"Deep\"\n@Parameter(title: \"On\") var on: Bool\nstatic var parameterSummary: some ParameterSummary {\n",
            open: "When(\\.$on, .equalTo, true) {\n", middle: "Summary(\"Deep\")\n", close: "} otherwise: { Summary(\"Flat\") }\n",
            suffix: "}\nfunc perform() async throws -> some IntentResult { .result() }\n}\n"
        ),
    ]

    @Test(arguments: nestings)
    func deepNestingIsDiagnosedOnOneThread(_ nesting: Nesting) throws {
        let file = SourceFile(path: "Deep.swift", text: nesting.source(depth: Self.nestingDepth))
        let result = try runBounded(ExtractionPipeline(configuration: configuration, parsesConcurrently: false), [file])
        expectOutcome(of: nesting, result, in: [file])
    }

    @Test(arguments: nestings)
    func deepNestingIsDiagnosedOnDispatchWorkerThreads(_ nesting: Nesting) throws {
        // Two files, so `run` parses them with `DispatchQueue.concurrentPerform` on worker threads.
        let files = [
            SourceFile(path: "Deep.swift", text: nesting.source(depth: Self.nestingDepth)),
            SourceFile(path: "Deeper.swift", text: nesting.source(depth: Self.nestingDepth + 1)),
        ]
        let result = try runBounded(ExtractionPipeline(configuration: configuration), files)
        expectOutcome(of: nesting, result, in: files)
        if nesting.outcome == .diagnosed {
            #expect(Set(result.diagnostics.filter { $0.id == .syntaxNestingTooDeep }.map(\.location.file)) == ["Deep.swift", "Deeper.swift"])
        }
    }

    @Test(arguments: nestings)
    func nestingAtTheLimitIsReadWithoutANestingDiagnostic(_ nesting: Nesting) throws {
        // A quarter of the limit leaves room for the levels the prefix itself opens.
        let file = SourceFile(path: "Shallow.swift", text: nesting.source(depth: DeclarationParser.maximumNestingDepth / 4))
        let result = try runBounded(ExtractionPipeline(configuration: configuration), [file])
        #expect(!result.diagnostics.contains { $0.id == .syntaxNestingTooDeep }, "\(result.diagnostics.map(\.renderedText))")
        expectInside(result, [file])
    }

    @Test func unclosedDeepNestingIsDiagnosed() throws {
        let source = "let value = " + String(repeating: "([{ \"\\(", count: Self.nestingDepth)
        let file = SourceFile(path: "Unclosed.swift", text: source)
        let result = try runBounded(ExtractionPipeline(configuration: configuration), [file, file.renamed("Again.swift")])
        #expect(result.hasErrors)
        expectInside(result, [file, file.renamed("Again.swift")])
    }

    // MARK: Size

    @Test func fiftyMegabyteStringLiteralOnOneLineIsRead() throws {
        // About 15 seconds in a debug build at 50 MB, most of it decoding the literal; `swift test` uses 8 MB (the
        // same code paths), `INTENT_METADATA_LONG_TESTS=1` the full 50.
        var bytes = Array("struct Long: AppIntent {\n    static var title: LocalizedStringResource = \"Long\"\n    static let text = \"".utf8)
        bytes += Self.repeated(UInt8(ascii: "a"), count: TestVolume.choose(sample: 8, full: 50) * 1024 * 1024)
        bytes += Array("\"\n    func perform() async throws -> some IntentResult { .result() }\n}\n".utf8)
        let file = SourceFile(path: "Long.swift", bytes: bytes)
        let result = try runBounded(ExtractionPipeline(configuration: configuration), [file], seconds: 120)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.prefix(5).map(\.renderedText))")
        #expect(result.bundle.actions.map(\.identifier) == ["Long"])
    }

    @Test func fiftyMegabyteLineOfSpacesIsRead() throws {
        let bytes = Array("let a = 1".utf8) + Self.repeated(UInt8(ascii: " "), count: 50 * 1024 * 1024) + Array("let b = 2".utf8)
        let file = SourceFile(path: "Spaces.swift", bytes: bytes)
        let result = try runBounded(ExtractionPipeline(configuration: configuration), [file])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.prefix(5).map(\.renderedText))")
    }

    @Test func megabyteLineOfOperatorsIsRead() throws {
        // `a+a+a+...`: one expression of half a million operators, which a recursive expression parser could not
        // survive. 50 MB of it reads too, linearly, but takes minutes in a debug build (about 6 µs a token).
        // `swift test` reads a quarter of a megabyte (see `TestVolume`).
        let length = TestVolume.choose(sample: 256, full: 1024) * 1024
        var bytes = Array("let sum = a".utf8)
        bytes.reserveCapacity(length + 20)
        while bytes.count < length {
            bytes.append(UInt8(ascii: "+"))
            bytes.append(UInt8(ascii: "a"))
        }
        let file = SourceFile(path: "Sum.swift", bytes: bytes)
        let result = try runBounded(ExtractionPipeline(configuration: configuration), [file, file.renamed("Again.swift")])
        #expect(!result.hasErrors, "\(result.diagnostics.prefix(5).map(\.renderedText))")
        #expect(result.bundle.actions.isEmpty)
    }

    @Test func hundredThousandDeclarationsInOneFileAreAllRead() throws {
        // Every tenth declaration is an intent, so the recognizers, the duplicate check and the bundle builder
        // all see thousands of items: anything quadratic in them shows here. `swift test` reads 20,000 (see
        // `TestVolume`).
        let count = TestVolume.choose(sample: 20_000, full: 100_000)
        var source = "import AppIntents\n"
        for number in 0..<count {
            if number.isMultiple(of: 10) {
                source += "struct Intent\(number): AppIntent { static var title: LocalizedStringResource = \"Intent \(number)\"; func perform() async throws -> some IntentResult { .result() } }\n"
            } else {
                source += "struct Model\(number) { let value = \(number) }\n"
            }
        }
        let file = SourceFile(path: "Many.swift", text: source)
        let result = try runBounded(ExtractionPipeline(configuration: configuration), [file], seconds: 120)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.prefix(5).map(\.renderedText))")
        #expect(result.bundle.actions.count == count / 10)
        #expect(result.bundle.actions.first { $0.identifier == "Intent\(count - 10)" }?.title.key == "Intent \(count - 10)")
    }

    @Test func thousandsOfDuplicateIdentifiersAreDiagnosed() throws {
        // 4,000 nested intents all named `Same`: every one after the first collides, each with a note.
        func source(_ file: String) -> String {
            (0..<2_000).map { number in
                "enum Group\(file)\(number) { struct Same: AppIntent { static var title: LocalizedStringResource = \"Same\"; func perform() async throws -> some IntentResult { .result() } } }\n"
            }.joined()
        }
        let files = [SourceFile(path: "A.swift", text: source("A")), SourceFile(path: "B.swift", text: source("B"))]
        let result = try runBounded(ExtractionPipeline(configuration: configuration), files)
        #expect(result.diagnostics.filter { $0.id == .duplicateIdentifier }.count == 3_999)
        expectInside(result, files)
    }

    // MARK: Odd files

    @Test func binaryFileNamedSwiftGivesDiagnosticsInsideTheFile() throws {
        var generator = SplitMix64(seed: 0xB1_4A_27)
        let bytes = (0..<(1 << 20)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let file = SourceFile(path: "Image.swift", bytes: bytes)
        let result = try runBounded(ExtractionPipeline(configuration: configuration), [file, file.renamed("Copy.swift")])
        #expect(result.hasErrors)
        expectInside(result, [file, file.renamed("Copy.swift")])
        #expect(result.bundle.actions.isEmpty)
    }

    @Test func machineCodeNamedSwiftGivesDiagnosticsInsideTheFile() throws {
        // A real binary: the first mebibyte of the test runner itself.
        let executable = try #require(Bundle.main.executableURL)
        let handle = try FileHandle(forReadingFrom: executable)
        defer { try? handle.close() }
        let bytes = Array(try handle.read(upToCount: 1 << 20) ?? Data())
        let file = SourceFile(path: "Runner.swift", bytes: bytes)
        let result = try runBounded(ExtractionPipeline(configuration: configuration), [file])
        expectInside(result, [file])
    }

    @Test func emptyFilesGiveAnEmptyBundleAndNoDiagnostics() throws {
        let files = [SourceFile(path: "Empty.swift", bytes: []), SourceFile(path: "AlsoEmpty.swift", bytes: [])]
        let result = try runBounded(ExtractionPipeline(configuration: configuration), files)
        #expect(result.diagnostics.isEmpty)
        #expect(result.bundle.actions.isEmpty && result.bundle.entities.isEmpty && result.bundle.enums.isEmpty)
        #expect(result.bundle.module == "Hostile")
    }

    @Test func noFilesGiveAnEmptyBundle() throws {
        let result = try runBounded(ExtractionPipeline(configuration: configuration), [])
        #expect(result.diagnostics.isEmpty)
        #expect(result.bundle.actions.isEmpty)
    }

    @Test(arguments: ["\u{FEFF}", "\n", "\r\n", "\r", " ", "\0", "\u{FEFF}\u{FEFF}", "#", "\"", "\\", "/*", "@", "`"])
    func tinyFilesAreRead(_ text: String) throws {
        let file = SourceFile(path: "Tiny.swift", text: text)
        let result = try runBounded(ExtractionPipeline(configuration: configuration), [file])
        expectInside(result, [file])
        #expect(result.bundle.actions.isEmpty)
    }

    // MARK: Helpers

    // Every file parsed: these inputs name no App Intents type, and the parser is what they test.
    let configuration = ExtractionConfiguration(moduleName: "Hostile", parsesEveryFile: true)

    /// `count` copies of a byte, made with `memset`: a generic loop over 50 million elements takes seconds in a
    /// debug build.
    static func repeated(_ byte: UInt8, count: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            if let base = buffer.baseAddress { memset(base, Int32(byte), count) }
            initializedCount = count
        }
    }

    /// Runs the pipeline and fails when it takes longer than `seconds` (a generous bound for a debug build on a
    /// loaded machine, ten times that under a sanitizer; the point is to catch hangs and quadratic blow-ups, not
    /// to benchmark).
    func runBounded(
        _ pipeline: ExtractionPipeline, _ files: [SourceFile], seconds: Int = 60, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> ExtractionResult {
        let clock = ContinuousClock()
        let start = clock.now
        let result = pipeline.run(files)
        let elapsed = clock.now - start
        #expect(elapsed < .seconds(seconds * SanitizerDetection.timeFactor), "took \(elapsed)", sourceLocation: sourceLocation)
        return result
    }

    func expectOutcome(of nesting: Nesting, _ result: ExtractionResult, in files: [SourceFile], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        expectInside(result, files, sourceLocation: sourceLocation)
        let nestingDiagnostics = result.diagnostics.filter { $0.id == .syntaxNestingTooDeep }
        switch nesting.outcome {
        case .readWhole:
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics.prefix(5).map(\.renderedText))", sourceLocation: sourceLocation)
        case .diagnosed:
            #expect(!nestingDiagnostics.isEmpty, "no syntax-nesting-too-deep among \(result.diagnostics.prefix(5).map(\.renderedText))", sourceLocation: sourceLocation)
            #expect(nestingDiagnostics.allSatisfy { $0.severity == .error }, sourceLocation: sourceLocation)
            // One diagnostic per place that gave up, not one per level.
            if let knownIssue = nesting.knownIssue {
                withKnownIssue(Comment(rawValue: knownIssue)) {
                    #expect(result.diagnostics.count < 100, "\(result.diagnostics.count) diagnostics", sourceLocation: sourceLocation)
                }
            } else {
                #expect(result.diagnostics.count < 100, "\(result.diagnostics.count) diagnostics", sourceLocation: sourceLocation)
            }
        }
    }

    func expectInside(_ result: ExtractionResult, _ files: [SourceFile], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for diagnostic in result.diagnostics {
            guard let file = byPath[diagnostic.location.file] else {
                Issue.record("\(diagnostic.renderedText) names no input file", sourceLocation: sourceLocation)
                continue
            }
            #expect(MutationFuzzTests.isInside(diagnostic.location, file), "\(diagnostic.renderedText)", sourceLocation: sourceLocation)
        }
    }
}

extension SourceFile {
    /// The same bytes under another path.
    func renamed(_ path: String) -> SourceFile {
        SourceFile(path: path, bytes: bytes)
    }
}
