// Runs the plugins' Xcode entry points (`XcodeBuildToolPlugin`, `XcodeCommandPlugin`) on a sample Xcode project,
// against the stand-in `XcodeProjectPlugin` of TestInputs/XcodeProjectPlugin, and checks what they do: the build
// command for each kind of target (its executable, arguments, input and output files), the bundle that command
// writes, and what `check` and `generate` print, throw and write when Xcode runs them from its menu.
//
// Scripts/check-xcode-plugin-entry-points.sh compiles each plugin as a module of its own (its `@main` entry renamed,
// so this file can have one) and links this file with them.
//
// Usage: xcode-plugin-entry-points-check <intent-metadata> <repository root> <empty work folder>
// Exit status: 0 when every check passes, 1 when one fails (each failure is printed), 2 on a usage error.

@_spi(PackagePluginInternal) import PackagePlugin
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XcodeProjectPlugin
@testable import IntentMetadataPlugin
@testable import IntentMetadataCommand
@testable import IntentMetadataGenerate

/// The version the plugins pass with `--compiler-version`: that of the compiler that built them, which built this check.
private let compilerVersion: String = {
    #if compiler(>=7.0)
    "7.0"
    #elseif compiler(>=6.5)
    "6.5"
    #elseif compiler(>=6.4)
    "6.4"
    #elseif compiler(>=6.3)
    "6.3"
    #elseif compiler(>=6.2)
    "6.2"
    #elseif compiler(>=6.1)
    "6.1"
    #else
    "6.0"
    #endif
}()

@main
struct XcodePluginEntryPointsCheck {
    static func main() throws {
        let arguments = CommandLine.arguments
        guard arguments.count == 4 else {
            FileHandle.standardError.write(Data("usage: \(arguments[0]) <intent-metadata> <repository root> <empty work folder>\n".utf8))
            exit(2)
        }
        let tool = URL(fileURLWithPath: arguments[1])
        let repository = URL(fileURLWithPath: arguments[2])
        let work = URL(fileURLWithPath: arguments[3])
        let sample = try SampleProject(repository: repository, work: work, tool: tool)
        let checks = Checks()
        try checkBuildToolPlugin(sample, checks)
        try checkCommandPlugin(sample, checks)
        try checkGeneratePlugin(sample, checks)
        if checks.failures.isEmpty {
            print("Xcode entry points: \(checks.passed) checks passed (build tool plugin on 4 targets, check and generate from Xcode's menu)")
            exit(0)
        }
        for failure in checks.failures { print("FAIL: \(failure)") }
        print("Xcode entry points: \(checks.failures.count) of \(checks.passed + checks.failures.count) checks failed")
        exit(1)
    }

    // MARK: XcodeBuildToolPlugin

