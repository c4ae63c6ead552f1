import Foundation
import PackagePlugin

/// `swift package intent-metadata check [--target X]... [tool options]`: checks targets and fails on errors.
///
/// It needs no permission flag, so CI can run it as is. Writing bundles into the package is the separate
/// `intent-metadata-generate` plugin, because a plugin that declares write permission fails without
/// `--allow-writing-to-package-directory` even when it writes nothing.
@main
struct IntentMetadataCommand: CommandPlugin {
    static let usage = "Usage: swift package intent-metadata check [--target <name>]... [--diagnostics-format text|json|sarif|github] [--warnings-as-errors]"

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: IntentMetadataInvocation.toolName).url
        try Self.perform(arguments, tool: tool, invocations: IntentMetadataInvocation.invocations(for: context.package))
    }

    static func perform(_ arguments: [String], tool: URL, invocations: [IntentMetadataInvocation]) throws {
        guard let verb = arguments.first else {
            throw PluginError(description: "Missing verb. \(usage)")
        }
        switch verb {
        case "check":
            try CommandPluginOptions(Array(arguments.dropFirst())).runCheck(tool: tool, invocations: invocations)
        case "generate":
            throw PluginError(description: "'generate' writes into the package, so it is its own plugin: run 'swift package --allow-writing-to-package-directory intent-metadata-generate'.")
        case "--help", "-h", "help":
            print(usage)
        default:
            throw PluginError.unknownVerb(verb, usage: usage)
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// Built and run on Linux against the stand-in module of TestInputs/XcodeProjectPlugin
// (Scripts/check-xcode-plugin-entry-points.sh).
extension IntentMetadataCommand: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let tool = try context.tool(named: IntentMetadataInvocation.toolName).url
        let invocations = context.xcodeProject.targets.map {
            IntentMetadataInvocation(xcodeTarget: $0, projectDirectory: context.xcodeProject.directoryURL)
        }
        // Run from Xcode's menu, the plugin gets the chosen targets as `--target <name>` and no verb: that is `check`.
        let verbless = arguments.first.map { $0.hasPrefix("-") && !["--help", "-h"].contains($0) } ?? true
        try Self.perform(verbless ? ["check"] + arguments : arguments, tool: tool, invocations: invocations.filter { !$0.swiftFiles.isEmpty })
    }
}

#endif
