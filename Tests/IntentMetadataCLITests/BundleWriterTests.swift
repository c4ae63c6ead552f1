import TestSupport
import Foundation
import IntentMetadata
import IntentMetadataExtractor
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct BundleWriterTests {
    @Test func writingCreatesUpdatesAndLeavesIdenticalBytes() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/Nested/Folder/Bundle.json"
        #expect(try BundleWriter.write(Data("one\n".utf8), to: path) == .created)
        #expect(try BundleWriter.write(Data("one\n".utf8), to: path) == .unchanged)
        #expect(try BundleWriter.write(Data("two\n".utf8), to: path) == .updated)
        #expect(try directory.contents(of: "Nested/Folder/Bundle.json") == "two\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path + "/Nested/Folder") == ["Bundle.json"])
    }

    @Test func encodingIsSortedPrettyAndEndsWithANewline() throws {
        let data = try BundleWriter.encodedData(for: IntentMetadataBundle(module: "Garden/Tools"))
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasSuffix("}\n"))
        #expect(text.contains("\"Garden/Tools\""))
        let keys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.dropFirst(3).prefix { $0 != "\"" } }
        #expect(keys == keys.sorted())
    }

    @Test func aFailedWriteLeavesTheDestinationAndNoTemporaryFile() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.path + "/Taken.json", withIntermediateDirectories: true)
        #expect(throws: BundleWriter.WriteError.self) {
            try BundleWriter.write(Data("x".utf8), to: directory.path + "/Taken.json")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["Taken.json"])
    }

    // Kills `merge` at random moments while it replaces a large bundle: the path must always hold a complete
    // bundle, the old one or the new one (issue 6, atomic output).
    @Test func killingTheToolNeverLeavesAPartialBundle() throws {
        let directory = try TemporaryDirectory()
        let old = BundleFixtures.bundle(module: "Old", actions: ["Keep"])
        let big = BundleFixtures.bundle(module: "Big", actions: (0..<20_000).map { "Action\($0)" })
        try BundleFixtures.write(old, to: "Out.json", in: directory)
        try BundleFixtures.write(big, to: "Big.json", in: directory)
        let tool = try #require(ToolRunner.toolURL)
        // Ten kills at full volume, four (both modules twice) in `swift test` (see `TestVolume`), at times from a fixed seed.
        var generator = SplitMix64(seed: 0xB0_DD1E)
        for round in 0..<TestVolume.choose(sample: 4, full: 10) {
            let process = Process()
            process.executableURL = tool
            process.arguments = ["merge", "Big.json", "--module", round.isMultiple(of: 2) ? "Even" : "Odd", "--output", "Out.json"]
            process.currentDirectoryURL = directory.url
            try process.run()
            // A debug build takes about two seconds to decode, merge and encode this bundle here, so kills land at
            // every stage: before, during and after the write.
            usleep(UInt32.random(in: 0...2_500_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let bundle = try BundleFixtures.decode(try directory.contents(of: "Out.json"))
            #expect(["Old", "Even", "Odd"].contains(bundle.module))
            #expect(bundle.module == "Old" ? bundle.actions.count == 1 : bundle.actions.count == 20_000)
        }
    }
}
