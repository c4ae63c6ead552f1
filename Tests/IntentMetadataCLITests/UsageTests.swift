import TestSupport
import Foundation
import IntentMetadata
import Testing

@Suite struct UsageTests {
    @Test(arguments: ["extract", "check", "describe", "merge", "convert", "diff", "strings"])
    func everyCommandHasHelp(_ command: String) throws {
        let directory = try TemporaryDirectory()
        for flag in ["--help", "-h"] {
            let run = try ToolRunner.run([command, flag], in: directory.url)
            #expect(run.status == 0)
            #expect(run.standardError.isEmpty)
            #expect(run.standardOutput.contains("USAGE: intent-metadata \(command) "))
            #expect(run.standardOutput.contains("\nARGUMENTS:\n"))
            #expect(run.standardOutput.contains("\nOPTIONS:\n"))
            #expect(run.standardOutput.contains("-h, --help"))
        }
        let viaHelp = try ToolRunner.run(["help", command], in: directory.url)
        #expect(viaHelp.standardOutput == (try ToolRunner.run([command, "--help"], in: directory.url)).standardOutput)
    }

    @Test func toolHelpListsTheCommands() throws {
        let directory = try TemporaryDirectory()
        let run = try ToolRunner.run(["--help"], in: directory.url)
        #expect(run.status == 0)
        for command in ["extract", "check", "describe", "merge", "convert", "diff", "strings"] {
            #expect(run.standardOutput.contains("\n  \(command) "))
        }
        #expect(run.standardOutput.contains("USAGE: intent-metadata <command>"))
    }

    @Test func versionPrintsTheGeneratorVersion() throws {
        let directory = try TemporaryDirectory()
        let run = try ToolRunner.run(["--version"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.standardOutput == GeneratorInfo.current.version + "\n")
    }

    @Test func noArgumentsIsAUsageError() throws {
        let directory = try TemporaryDirectory()
        let run = try ToolRunner.run([], in: directory.url)
        #expect(run.status == 2)
        #expect(run.errorLines.count == 1)
        #expect(run.standardError.hasPrefix("error: missing command."))
    }

    @Test func unknownOptionIsAOneLineUsageError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("struct Plant {}\n", to: "Sources/Plant.swift")
        let run = try ToolRunner.run(["extract", "Sources", "--ouput", "x.json"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError == "error: unknown option '--ouput'. Did you mean '--output'?\n")
        #expect(!directory.exists("x.json"))
    }

    @Test func unknownCommandIsAUsageError() throws {
        let directory = try TemporaryDirectory()
        let run = try ToolRunner.run(["chekc", "."], in: directory.url)
        #expect(run.status == 2)
        #expect(run.standardError == "error: unknown command 'chekc'. Did you mean 'check'?\n")
    }

    @Test func invalidValueIsAUsageError() throws {
        let directory = try TemporaryDirectory()
        let run = try ToolRunner.run(["check", ".", "--platform", "android"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.standardError == "error: invalid value 'android' for '--platform'. Expected one of: iOS, macOS, watchOS, tvOS, visionOS.\n")
    }

    @Test func machineDiagnosticsNeedAnOutputFile() throws {
        let directory = try TemporaryDirectory()
        let run = try ToolRunner.run(["extract", ".", "--diagnostics-format", "sarif"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("error: '--diagnostics-format sarif' prints to standard output"))
    }
}
