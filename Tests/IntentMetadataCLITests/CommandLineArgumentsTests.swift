import TestSupport
import Foundation
import IntentMetadataExtractor
import Testing
import intent_metadata

@Suite struct CommandLineArgumentsTests {
    private func parse(_ arguments: [String]) throws -> Command {
        try CommandLineArguments(parsing: arguments).command
    }

    private func parseError(_ arguments: [String]) -> CommandLineError? {
        do {
            _ = try CommandLineArguments(parsing: arguments)
            return nil
        } catch {
            return error as? CommandLineError
        }
    }

    @Test func extractTakesPathsAndOutput() throws {
        #expect(try parse(["extract", "Sources", "Extra.swift", "--output", "x.json"])
            == .extract(ExtractOptions(source: SourceOptions(paths: ["Sources", "Extra.swift"]), outputPath: "x.json")))
    }

    @Test func extractTakesEveryOption() throws {
        let command = try parse([
            "extract", "Sources", "-o", "out.json", "--module=Books", "--platform", "macOS", "-D", "DEBUG", "-DBETA",
            "--dependency", "Kit.json", "--dependency", "Core.json", "--keep-going", "--diagnostics-format", "sarif",
            "--warnings-as-errors",
        ])
        var source = SourceOptions(paths: ["Sources"], moduleName: "Books", platform: .macOS, customFlags: ["DEBUG", "BETA"], dependencies: ["Kit.json", "Core.json"])
        // A platform given on the command line also overrides a project target's own.
        source.explicitPlatform = .macOS
        let expected = ExtractOptions(
            source: source,
            diagnostics: DiagnosticOptions(format: .sarif, warningsAsErrors: true),
            outputPath: "out.json",
            keepsGoing: true
        )
        #expect(command == .extract(expected))
    }

    @Test func projectOptionsAreParsed() throws {
        let command = try parse(["check", ".", "--target", "App Widget", "--configuration", "Release"])
        guard case .check(let options) = command else {
            Issue.record("expected check")
            return
        }
        #expect(options.source.targetName == "App Widget")
        #expect(options.source.configuration == "Release")
        #expect(try parse(["targets", "Repo", "--format", "json", "--files"]) == .targets(TargetsOptions(path: "Repo", format: .json, listsFiles: true)))
    }

    @Test func allTargetsNeedsAnOutputFolder() {
        #expect(throws: CommandLineError.missingArgument("'--output <directory>' with '--all-targets'", command: .extract)) {
            try parse(["extract", ".", "--all-targets"])
        }
    }

    @Test func platformIsMatchedWithoutRegardToCase() throws {
        guard case let .check(options) = try parse(["check", ".", "--platform", "visionos"]) else {
            Issue.record("expected check")
            return
        }
        #expect(options.source.platform == .visionOS)
    }

    @Test func doubleDashEndsOptions() throws {
        #expect(try parse(["check", "--", "--weird.swift"]) == .check(CheckOptions(source: SourceOptions(paths: ["--weird.swift"]))))
    }

    @Test func responseFileSuppliesOnePathPerLine() throws {
        let directory = try TemporaryDirectory()
        let list = try directory.write("A.swift\r\nFolder With Space\n\nB.swift\n", to: "paths.txt")
        let command = try parse(["check", "@" + list.path(percentEncoded: false), "C.swift"])
        #expect(command == .check(CheckOptions(source: SourceOptions(paths: ["A.swift", "Folder With Space", "B.swift", "C.swift"]))))
    }

    @Test func responseFileSkipsBlankLinesAndKeepsSpacesInsidePaths() throws {
        let directory = try TemporaryDirectory()
        let list = try directory.write("  \t\rA.swift\r \u{A0}\n My File.swift \nÉtoile.swift", to: "paths.txt")
        let command = try parse(["check", "@" + list.path(percentEncoded: false)])
        #expect(command == .check(CheckOptions(source: SourceOptions(paths: ["A.swift", " My File.swift ", "Étoile.swift"]))))
    }

    @Test func missingResponseFileIsANoSuchPathError() {
        #expect(parseError(["check", "@/no/such/list"]) == .noSuchPath("/no/such/list"))
    }

    @Test func unknownOptionSuggestsTheNearestOption() {
        let error = parseError(["extract", "Sources", "--ouput", "x"])
        #expect(error == .unknownOption("--ouput", command: .extract, suggestion: "--output"))
        #expect(error?.message == "unknown option '--ouput'. Did you mean '--output'?")
    }

    @Test func unknownOptionWithoutNearMissPointsToHelp() {
        #expect(parseError(["check", ".", "--completely-different"])?.message
            == "unknown option '--completely-different'. Run 'intent-metadata check --help' to see the options.")
    }

    @Test func unknownCommandSuggestsTheNearestCommand() {
        #expect(parseError(["extarct"]) == .unknownCommand("extarct", suggestion: "extract"))
    }

    @Test func noArgumentsIsAMissingCommand() {
        #expect(parseError([]) == .missingCommand)
    }

    @Test func optionWithoutValueIsAnError() {
        #expect(parseError(["extract", "Sources", "--output"]) == .missingValue(option: "--output"))
        #expect(parseError(["extract", "Sources", "--module", "--keep-going"]) == .missingValue(option: "--module"))
    }

    @Test func flagWithValueIsAnError() {
        #expect(parseError(["extract", "Sources", "--keep-going=yes"]) == .unexpectedValue(option: "--keep-going"))
    }

    @Test func invalidValueListsTheAllowedValues() {
        let error = parseError(["check", ".", "--diagnostics-format", "jsno"])
        #expect(error == .invalidValue("jsno", option: "--diagnostics-format", allowed: ["text", "json", "sarif", "github"], suggestion: "json"))
        #expect(error?.message == "invalid value 'jsno' for '--diagnostics-format'. Did you mean 'json'? Expected one of: text, json, sarif, github.")
    }

    @Test func repeatingASingleOptionIsAnError() {
        #expect(parseError(["extract", "A", "-o", "x", "--output", "y"]) == .repeatedOption("--output"))
    }

    @Test func extractNeedsPaths() {
        #expect(parseError(["extract", "--output", "x"]) == .missingArgument("<paths...>", command: .extract))
    }

    @Test func machineDiagnosticsWithBundleOnStandardOutputIsAnError() {
        #expect(parseError(["extract", "A", "--diagnostics-format", "json"]) == .diagnosticsWouldMixWithBundle(format: "json", command: .extract))
    }

    @Test func describeTakesOneInputAndItsOptions() throws {
        let command = try parse(["describe", "App.json", "--action", "OpenShelf", "--format", "markdown", "--module", "App", "--module", "Kit"])
        var expected = DescribeOptions()
        (expected.inputPath, expected.actionIdentifier, expected.format, expected.moduleNames) = ("App.json", "OpenShelf", .markdown, ["App", "Kit"])
        #expect(command == .describe(expected))
        #expect(parseError(["describe", "a.json", "b.json"]) == .unexpectedArgument("b.json", command: .describe))
        #expect(parseError(["describe"]) == .missingArgument("<input>", command: .describe))
    }

    @Test func mergeTakesBundlesOutputAndModule() throws {
        #expect(try parse(["merge", "App.json", "Kit.json", "--output", "All.json", "--module", "App"])
            == .merge(MergeOptions(bundlePaths: ["App.json", "Kit.json"], outputPath: "All.json", moduleName: "App")))
        #expect(parseError(["merge", "--output", "x"]) == .missingArgument("<bundles...>", command: .merge))
    }

    @Test func helpWinsOverOtherArguments() throws {
        #expect(try parse(["extract", "--ouput", "--help"]) == .help(.extract))
        #expect(try parse(["merge", "-h"]) == .help(.merge))
        #expect(try parse(["--help"]) == .help(nil))
        #expect(try parse(["help", "describe"]) == .help(.describe))
    }

    @Test func versionIsACommand() throws {
        #expect(try parse(["--version"]) == .version)
    }
}
