// Shared by every plugin: each plugin folder reaches this folder through a symbolic link, `PluginsShared ->
// ../PluginsShared` (git keeps the link, SwiftPM follows it), since SwiftPM plugins cannot share a module.
import Foundation
import PackagePlugin

/// One target's run of the `intent-metadata` tool: which files, and with which arguments.
///
/// The plugins stay thin: they find a target's Swift files and build an argument list. Reading, checking and
/// writing JSON all happen in the tool.
struct IntentMetadataInvocation {
    /// The tool's executable name.
    static let toolName = "intent-metadata"

    /// The target's name, which is also its module's name.
    var targetName: String
    /// The target's Swift files.
    var swiftFiles: [URL]
    /// The target's strings tables, string catalogs and intent definition files, which the tool reads too.
    var resourceFiles: [URL] = []
    /// A folder to read instead when the target lists no Swift files.
    var directory: URL?
    /// The Swift files of the source modules the target depends on (recursively), by module name: read for their
    /// entities and enums only, so that a parameter typed with another module's type resolves.
    var dependencySources: [String: [URL]] = [:]
    /// The package's or project's folder: the bundle's source paths are relative to it, so that `diff` of two bundles
    /// gives paths a pull-request annotation can place.
    var sourceRoot: URL?

    /// The version of the Swift compiler that builds this plugin, which is the one that builds the package or project:
    /// the tool evaluates `#if compiler(...)` with it (`--compiler-version`), as the build will.
    static var compilerVersion: String {
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
    }

    /// `--compiler-version` with the plugin's compiler, unless the arguments already name a version.
    static func compilerVersionArguments(unless extraArguments: [String]) -> [String] {
        extraArguments.contains { $0 == "--compiler-version" || $0.hasPrefix("--compiler-version=") } ? [] : ["--compiler-version", compilerVersion]
    }

    /// The bundle's file name: `<Target>.intentmetadata.json`, which is also its resource name in `Bundle.module`.
    var outputFileName: String { "\(targetName).intentmetadata.json" }

    /// The paths the tool reads.
    var inputPaths: [String] {
        guard swiftFiles.isEmpty, let directory else { return (swiftFiles + resourceFiles).map { $0.path(percentEncoded: false) } }
        return [directory.path(percentEncoded: false)]
    }

    /// The extensions of the non-Swift files the tool reads: `.strings`, `.xcstrings`, `.intentdefinition`.
    static let resourceExtensions: Set<String> = ["strings", "xcstrings", "intentdefinition"]

    /// `--dependency-sources Module=file` for every file of every dependency, in a stable order.
    var dependencyArguments: [String] {
        dependencySources.keys.sorted().flatMap { module in
            (dependencySources[module] ?? []).flatMap { ["--dependency-sources", "\(module)=\($0.path(percentEncoded: false))"] }
        }
    }

    /// `extract` writing the bundle to `output`, with diagnostics in the compiler's text format.
    func extractArguments(output: URL, dependencyBundles: [URL] = [], extraArguments: [String] = []) -> [String] {
        var arguments = ["extract"] + inputPaths
        arguments += ["--module", targetName, "--output", output.path(percentEncoded: false)]
        for bundle in dependencyBundles {
            arguments += ["--dependency", bundle.path(percentEncoded: false)]
        }
        if let sourceRoot { arguments += ["--source-root", sourceRoot.path(percentEncoded: false)] }
        return arguments + Self.compilerVersionArguments(unless: extraArguments) + dependencyArguments + extraArguments
    }

    /// `check`, with the caller's options (such as `--diagnostics-format github`) passed through.
    func checkArguments(extraArguments: [String] = []) -> [String] {
        ["check"] + inputPaths + ["--module", targetName] + Self.compilerVersionArguments(unless: extraArguments) + dependencyArguments + extraArguments
    }

    /// The build command that keeps `<Target>.intentmetadata.json` up to date in the plugin work directory.
    ///
    /// SwiftPM copies a non-Swift output of a build command into the target's resources, so the bundle is reachable
    /// through `Bundle.module`. Every Swift file and strings table is an input, so editing any of them re-runs the tool; the tool
    /// always writes this declared output (an empty bundle for a target without intents), since a declared output
    /// that is never written makes the build system run the command on every build.
    func buildCommand(tool: URL, workDirectory: URL) -> Command {
        let output = workDirectory.appending(path: outputFileName)
        return .buildCommand(
            displayName: "Extracting App Intents metadata for \(targetName)",
            executable: tool,
            arguments: extractArguments(output: output),
            inputFiles: swiftFiles + resourceFiles + dependencySources.keys.sorted().flatMap { dependencySources[$0] ?? [] },
            outputFiles: [output]
        )
    }
}

