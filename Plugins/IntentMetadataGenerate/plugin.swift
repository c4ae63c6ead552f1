import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory intent-metadata-generate [--target X]... [--output-directory D]`:
/// writes `<D>/<Target>.intentmetadata.json` (default `IntentMetadata/`) into the package for review.
///
/// The bundles go to their own folder rather than into the targets' folders: there SwiftPM would see them as
/// unhandled files, and beside the build plugin's resource of the same name they would clash.
@main
struct IntentMetadataGenerate: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: IntentMetadataInvocation.toolName).url
        try CommandPluginOptions(arguments).runGenerate(
            tool: tool,
            invocations: IntentMetadataInvocation.invocations(for: context.package),
            root: context.package.directoryURL
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// Built and run on Linux against the stand-in module of TestInputs/XcodeProjectPlugin
// (Scripts/check-xcode-plugin-entry-points.sh).
extension IntentMetadataGenerate: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let tool = try context.tool(named: IntentMetadataInvocation.toolName).url
        let invocations = context.xcodeProject.targets.map {
            IntentMetadataInvocation(xcodeTarget: $0, projectDirectory: context.xcodeProject.directoryURL)
        }
        try CommandPluginOptions(arguments).runGenerate(
            tool: tool,
            invocations: invocations.filter { !$0.swiftFiles.isEmpty },
            root: context.xcodeProject.directoryURL
        )
    }
}
#endif
