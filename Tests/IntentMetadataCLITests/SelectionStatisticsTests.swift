import TestSupport
import Foundation
import Testing

/// `INTENT_METADATA_STATS=1`: the files read, those in modules with files parsed, and those lexed and parsed.
@Suite struct SelectionStatisticsTests {
    static let selectionFixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "TestInputs/Selection").path(percentEncoded: false)

    /// The line the tool ends with when the environment asks for it.
    private func statsLine(_ arguments: [String], in directory: URL) throws -> String? {
        let tool = try #require(ToolRunner.toolURL)
        let run = try ToolRunner.run(
            ["INTENT_METADATA_STATS=1", tool.path(percentEncoded: false)] + arguments, in: directory, executable: URL(fileURLWithPath: "/usr/bin/env")
        )
        return run.errorLines.last { $0.hasPrefix("stats: ") }
    }

    /// The fixture's 12 files make one module that names App Intents; the 2 files of `Unrelated/` declare nothing its
    /// App Intents code needs and are not parsed, unless `--all-files` asks for every file.
    @Test func theSelectionFixtureParsesTenOfItsTwelveFiles() throws {
        let directory = try TemporaryDirectory()
        #expect(try statsLine(["check", Self.selectionFixture], in: directory.url) == "stats: Swift files 12; in modules with files parsed 12; lexed and parsed 10")
        #expect(try statsLine(["check", Self.selectionFixture, "--all-files"], in: directory.url) == "stats: Swift files 12; in modules with files parsed 12; lexed and parsed 12")
    }

    /// A module that names no App Intents is not parsed; without the variable nothing is printed.
    @Test func nothingIsParsedWithoutAppIntentsAndNothingPrintedByDefault() throws {
        let directory = try TemporaryDirectory()
        try directory.write("struct Plant {}\n", to: "Sources/Plant.swift")
        #expect(try statsLine(["check", "Sources"], in: directory.url) == "stats: Swift files 1; in modules with files parsed 0; lexed and parsed 0")
        let run = try ToolRunner.run(["check", "Sources"], in: directory.url)
        #expect(run.standardError.isEmpty)
    }
}
