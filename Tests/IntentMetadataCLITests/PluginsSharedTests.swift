import Foundation
import Testing

// SwiftPM plugins cannot share a module, so each plugin folder links to `Plugins/PluginsShared/`.
@Suite struct PluginsSharedTests {
    private static let pluginsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Plugins")

    private static let plugins = ["IntentMetadataPlugin", "IntentMetadataCommand", "IntentMetadataGenerate"]

    /// A copy would drift; a link cannot. Each plugin's `PluginsShared` is a relative link to the one shared folder.
    @Test(arguments: plugins)
    func sharedFolderIsALinkToTheOneCopy(_ plugin: String) throws {
        let link = Self.pluginsDirectory.appending(path: plugin).appending(path: "PluginsShared").path(percentEncoded: false)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../PluginsShared")
        let shared = Self.pluginsDirectory.appending(path: "PluginsShared").path(percentEncoded: false)
        #expect(try FileManager.default.contentsOfDirectory(atPath: link).sorted() == FileManager.default.contentsOfDirectory(atPath: shared).sorted())
    }
}