/// A problem the plugins report: a sentence naming the target or option, ending with the fix.
struct PluginError: Error, CustomStringConvertible {
    /// The sentence.
    var description: String

    static func unknownTarget(_ name: String, available: [String]) -> PluginError {
        PluginError(description: "No target named '\(name)' with Swift sources. Use one of: \(available.joined(separator: ", ")).")
    }

    static func toolFailed(_ targetName: String, status: Int32) -> PluginError {
        PluginError(description: "intent-metadata found problems in target '\(targetName)' (exit code \(status)); see the diagnostics above.")
    }

    static func unknownVerb(_ verb: String, usage: String) -> PluginError {
        PluginError(description: "Unknown verb '\(verb)'. \(usage)")
    }
}

/// Runs the tool from a command plugin, passing its output through.
enum ToolProcess {
    /// Runs the tool and waits for it.
    ///
    /// - Returns: the tool's exit status.
    static func run(_ tool: URL, arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Runs the tool with its standard output and standard error collected apart, and waits for it.
    ///
    /// SwiftPM prints whatever a command plugin or its child writes to either stream on its own standard output,
    /// so a document meant for a machine must not share the streams with anything else.
    ///
    /// - Returns: the exit status and what the tool wrote to each stream.
    static func runCollectingOutput(_ tool: URL, arguments: [String]) throws -> (status: Int32, output: Data, errors: Data) {
        // Files, not pipes: a pipe's buffer fills up and blocks a tool with much to say before it exits.
        let base = FileManager.default.temporaryDirectory.appending(path: "intent-metadata-\(UUID().uuidString)")
        let outputURL = base.appendingPathExtension("out")
        let errorsURL = base.appendingPathExtension("err")
        defer {
            try? FileManager.default.removeItem(at: outputURL)
            try? FileManager.default.removeItem(at: errorsURL)
        }
        _ = FileManager.default.createFile(atPath: outputURL.path(percentEncoded: false), contents: nil)
        _ = FileManager.default.createFile(atPath: errorsURL.path(percentEncoded: false), contents: nil)
        let output = try FileHandle(forWritingTo: outputURL)
        let errors = try FileHandle(forWritingTo: errorsURL)
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        try output.close()
        try errors.close()
        return (process.terminationStatus, try Data(contentsOf: outputURL), try Data(contentsOf: errorsURL))
    }
}

/// What the `generate` plugin needs to know of a bundle it wrote.
enum GeneratedBundle {
    /// Whether the bundle declares anything: an action, entity, enum, query, App Shortcut, package or legacy intent.
    static func hasAppIntents(_ data: Data) -> Bool {
        guard let bundle = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return true }
        for key in ["actions", "entities", "enums", "queries", "packages", "legacyIntents"] {
            if let list = bundle[key] as? [Any], !list.isEmpty { return true }
        }
        if let shortcuts = bundle["shortcuts"] as? [String: Any], let items = shortcuts["items"] as? [Any], !items.isEmpty { return true }
        return false
    }
}

/// One JSON or SARIF document for the diagnostics of several targets, so that `check` prints a single document
/// whatever the number of targets: JSON records gain a `target` key; SARIF runs are kept one per target, each
/// naming its target in `automationDetails.id` and every result naming it in `properties.target`.
enum MachineReadableDiagnostics {
    /// The format the tool is asked for, `json` or `sarif`, if the arguments name one of those.
    static func format(in arguments: [String]) -> String? {
        var format: String?
        for (index, argument) in arguments.enumerated() {
            if argument == "--diagnostics-format", index + 1 < arguments.count { format = arguments[index + 1] }
            if argument.hasPrefix("--diagnostics-format=") { format = String(argument.dropFirst("--diagnostics-format=".count)) }
        }
        return format == "json" || format == "sarif" ? format : nil
    }

