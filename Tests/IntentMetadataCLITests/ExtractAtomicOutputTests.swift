import TestSupport
import Foundation
import IntentMetadata
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `extract --output` killed with SIGKILL at random moments never leaves a partial or corrupt file at the
/// output path: the path holds nothing, the earlier bundle byte for byte, or the new bundle byte for byte
/// (issue 6, atomic output).
///
/// Each round is a run of the tool, about a second of CPU: `swift test` kills 8 runs (every kind of round twice),
/// `INTENT_METADATA_LONG_TESTS=1` 50 (see `TestVolume`). The kill times come from a fixed seed.
@Suite struct ExtractAtomicOutputTests {
    static let rounds = TestVolume.choose(sample: 8, full: 50)
    static let seed: UInt64 = 0xA70_41C

    /// A module large enough that a debug build of the tool spends a good fraction of a second on it, so kills
    /// land while it reads, parses, encodes and writes.
    static func writeLargeModule(in directory: TemporaryDirectory) throws {
        for fileNumber in 0..<6 {
            var source = "import AppIntents\n"
            for number in 0..<300 {
                let name = "Intent\(fileNumber)x\(number)"
                source += """
                    struct \(name): AppIntent {
                        static var title: LocalizedStringResource = "Intent \(fileNumber) \(number)"
                        static var description = IntentDescription("Does thing \(number) of file \(fileNumber).")
                        @Parameter(title: "Count") var count: Int
                        @Parameter(title: "Name", default: "x") var name: String
                        func perform() async throws -> some IntentResult { .result() }
                    }

                    """
            }
            try directory.write(source, to: "Sources/Big/File\(fileNumber).swift")
        }
    }

    @Test func killingExtractNeverLeavesAPartialBundle() throws {
        let directory = try TemporaryDirectory()
        try Self.writeLargeModule(in: directory)
        try directory.write(
            "struct Old: AppIntent { static var title: LocalizedStringResource = \"Old\"; func perform() async throws -> some IntentResult { .result() } }\n",
            to: "Sources/Small/Old.swift"
        )
        // The earlier bundle, from another module, and the complete new one, each made by a run left alone.
        let earlierRun = try ToolRunner.run(["extract", "Sources/Small", "--module", "Big", "--output", "Earlier.json"], in: directory.url)
        #expect(earlierRun.status == 0, "\(earlierRun.standardError)")
        let earlier = try Data(contentsOf: directory.url.appending(path: "Earlier.json"))
        let clock = ContinuousClock()
        let start = clock.now
        let completeRun = try ToolRunner.run(["extract", "Sources/Big", "--output", "Complete.json"], in: directory.url)
        let fullRunTime = clock.now - start
        #expect(completeRun.status == 0, "\(completeRun.standardError)")
        let complete = try Data(contentsOf: directory.url.appending(path: "Complete.json"))
        #expect(try IntentMetadataBundle(data: complete).actions.count == 1_800)
        #expect(earlier != complete)

        let tool = try #require(ToolRunner.toolURL)
        let output = directory.url.appending(path: "Out/Bundle.json")
        let outputPath = output.path(percentEncoded: false)
        // Half the kills spread over the whole run, half over its last third, where the bundle is encoded and
        // written; both windows reach a little past the end, so some runs finish before the kill.
        let window = Int64(max(fullRunTime.components.seconds * 1_000_000 + fullRunTime.components.attoseconds / 1_000_000_000_000, 100_000))
        var generator = SplitMix64(seed: Self.seed)
        var outcomes = (absent: 0, earlier: 0, complete: 0)
        for round in 0..<Self.rounds {
            // Even rounds start with no file at the path, odd ones with the earlier bundle.
            try? FileManager.default.removeItem(at: output)
            if !round.isMultiple(of: 2) {
                try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
                try earlier.write(to: output)
            }
            let process = Process()
            process.executableURL = tool
            process.arguments = ["extract", "Sources/Big", "--output", "Out/Bundle.json"]
            process.currentDirectoryURL = directory.url
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            let earliest = round % 4 < 2 ? 0 : window * 2 / 3
            usleep(UInt32(Int64.random(in: earliest...(window * 6 / 5), using: &generator)))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()

            guard FileManager.default.fileExists(atPath: outputPath) else {
                #expect(round.isMultiple(of: 2), "round \(round): the earlier bundle disappeared")
                outcomes.absent += 1
                continue
            }
            let found = try Data(contentsOf: output)
            if found == complete {
                outcomes.complete += 1
            } else if found == earlier, !round.isMultiple(of: 2) {
                outcomes.earlier += 1
            } else {
                Issue.record("round \(round): the output holds \(found.count) bytes that are neither the earlier nor the complete bundle")
                continue
            }
            #expect(throws: Never.self, "round \(round)") { try IntentMetadataBundle(contentsOf: output) }
        }
        // Only the output path is promised: a killed run may leave its hidden temporary file beside it.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: output.deletingLastPathComponent().path(percentEncoded: false))
            .filter { $0 != "Bundle.json" }
        #expect(leftovers.allSatisfy { $0.hasPrefix(".Bundle.json.") && $0.hasSuffix(".tmp") }, "\(leftovers)")
        print("extract kill test: \(Self.rounds) runs, full run \(fullRunTime), outcomes \(outcomes), \(leftovers.count) temporary files left by killed runs")
        #expect(outcomes.absent + outcomes.earlier + outcomes.complete == Self.rounds)
    }
}
