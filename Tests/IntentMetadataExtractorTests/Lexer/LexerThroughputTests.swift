import Foundation
import IntentMetadataExtractor
import Testing

/// A throughput check to run by hand, not a timed test: it runs only when `LEXER_BENCHMARK_DIRECTORY` names a
/// folder of Swift files, and prints the lexer's speed over them.
///
/// ```
/// LEXER_BENCHMARK_DIRECTORY=/tmp/nio swift test -c release --filter LexerThroughputTests
/// ```
@Suite struct LexerThroughputTests {
    static let directory = ProcessInfo.processInfo.environment["LEXER_BENCHMARK_DIRECTORY"]

    @Test(.enabled(if: directory != nil)) func lexesTheBenchmarkDirectory() throws {
        let root = URL(fileURLWithPath: try #require(Self.directory))
        let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        var files: [SourceFile] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            files.append(SourceFile(path: url.path, bytes: Array(try Data(contentsOf: url))))
        }
        let byteCount = files.reduce(0) { $0 + $1.bytes.count }
        let rounds = 10
        var tokenCount = 0
        var unknownCount = 0
        // Processor time, not wall time: the figure should not depend on what else the machine runs.
        let processorStart = clock()
        do {
            for _ in 0..<rounds {
                tokenCount = 0
                unknownCount = 0
                for file in files {
                    let tokens = Lexer.tokenize(file)
                    tokenCount += tokens.count
                    unknownCount += tokens.reduce(0) { $0 + ($1.kind == .unknown || $1.error != nil ? 1 : 0) }
                }
            }
        }
        let seconds = Double(clock() - processorStart) / Double(CLOCKS_PER_SEC)
        let megabytesPerSecond = Double(byteCount * rounds) / seconds / 1_000_000
        print(
            "lexed \(files.count) files, \(byteCount) bytes, \(tokenCount) tokens (\(unknownCount) unknown or with errors) "
                + "\(rounds) times: \(String(format: "%.1f", megabytesPerSecond)) MB/s of processor time")
        #expect(tokenCount > 0)
    }
}