    /// The build command of each target, and what running it writes.
    static func checkBuildToolPlugin(_ sample: SampleProject, _ checks: Checks) throws {
        let plugin = IntentMetadataPlugin()

        // An app target: its Swift sources and strings tables are read, its other files are not.
        let readingList = try plugin.createBuildCommands(context: sample.context, target: sample.readingList)
        let output = sample.workDirectory.appending(path: "ReadingList.intentmetadata.json")
        let expectedInputs = sample.readingListSwiftFiles + sample.readingListTables
        checks.expect(readingList.count == 1, "ReadingList: one build command, got \(readingList.count)")
        if let command = readingList.first, case let .buildCommand(displayName, executable, arguments, environment, inputFiles, outputFiles) = command {
            checks.expect(displayName == "Extracting App Intents metadata for ReadingList", "ReadingList: display name '\(displayName ?? "nil")'")
            checks.expect(executable == sample.tool, "ReadingList: executable \(executable.path) is not the tool")
            let expectedArguments = ["extract"] + expectedInputs.map(\.plainPath)
                + ["--module", "ReadingList", "--output", output.plainPath, "--source-root", sample.root.plainPath, "--compiler-version", compilerVersion]
            checks.expect(arguments == expectedArguments, "ReadingList: arguments\n  \(arguments)\nexpected\n  \(expectedArguments)")
            checks.expect(environment.isEmpty, "ReadingList: environment \(environment)")
            checks.expect(inputFiles == expectedInputs, "ReadingList: input files \(inputFiles.map(\.plainPath))")
            checks.expect(outputFiles == [output], "ReadingList: output files \(outputFiles.map(\.plainPath))")

            // Run as Xcode would: the bundle is the committed golden bundle of the fixture, byte for byte.
            let status = try run(executable, arguments)
            checks.expect(status == 0, "ReadingList: the build command exited with \(status)")
            let golden = try Data(contentsOf: sample.repository.appending(path: "TestInputs/ReadingList/expected.json"))
            checks.expect(FileManager.default.contents(atPath: output.plainPath) == golden,
                          "ReadingList: the bundle the build command wrote differs from TestInputs/ReadingList/expected.json")
        } else {
            checks.expect(false, "ReadingList: the command is not a build command")
        }

        // A target without App Intents still gets a command, whose bundle is empty: the build system needs the
        // declared output written.
        let widgets = try plugin.createBuildCommands(context: sample.context, target: sample.widgets)
        checks.expect(widgets.count == 1, "Widgets: one build command, got \(widgets.count)")
        if let command = widgets.first, case let .buildCommand(_, executable, arguments, _, inputFiles, outputFiles) = command {
            checks.expect(inputFiles == sample.widgetsSwiftFiles, "Widgets: input files \(inputFiles.map(\.plainPath))")
            checks.expect(try run(executable, arguments) == 0, "Widgets: the build command failed")
            let bundle = outputFiles.first.map { bundleCounts(at: $0) } ?? [:]
            checks.expect(bundle["actions"] == 0 && bundle["entities"] == 0, "Widgets: the bundle is not empty: \(bundle)")
        }

        // An Objective-C target with SiriKit intents: no Swift file, so only its intent definition is read (never
        // the project's folder, which holds the other targets).
        let legacy = try plugin.createBuildCommands(context: sample.context, target: sample.legacy)
        checks.expect(legacy.count == 1, "LegacySiri: one build command, got \(legacy.count)")
        if let command = legacy.first, case let .buildCommand(_, executable, arguments, _, inputFiles, outputFiles) = command {
            let legacyOutput = sample.workDirectory.appending(path: "LegacySiri.intentmetadata.json")
            let expectedArguments = ["extract", sample.legacyDefinition.plainPath, "--module", "LegacySiri", "--output", legacyOutput.plainPath,
                                     "--source-root", sample.root.plainPath, "--compiler-version", compilerVersion]
            checks.expect(arguments == expectedArguments, "LegacySiri: arguments \(arguments)")
            checks.expect(inputFiles == [sample.legacyDefinition], "LegacySiri: input files \(inputFiles.map(\.plainPath))")
            checks.expect(outputFiles == [legacyOutput], "LegacySiri: output files \(outputFiles.map(\.plainPath))")
            checks.expect(try run(executable, arguments) == 0, "LegacySiri: the build command failed")
            let bundle = bundleCounts(at: legacyOutput)
            checks.expect(bundle["legacyIntents"] == 2, "LegacySiri: expected the 2 intents of Siri.intentdefinition, got \(bundle)")
        }

        // A target with nothing the tool reads gets no command, rather than one reading the whole project.
        let assets = try plugin.createBuildCommands(context: sample.context, target: sample.assets)
        checks.expect(assets.isEmpty, "Assets: expected no build command, got \(assets.count)")

        // Without the tool among the plugin's dependencies, the entry point says so.
        let noTool = XcodePluginContext(xcodeProject: sample.project, pluginWorkDirectoryURL: sample.workDirectory, tools: [:])
        do {
            _ = try plugin.createBuildCommands(context: noTool, target: sample.readingList)
            checks.expect(false, "a context without the tool: no error thrown")
        } catch {
            checks.expect("\(error)".contains("intent-metadata"), "a context without the tool: the error does not name it: \(error)")
        }
    }

    // MARK: XcodeCommandPlugin: check