    /// Merges each target's document into one, in the order given.
    static func merge(_ documents: [(target: String, output: Data)], format: String) throws -> Data {
        if format == "json" {
            var records: [Any] = []
            for (target, output) in documents {
                for case var record as [String: Any] in try array(output, target: target) {
                    record["target"] = target
                    records.append(record)
                }
            }
            return try JSONSerialization.data(withJSONObject: records, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        }
        var log: [String: Any] = ["version": "2.1.0", "$schema": "https://json.schemastore.org/sarif-2.1.0.json"]
        var runs: [Any] = []
        for (target, output) in documents {
            guard let document = try JSONSerialization.jsonObject(with: output) as? [String: Any], let targetRuns = document["runs"] as? [[String: Any]] else {
                throw PluginError(description: "intent-metadata printed no SARIF log for target '\(target)'.")
            }
            for var run in targetRuns {
                run["automationDetails"] = ["id": "\(target)/"]
                if let results = run["results"] as? [[String: Any]] {
                    run["results"] = results.map { result in
                        var result = result
                        var properties = result["properties"] as? [String: Any] ?? [:]
                        properties["target"] = target
                        result["properties"] = properties
                        return result
                    }
                }
                runs.append(run)
            }
        }
        log["runs"] = runs
        return try JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }

    private static func array(_ output: Data, target: String) throws -> [Any] {
        guard let records = try JSONSerialization.jsonObject(with: output) as? [Any] else {
            throw PluginError(description: "intent-metadata printed no JSON array of diagnostics for target '\(target)'.")
        }
        return records
    }
}

/// The options a command plugin takes: `--target X` (repeatable), and the rest passed through to the tool.
struct CommandPluginOptions {
    /// The targets asked for; empty means all.
    var targetNames: [String] = []
    /// Where `generate` writes, relative to the package or project folder.
    var outputDirectory = "IntentMetadata"
    /// Arguments passed to the tool as they are.
    var passedThrough: [String] = []

    init(_ arguments: [String]) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--target" || argument == "--output-directory", index < arguments.count {
                if argument == "--target" { targetNames.append(arguments[index]) } else { outputDirectory = arguments[index] }
                index += 1
            } else if argument.hasPrefix("--target=") {
                targetNames.append(String(argument.dropFirst("--target=".count)))
            } else if argument.hasPrefix("--output-directory=") {
                outputDirectory = String(argument.dropFirst("--output-directory=".count))
            } else {
                passedThrough.append(argument)
            }
        }
    }

    /// The invocations to run: the named ones, in the order named, or all of them.
    func select(from all: [IntentMetadataInvocation]) throws -> [IntentMetadataInvocation] {
        guard !targetNames.isEmpty else { return all }
        return try targetNames.map { name in
            guard let invocation = all.first(where: { $0.targetName == name }) else {
                throw PluginError.unknownTarget(name, available: all.map(\.targetName))
            }
            return invocation
        }
    }

    /// Runs `check` for each invocation, and fails after all ran if any had errors.
    ///
    /// Text and GitHub output pass through as the tool prints them. JSON and SARIF are collected and printed as one
    /// document on standard output, so a run over several targets is still one parseable file. A one-line summary
    /// of what was checked goes to standard error.
    func runCheck(tool: URL, invocations: [IntentMetadataInvocation]) throws {
        var failures: [PluginError] = []
        let selected = try select(from: invocations)
        let format = MachineReadableDiagnostics.format(in: passedThrough)
        var documents: [(target: String, output: Data)] = []
        for invocation in selected {
            let arguments = invocation.checkArguments(extraArguments: passedThrough)
            let status: Int32
            if format != nil {
                let run = try ToolProcess.runCollectingOutput(tool, arguments: arguments)
                status = run.status
                // What the tool says to people ('error: 2 errors found.', or why it could not run) goes through
                // SwiftPM's diagnostics, which reach standard error, never into the document.
                for line in String(decoding: run.errors, as: UTF8.self).split(separator: "\n") where !line.isEmpty {
                    Diagnostics.remark("\(invocation.targetName): \(line)")
                }
                // Exit code 2 is a usage or I/O problem: the tool printed no document.
                if status != 2 { documents.append((invocation.targetName, run.output)) }
            } else {
                status = try ToolProcess.run(tool, arguments: arguments)
            }
            if status != 0 { failures.append(.toolFailed(invocation.targetName, status: status)) }
        }
        if let format {
            let document = try MachineReadableDiagnostics.merge(documents, format: format)
            print(String(decoding: document, as: UTF8.self))
        }
        let names = selected.map(\.targetName).joined(separator: ", ")
        let outcome = failures.isEmpty ? "no errors" : "problems in \(failures.count)"
        let summary = "intent-metadata: checked \(selected.count) target\(selected.count == 1 ? "" : "s") (\(names)); \(outcome)"
        // SwiftPM shows a command plugin's own standard error on its standard output, so with a document there the
        // summary travels in the failure's message (which SwiftPM prints on standard error) or is left out.
        if format == nil { print(summary) }
        if !failures.isEmpty {
            throw PluginError(description: ([summary] + failures.map(\.description)).joined(separator: "\n"))
        }
    }

    /// Runs `extract` for each invocation, writing `<outputDirectory>/<Target>.intentmetadata.json` under `root`.
    func runGenerate(tool: URL, invocations: [IntentMetadataInvocation], root: URL) throws {
        let directory = root.appending(path: outputDirectory)
        var failures: [PluginError] = []
        for invocation in try select(from: invocations) {
            let output = directory.appending(path: invocation.outputFileName)
            let path = output.path(percentEncoded: false)
            let before = FileManager.default.contents(atPath: path)
            let status = try ToolProcess.run(tool, arguments: invocation.extractArguments(output: output, extraArguments: passedThrough))
            if status != 0 {
                failures.append(.toolFailed(invocation.targetName, status: status))
                continue
            }
            let after = FileManager.default.contents(atPath: path)
            if before == nil, let after, !GeneratedBundle.hasAppIntents(after) {
                // A target without App Intents gets no file to review (the build plugin still writes its empty bundle,
                // which SwiftPM needs); a file already there is kept up to date, so losing every intent shows in review.
                try? FileManager.default.removeItem(atPath: path)
                print("Skipped \(invocation.targetName): no App Intents")
            } else if before == after {
                print("Unchanged \(path)")
            } else {
                print("Wrote \(path)")
            }
        }
        if let first = failures.first {
            throw failures.count == 1 ? first : PluginError(description: failures.map(\.description).joined(separator: "\n"))
        }
    }
}

