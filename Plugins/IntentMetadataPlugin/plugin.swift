import Foundation
import PackagePlugin

/// Extracts `<Target>.intentmetadata.json` for a target at build time; the bundle becomes a resource of the target.
@main
struct IntentMetadataPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else {
            throw PluginError(description: "The intent-metadata plugin applies to source targets; '\(target.name)' is not one. Remove the plugin from it.")
        }
        // Dependencies are passed as sources (`--dependency-sources`), not bundles: SwiftPM tells a plugin neither
        // whether a dependency target applies this plugin nor where its work directory is, but it does list every
        // dependency's files, which are inputs of the command so that editing them re-runs it.
        var invocation = IntentMetadataInvocation(module)
        invocation.sourceRoot = context.package.directoryURL
        return [
            invocation.buildCommand(
                tool: try context.tool(named: IntentMetadataInvocation.toolName).url,
                workDirectory: context.pluginWorkDirectoryURL
            ),
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// Built and run on Linux against the stand-in module of TestInputs/XcodeProjectPlugin
// (Scripts/check-xcode-plugin-entry-points.sh); it reuses the SwiftPM entry point's code.
extension IntentMetadataPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let invocation = IntentMetadataInvocation(xcodeTarget: target, projectDirectory: context.xcodeProject.directoryURL)
        // A target with no Swift file, strings table or intent definition (an asset catalog, say) has nothing to read.
        guard !invocation.inputPaths.isEmpty else { return [] }
        return [
            invocation.buildCommand(
                tool: try context.tool(named: IntentMetadataInvocation.toolName).url,
                workDirectory: context.pluginWorkDirectoryURL
            ),
        ]
    }
}

#endif