    /// `check` from Xcode's menu: the targets it picks, what it prints, and when it fails.
    static func checkCommandPlugin(_ sample: SampleProject, _ checks: Checks) throws {
        let plugin = IntentMetadataCommand()

        // Every target with Swift sources; the one with an error fails the command after all ran.
        let all = capturingOutput { try plugin.performCommand(context: sample.context, arguments: ["check"]) }
        let summary = "intent-metadata: checked 3 targets (ReadingList, Broken, Widgets); problems in 1"
        checks.expect(all.error == summary + "\nintent-metadata found problems in target 'Broken' (exit code 1); see the diagnostics above.",
                      "check: thrown \(all.error ?? "nothing")")
        checks.expect(all.output.hasSuffix(summary + "\n"), "check: standard output does not end with the summary:\n\(all.output)")
        for diagnostic in try sample.brokenErrors {
            checks.expect(all.errors.contains(diagnostic.location) && all.errors.contains(diagnostic.identifier),
                          "check: the error \(diagnostic.location) ... \(diagnostic.identifier) of the Broken target is missing from:\n\(all.errors)")
        }

        // Xcode passes the targets chosen in its menu as '--target <name>' and no verb: that is 'check'.
        let chosen = capturingOutput { try plugin.performCommand(context: sample.context, arguments: ["--target", "ReadingList"]) }
        checks.expect(chosen.error == nil, "check --target ReadingList (as Xcode passes it): thrown \(chosen.error ?? "")")
        checks.expect(chosen.output.hasSuffix("intent-metadata: checked 1 target (ReadingList); no errors\n"),
                      "check --target ReadingList: standard output\n\(chosen.output)")
        checks.expect(!chosen.errors.contains(": error: "), "check --target ReadingList: errors printed\n\(chosen.errors)")

        // A target without Swift sources cannot be checked; the error lists those that can.
        let assets = capturingOutput { try plugin.performCommand(context: sample.context, arguments: ["check", "--target", "Assets"]) }
        checks.expect(assets.error == "No target named 'Assets' with Swift sources. Use one of: ReadingList, Broken, Widgets.",
                      "check --target Assets: thrown \(assets.error ?? "nothing")")

        let unknownVerb = capturingOutput { try plugin.performCommand(context: sample.context, arguments: ["lint"]) }
        checks.expect(unknownVerb.error?.hasPrefix("Unknown verb 'lint'.") == true, "lint: thrown \(unknownVerb.error ?? "nothing")")
    }

    // MARK: XcodeCommandPlugin: generate

    /// `generate` from Xcode's menu: the bundles it writes into the project for review.
    static func checkGeneratePlugin(_ sample: SampleProject, _ checks: Checks) throws {
        let plugin = IntentMetadataGenerate()
        let written = sample.root.appending(path: "IntentMetadata/ReadingList.intentmetadata.json")
        let golden = try Data(contentsOf: sample.repository.appending(path: "TestInputs/ReadingList/expected.json"))

        let first = capturingOutput {
            try plugin.performCommand(context: sample.context, arguments: ["--target", "ReadingList", "--target", "Widgets"])
        }
        checks.expect(first.error == nil, "generate: thrown \(first.error ?? "")")
        checks.expect(first.output == "Wrote \(written.plainPath)\nSkipped Widgets: no App Intents\n", "generate: standard output\n\(first.output)")
        checks.expect(FileManager.default.contents(atPath: written.plainPath) == golden,
                      "generate: \(written.plainPath) differs from TestInputs/ReadingList/expected.json")
        checks.expect(!FileManager.default.fileExists(atPath: sample.root.appending(path: "IntentMetadata/Widgets.intentmetadata.json").plainPath),
                      "generate: wrote a bundle for Widgets, which has no App Intents")

        let again = capturingOutput { try plugin.performCommand(context: sample.context, arguments: ["--target", "ReadingList"]) }
        checks.expect(again.output == "Unchanged \(written.plainPath)\n", "generate again: standard output\n\(again.output)")

        let broken = capturingOutput {
            try plugin.performCommand(context: sample.context, arguments: ["--target", "Broken", "--output-directory", "Review"])
        }
        checks.expect(broken.error == "intent-metadata found problems in target 'Broken' (exit code 1); see the diagnostics above.",
                      "generate --target Broken: thrown \(broken.error ?? "nothing")")
        checks.expect(!FileManager.default.fileExists(atPath: sample.root.appending(path: "Review/Broken.intentmetadata.json").plainPath),
                      "generate --target Broken: a bundle was written despite the error")
    }

    // MARK: Running

    /// Runs an executable and waits for it, its output going where this process's goes.
    static func run(_ executable: URL, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The number of entries of each list of a bundle; none when there is no bundle there.
    static func bundleCounts(at url: URL) -> [String: Int] {
        guard let data = FileManager.default.contents(atPath: url.plainPath),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [:] }
        return object.compactMapValues { ($0 as? [Any])?.count }
    }

