import TestSupport
import Foundation
import Testing

@Suite struct CheckCommandTests {
    /// A folder with one good file and one link to nothing, which cannot be read: one `file-unreadable` error.
    private func makeTreeWithUnreadableFile() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("struct Plant {}\n", to: "Sources/Plant.swift")
        try directory.link("Sources/Broken.swift", to: "Missing.swift")
        return directory
    }

    private func decodeJSON(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    @Test func cleanCheckExitsZeroSilently() throws {
        let directory = try TemporaryDirectory()
        try directory.write("struct Plant {}\n", to: "Sources/Plant.swift")
        let run = try ToolRunner.run(["check", "Sources"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.isEmpty)
    }

    @Test func checkWritesNoFiles() throws {
        let directory = try TemporaryDirectory()
        try directory.write("struct Plant {}\n", to: "Sources/Plant.swift")
        _ = try ToolRunner.run(["check", "Sources"], in: directory.url)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["Sources"])
    }

    @Test func textDiagnosticsGoToStandardErrorInCompilerFormat() throws {
        let directory = try makeTreeWithUnreadableFile()
        let run = try ToolRunner.run(["check", "Sources"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty)
        #expect(run.errorLines == [
            "Sources/Broken.swift:1:1: error: file could not be read: no such file or directory [file-unreadable]",
            "error: 1 error found.",
        ])
    }

    @Test func absolutePathsAreShownAbsolute() throws {
        let directory = try makeTreeWithUnreadableFile()
        let sources = directory.url.appending(path: "Sources").path(percentEncoded: false)
        let run = try ToolRunner.run(["check", sources], in: directory.url)
        #expect(run.errorLines.first?.hasPrefix(sources + "/Broken.swift:1:1: error: ") == true)
    }

    @Test func jsonDiagnosticsAreAnArrayOnStandardOutput() throws {
        let directory = try makeTreeWithUnreadableFile()
        let run = try ToolRunner.run(["check", "Sources", "--diagnostics-format", "json"], in: directory.url)
        #expect(run.status == 1)
        let records = try #require(try decodeJSON(run.standardOutput) as? [[String: Any]])
        #expect(records.count == 1)
        let record = try #require(records.first)
        #expect(Set(record.keys) == ["file", "line", "column", "severity", "code", "message"])
        #expect(record["file"] as? String == "Sources/Broken.swift")
        #expect(record["line"] as? Int == 1)
        #expect(record["column"] as? Int == 1)
        #expect(record["severity"] as? String == "error")
        #expect(record["code"] as? String == "file-unreadable")
        #expect(run.errorLines == ["error: 1 error found."])
    }

    @Test func jsonDiagnosticsOfACleanTreeAreAnEmptyArray() throws {
        let directory = try TemporaryDirectory()
        try directory.write("struct Plant {}\n", to: "Sources/Plant.swift")
        let run = try ToolRunner.run(["check", "Sources", "--diagnostics-format", "json"], in: directory.url)
        #expect(run.status == 0)
        #expect((try decodeJSON(run.standardOutput) as? [Any])?.isEmpty == true)
    }

    @Test func sarifDiagnosticsFollowSARIF210() throws {
        let directory = try makeTreeWithUnreadableFile()
        let run = try ToolRunner.run(["check", "Sources", "--diagnostics-format", "sarif"], in: directory.url)
        #expect(run.status == 1)
        let log = try #require(try decodeJSON(run.standardOutput) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.contains("sarif") == true)
        let run0 = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run0["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "intent-metadata")
        #expect(driver["version"] is String)
        #expect((driver["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["file-unreadable"])
        let result = try #require((run0["results"] as? [[String: Any]])?.first)
        #expect(result["ruleId"] as? String == "file-unreadable")
        #expect(result["level"] as? String == "error")
        #expect((result["message"] as? [String: Any])?["text"] as? String == "file could not be read: no such file or directory")
        let physical = try #require(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "Sources/Broken.swift")
        let region = try #require(physical["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 1)
        #expect(region["startColumn"] as? Int == 1)
    }

    @Test func githubDiagnosticsAreWorkflowCommands() throws {
        let directory = try makeTreeWithUnreadableFile()
        let run = try ToolRunner.run(["check", "Sources", "--diagnostics-format", "github"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.standardOutput
            == "::error file=Sources/Broken.swift,line=1,col=1,title=file-unreadable::file could not be read: no such file or directory\n")
    }

    @Test func diagnosticsAreIdenticalAcrossRuns() throws {
        let directory = try makeTreeWithUnreadableFile()
        try directory.link("Sources/Also Broken.swift", to: "Gone.swift")
        let first = try ToolRunner.run(["check", "Sources", "--diagnostics-format", "sarif"], in: directory.url)
        let second = try ToolRunner.run(["check", "Sources", "--diagnostics-format", "sarif"], in: directory.url)
        #expect(first.standardOutput == second.standardOutput)
        #expect(first.standardOutput.contains("Sources/Also%20Broken.swift"))
    }

    @Test func checkOfAMissingPathIsAUsageError() throws {
        let directory = try TemporaryDirectory()
        let run = try ToolRunner.run(["check", "Sources"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.standardError == "error: no such file or directory 'Sources'\n")
    }
}
