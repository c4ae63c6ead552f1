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

    /// The bundle's file name: `<Target>.intentmetadata.json`, which is also its resource name in `Bundle.module`.
    var outputFileName: String { "\(targetName).intentmetadata.json" }

    /// The paths the tool reads.
    var inputPaths: [String] {
        guard swiftFiles.isEmpty, let directory else { return (swiftFiles + resourceFiles).map { $0.path(percentEncoded: false) } }
        return [directory.path(percentEncoded: false)]
    }

    /// The extensions of the non-Swift files the tool reads: `.strings`, `.xcstrings`, `.intentdefinition`.
    static let resourceExtensions: Set<String> = ["strings", "xcstrings", "intentdefinition"]

    /// `extract` writing the bundle to `output`, with diagnostics in the compiler's text format.
    func extractArguments(output: URL, dependencyBundles: [URL] = [], extraArguments: [String] = []) -> [String] {
        var arguments = ["extract"] + inputPaths
        arguments += ["--module", targetName, "--output", output.path(percentEncoded: false)]
        for bundle in dependencyBundles {
            arguments += ["--dependency", bundle.path(percentEncoded: false)]
        }
        return arguments + extraArguments
    }

    /// `check`, with the caller's options (such as `--diagnostics-format github`) passed through.
    func checkArguments(extraArguments: [String] = []) -> [String] {
        ["check"] + inputPaths + ["--module", targetName] + extraArguments
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
            inputFiles: swiftFiles + resourceFiles,
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
    func runCheck(tool: URL, invocations: [IntentMetadataInvocation]) throws {
        var failures: [PluginError] = []
        for invocation in try select(from: invocations) {
            let status = try ToolProcess.run(tool, arguments: invocation.checkArguments(extraArguments: passedThrough))
            if status != 0 { failures.append(.toolFailed(invocation.targetName, status: status)) }
        }
        if let first = failures.first {
            throw failures.count == 1 ? first : PluginError(description: failures.map(\.description).joined(separator: "\n"))
        }
    }

    /// Runs `extract` for each invocation, writing `<outputDirectory>/<Target>.intentmetadata.json` under `root`.
    func runGenerate(tool: URL, invocations: [IntentMetadataInvocation], root: URL) throws {
        let directory = root.appending(path: outputDirectory)
        var failures: [PluginError] = []
        for invocation in try select(from: invocations) {
            let output = directory.appending(path: invocation.outputFileName)
            let status = try ToolProcess.run(tool, arguments: invocation.extractArguments(output: output, extraArguments: passedThrough))
            if status != 0 {
                failures.append(.toolFailed(invocation.targetName, status: status))
            } else {
                print("Wrote \(output.path(percentEncoded: false))")
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
            return IntentMetadataInvocation(module)
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
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// Untested on Linux, where `XcodeProjectPlugin` does not exist.
extension IntentMetadataInvocation {
    /// The invocation for one Xcode target: its Swift files and its strings tables, catalogs and intent definitions.
    init(xcodeTarget target: XcodeTarget, projectDirectory: URL) {
        self.init(
            targetName: target.displayName,
            swiftFiles: target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url),
            resourceFiles: target.inputFiles.map(\.url).filter { Self.resourceExtensions.contains($0.pathExtension) },
            directory: projectDirectory
        )
    }
}
#endif