    /// Runs `body` with this process's standard output and standard error (and so its children's) sent to files,
    /// and returns what each received and the description of the error thrown, if any.
    static func capturingOutput(_ body: () throws -> Void) -> (output: String, errors: String, error: String?) {
        let folder = FileManager.default.temporaryDirectory.appending(path: "xcode-entry-points-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputPath = folder.appending(path: "out").plainPath
        let errorsPath = folder.appending(path: "err").plainPath
        fflush(nil)
        let savedOutput = dup(1), savedErrors = dup(2)
        let outputFile = open(outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let errorsFile = open(errorsPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        dup2(outputFile, 1)
        dup2(errorsFile, 2)
        var thrown: String?
        do { try body() } catch { thrown = "\(error)" }
        fflush(nil)
        dup2(savedOutput, 1)
        dup2(savedErrors, 2)
        for descriptor in [outputFile, errorsFile, savedOutput, savedErrors] { close(descriptor) }
        let read = { (path: String) in String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self) }
        return (read(outputPath), read(errorsPath), thrown)
    }
}

/// The failures found, and how many checks passed.
final class Checks {
    private(set) var failures: [String] = []
    private(set) var passed = 0

    func expect(_ condition: Bool, _ failure: @autoclosure () -> String) {
        if condition { passed += 1 } else { failures.append(failure()) }
    }
}

/// An Xcode project in a work folder, laid out as an app's repository often is: the project beside the app's folders.
///
/// - ReadingList: the app, a copy of TestInputs/ReadingList (Swift sources, strings tables and a catalog), plus an
///   Info.plist and a Swift file copied as a resource, neither of which the tool reads.
/// - Broken: a copy of TestInputs/Broken/duplicate-identifier, whose check fails.
/// - Widgets: Swift code without App Intents.
/// - LegacySiri: an Objective-C target with TestInputs/IntentDefinitions/Siri.intentdefinition.
/// - Assets: an asset catalog and an Info.plist only.
struct SampleProject {
    let repository: URL
    let tool: URL
    let root: URL
    let workDirectory: URL
    let readingListSwiftFiles: [URL]
    let readingListTables: [URL]
    let widgetsSwiftFiles: [URL]
    let legacyDefinition: URL
    let readingList: XcodeTarget
    let broken: XcodeTarget
    let widgets: XcodeTarget
    let legacy: XcodeTarget
    let assets: XcodeTarget
    let project: XcodeProject
    let context: XcodePluginContext

    init(repository: URL, work: URL, tool: URL) throws {
        let files = FileManager.default
        self.repository = repository
        self.tool = tool
        let root = work.appending(path: "ReadingList")
        let workDirectory = work.appending(path: "PluginWork")
        self.root = root
        self.workDirectory = workDirectory
        try files.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        try files.copyItem(at: repository.appending(path: "TestInputs/ReadingList"), to: root)

        // What the app target's build phases list: sorted here, though Xcode promises only a stable order.
        let appFiles = (files.enumerator(atPath: root.plainPath)?.allObjects as? [String] ?? []).sorted().map { root.appending(path: $0) }
        readingListSwiftFiles = appFiles.filter { $0.pathExtension == "swift" }
        readingListTables = appFiles.filter { ["strings", "xcstrings"].contains($0.pathExtension) }
        let infoPlist = root.appending(path: "Info.plist")
        let template = root.appending(path: "Resources/Template.swift")
        try Data("<plist version=\"1.0\"><dict/></plist>\n".utf8).write(to: infoPlist)
        try Data("// Shown to people as an example; copied into the app, not compiled.\nstruct Template {}\n".utf8).write(to: template)
        let appInputs = readingListSwiftFiles.map { File(url: $0, type: .source) }
            + readingListTables.map { File(url: $0, type: .resource) }
            + [File(url: infoPlist, type: .unknown), File(url: template, type: .resource)]

        let brokenFile = root.appending(path: "Broken/Entities.swift")
        try files.createDirectory(at: brokenFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try files.copyItem(at: repository.appending(path: "TestInputs/Broken/duplicate-identifier/Entities.swift"), to: brokenFile)

        let widgetFile = root.appending(path: "Widgets/ShelfWidget.swift")
        try files.createDirectory(at: widgetFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("struct ShelfWidget {\n    var title = \"Shelf\"\n}\n".utf8).write(to: widgetFile)
        widgetsSwiftFiles = [widgetFile]

        legacyDefinition = root.appending(path: "LegacySiri/Intents.intentdefinition")
        let legacySource = root.appending(path: "LegacySiri/IntentHandler.m")
        try files.createDirectory(at: legacyDefinition.deletingLastPathComponent(), withIntermediateDirectories: true)
        try files.copyItem(at: repository.appending(path: "TestInputs/IntentDefinitions/Siri.intentdefinition"), to: legacyDefinition)
        try Data("#import <Intents/Intents.h>\n".utf8).write(to: legacySource)

        let catalog = root.appending(path: "Assets/Colors.xcassets")
        try files.createDirectory(at: catalog, withIntermediateDirectories: true)
        let assetsPlist = root.appending(path: "Assets/Info.plist")
        try Data("<plist version=\"1.0\"><dict/></plist>\n".utf8).write(to: assetsPlist)

        readingList = XcodeTarget(id: "T1", displayName: "ReadingList", product: XcodeProduct(name: "ReadingList", kind: .application),
                                  inputFiles: FileList(appInputs))
        broken = XcodeTarget(id: "T2", displayName: "Broken", product: XcodeProduct(name: "Broken", kind: .framework),
                             inputFiles: FileList([File(url: brokenFile, type: .source)]))
        widgets = XcodeTarget(id: "T3", displayName: "Widgets", product: XcodeProduct(name: "Widgets", kind: .other("app-extension")),
                              inputFiles: FileList([File(url: widgetFile, type: .source)]))
        legacy = XcodeTarget(id: "T4", displayName: "LegacySiri", product: XcodeProduct(name: "LegacySiri", kind: .library),
                             inputFiles: FileList([File(url: legacySource, type: .source), File(url: legacyDefinition, type: .source)]))
        assets = XcodeTarget(id: "T5", displayName: "Assets", product: nil,
                             inputFiles: FileList([File(url: catalog, type: .resource), File(url: assetsPlist, type: .unknown)]))
        let targets = [readingList, broken, widgets, legacy, assets]
        project = XcodeProject(id: "P1", displayName: "ReadingList", directoryURL: root,
                               filePaths: PathList(targets.flatMap { $0.inputFiles.map(\.url) }), targets: targets)
        let pluginTool = PathTool.tool(named: "intent-metadata", at: tool)
        context = XcodePluginContext(xcodeProject: project, pluginWorkDirectoryURL: workDirectory, tools: ["intent-metadata": pluginTool])
    }

    /// The errors TestInputs/Broken/duplicate-identifier/expected-diagnostics.txt lists, as the location
    /// (`Broken/Entities.swift:33:12: error: `) and the identifier (`[duplicate-identifier]`) `check` prints.
    var brokenErrors: [(location: String, identifier: String)] {
        get throws {
            let expected = try String(contentsOf: repository.appending(path: "TestInputs/Broken/duplicate-identifier/expected-diagnostics.txt"), encoding: .utf8)
            return expected.split(separator: "\n").filter { $0.contains(": error: ") }.map { line in
                let location = "Broken/" + line.prefix { $0 != " " } + " error: "
                let identifier = line.split(separator: " ").last.map(String.init) ?? ""
                return (location, identifier)
            }
        }
    }
}

/// Makes a `PluginContext.Tool`, whose only initializer also takes the deprecated `Path`: called through the
/// protocol's requirement, the deprecated witness gives no deprecation warning.
protocol ToolMaking {
    static func makeTool(named name: String, at url: URL) -> PluginContext.Tool
}

extension ToolMaking {
    static func tool(named name: String, at url: URL) -> PluginContext.Tool { makeTool(named: name, at: url) }
}

enum PathTool: ToolMaking {
    @available(*, deprecated, message: "PluginContext.Tool's initializer needs a Path beside the URL")
    static func makeTool(named name: String, at url: URL) -> PluginContext.Tool {
        PluginContext.Tool(name: name, path: Path(url.plainPath), url: url)
    }
}

extension URL {
    /// The file path, without percent encoding.
    var plainPath: String { path(percentEncoded: false) }
}