extension IntentMetadataInvocation {
    /// The invocations for every Swift source module of a package, tests and snippets excluded.
    static func invocations(for package: Package) -> [IntentMetadataInvocation] {
        package.targets.compactMap { target -> IntentMetadataInvocation? in
            guard let module = target as? SwiftSourceModuleTarget else { return nil }
            switch module.kind {
            case .generic, .executable: break
            default: return nil
            }
            var invocation = IntentMetadataInvocation(module)
            invocation.sourceRoot = package.directoryURL
            return invocation
        }
    }

    /// The invocation for one SwiftPM source module.
    init(_ module: SourceModuleTarget) {
        self.init(
            targetName: module.name,
            swiftFiles: module.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path },
            resourceFiles: module.sourceFiles.map(\.url).filter { Self.resourceExtensions.contains($0.pathExtension) }.sorted { $0.path < $1.path },
            // `directoryURL` needs tools version 6.1 and `directory` is deprecated; a target has at least one file.
            directory: module.sourceFiles.first { _ in true }?.url.deletingLastPathComponent()
        )
        for case let dependency as SourceModuleTarget in module.recursiveTargetDependencies {
            let files = dependency.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
            if !files.isEmpty { dependencySources[dependency.moduleName, default: []] += files }
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// Built and run on Linux against the stand-in module of TestInputs/XcodeProjectPlugin
// (Scripts/check-xcode-plugin-entry-points.sh).
extension IntentMetadataInvocation {
    /// The invocation for one Xcode target: its Swift files and its strings tables, catalogs and intent definitions.
    ///
    /// An Xcode target has no folder of its own, so there is no folder to read instead when it lists no Swift file:
    /// the project's folder holds the other targets too.
    init(xcodeTarget target: XcodeTarget, projectDirectory: URL) {
        self.init(
            targetName: target.displayName,
            swiftFiles: target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url),
            resourceFiles: target.inputFiles.map(\.url).filter { Self.resourceExtensions.contains($0.pathExtension) }
        )
        sourceRoot = projectDirectory
    }
}
#endif
