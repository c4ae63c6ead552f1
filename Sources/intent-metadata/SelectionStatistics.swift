#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import IntentMetadataExtractor

/// With `INTENT_METADATA_STATS=1` in the environment, `check`, `extract` and the other commands that read sources
/// end with one line on standard error: how many Swift files the modules read have, how many of those are in modules
/// where anything was lexed and parsed (without `--all-files`: the modules whose files name App Intents, every file
/// of which was parsed before selection followed only what App Intents code needs), and how many were lexed and
/// parsed. Each file counts once a run, however many targets compile it. Off by default; `Benchmarks/` and
/// docs/Performance.md use it.
enum SelectionStatistics {
    /// Whether the environment asks for the line.
    static var isWanted: Bool {
        // One variable through `getenv`: `ProcessInfo.environment` builds a dictionary of them all, 0.47M instructions,
        // 3% of a small app's run.
        getenv("INTENT_METADATA_STATS").map { String(cString: $0) } == "1"
    }

    /// Prints the line for `results` (one per module or target read), when it is wanted.
    static func report(_ results: [ExtractionResult]) {
        guard isWanted else { return }
        Console.printError(line(for: results))
    }

    /// `stats: Swift files 12; in modules with files parsed 12; lexed and parsed 10`.
    static func line(for results: [ExtractionResult]) -> String {
        var given: Set<String> = []
        var inParsedModules: Set<String> = []
        var parsed: Set<String> = []
        for result in results {
            given.formUnion(result.files.given)
            if !result.files.parsed.isEmpty { inParsedModules.formUnion(result.files.given) }
            parsed.formUnion(result.files.parsed)
        }
        return "stats: Swift files \(given.count); in modules with files parsed \(inParsedModules.count); lexed and parsed \(parsed.count)\n"
    }
}
