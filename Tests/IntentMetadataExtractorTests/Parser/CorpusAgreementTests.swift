import Foundation
import IntentMetadataExtractor
import Testing

/// Our parser against the compiler: the type declarations and extensions of real packages, and of the
/// committed samples in `Benchmarks/CorpusCheck/Samples`. `Scripts/corpus-check.sh` drives the corpus run.
@Suite struct CorpusAgreementTests {
    static let environment = ProcessInfo.processInfo.environment

    /// `Benchmarks/CorpusCheck`, found from this file's path.
    static let benchmarkFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Benchmarks/CorpusCheck")

    /// Each sample's declarations equal what `swiftc` recorded for it (`Scripts/corpus-check.sh --record-samples`),
    /// and a sample the compiler accepts gets no syntax diagnostic.
    @Test func samplesMatchTheCompiler() throws {
        let folder = Self.benchmarkFolder.appendingPathComponent("Samples")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(!names.isEmpty)
        let environment = CorpusDeclarationRows.environment(probes: nil)
        for name in names {
            let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
            let expectedText = try String(contentsOf: folder.appendingPathComponent("Expected/\(name).tsv"), encoding: .utf8)
            let expectedLines = expectedText.split(separator: "\n").map(String.init)
            let syntax = DeclarationParser.parse(SourceFile(path: name, bytes: bytes))
            let actual = CorpusDeclarationRows.rows(of: syntax, in: environment)
            let expected = expectedLines.filter { !$0.hasPrefix("#") }
            assertEqualWithDiff(actual.joined(separator: "\n"), expected.joined(separator: "\n"), "declarations of \(name)")
            if expectedLines.contains("#parse\t0") {
                #expect(syntax.diagnostics.isEmpty, "\(name): \(syntax.diagnostics.map(\.message))")
            }
        }
    }

    /// With `INTENT_METADATA_CORPUS=<dir>`, parses every `.swift` file below it (or those listed, one relative path
    /// a line, in `INTENT_METADATA_CORPUS_FILES`) and writes each file's rows to `INTENT_METADATA_CORPUS_OUT`
    /// for `corpus_check.py compare`, then prints the throughput of lexing and parsing.
    @Test(.enabled(if: environment["INTENT_METADATA_CORPUS"] != nil))
    func corpusDeclarationsAreWritten() throws {
        let root = URL(fileURLWithPath: try #require(Self.environment["INTENT_METADATA_CORPUS"]))
        let output = URL(fileURLWithPath: Self.environment["INTENT_METADATA_CORPUS_OUT"] ?? root.deletingLastPathComponent().appendingPathComponent("ours").path)
        let probes = try Self.environment["INTENT_METADATA_CORPUS_ENVIRONMENT"].map { try String(contentsOfFile: $0, encoding: .utf8) }
        let environment = CorpusDeclarationRows.environment(probes: probes)
        let relativePaths: [String]
        if let list = Self.environment["INTENT_METADATA_CORPUS_FILES"] {
            relativePaths = try String(contentsOfFile: list, encoding: .utf8).split(separator: "\n").map(String.init)
        } else {
            relativePaths = Self.swiftFiles(below: root)
        }
        let progress = output.appendingPathComponent("progress.txt")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let clock = ContinuousClock()
        var totalBytes = 0
        var totalTime = Duration.zero
        var lexingTime = Duration.zero
        var cpuSeconds = 0.0
        var slowest: (path: String, time: Duration) = ("", .zero)
        for relativePath in relativePaths {
            let bytes = Array(try Data(contentsOf: root.appendingPathComponent(relativePath)))
            // Written first, so a crash or a hang leaves the file's name behind for the script.
            try Data(relativePath.utf8).write(to: progress)
            let file = SourceFile(path: relativePath, bytes: bytes)
            var syntax: SourceFileSyntax?
            // CPU time as well as wall time: on a shared machine the wall time counts other processes too.
            let cpuStart = Self.threadCPUSeconds()
            let time = clock.measure { syntax = DeclarationParser.parse(file) }
            cpuSeconds += Self.threadCPUSeconds() - cpuStart
            lexingTime += clock.measure { _ = Lexer.tokenize(file) }
            guard let syntax else { continue }
            totalBytes += bytes.count
            totalTime += time
            if time > slowest.time { slowest = (relativePath, time) }
            var lines = syntax.diagnostics.map { diagnostic in
                let (line, column) = file.lineAndColumn(at: diagnostic.location.offset)
                return "#diagnostic\t\(line):\(column) \(diagnostic.message)"
            }
            lines += CorpusDeclarationRows.rows(of: syntax, in: environment)
            let destination = output.appendingPathComponent(relativePath + ".tsv")
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: destination)
        }
        try? FileManager.default.removeItem(at: progress)
        let seconds = Self.seconds(totalTime)
        let megabytes = Double(totalBytes) / 1_000_000
        let summary = String(
            format: "Parsed %d files, %.2f MB, in %.3f s wall, %.3f s CPU: %.1f MB/s wall, %.1f MB/s CPU (lexing and parsing; lexing alone %.1f MB/s wall); slowest file %@ (%.1f ms)\n",
            relativePaths.count, megabytes, seconds, cpuSeconds, megabytes / max(seconds, 1e-9), megabytes / max(cpuSeconds, 1e-9),
            megabytes / max(Self.seconds(lexingTime), 1e-9), slowest.path, Self.seconds(slowest.time) * 1000
        )
        print(summary, terminator: "")
        try Data(summary.utf8).write(to: output.appendingPathComponent("summary.txt"))
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// The CPU time this thread has used, in seconds.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    static func swiftFiles(below root: URL) -> [String] {
        let base = root.standardizedFileURL.path
        var paths: [String] = []
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let item = enumerator?.nextObject() as? URL {
            guard item.pathExtension == "swift" else { continue }
            paths.append(String(item.standardizedFileURL.path.dropFirst(base.count + 1)))
        }
        return paths.sorted()
    }
}
