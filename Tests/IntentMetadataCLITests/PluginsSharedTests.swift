import Foundation
import Testing

// SwiftPM plugins cannot share a module, so each plugin folder holds a copy of `Plugins/PluginsShared/`.
@Suite struct PluginsSharedTests {
    private static let pluginsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Plugins")

    private static let plugins = ["IntentMetadataPlugin", "IntentMetadataCommand", "IntentMetadataGenerate"]

    @Test(arguments: plugins)
    func sharedFilesAreCopiedByteForByte(_ plugin: String) throws {
        let shared = Self.pluginsDirectory.appending(path: "PluginsShared")
        let copies = Self.pluginsDirectory.appending(path: plugin).appending(path: "PluginsShared")
        let names = try FileManager.default.contentsOfDirectory(atPath: shared.path(percentEncoded: false)).sorted()
        #expect(!names.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: copies.path(percentEncoded: false)).sorted() == names)
        for name in names {
            let original = try Data(contentsOf: shared.appending(path: name))
            let copy = try Data(contentsOf: copies.appending(path: name))
            #expect(copy == original, "Plugins/\(plugin)/PluginsShared/\(name) differs from Plugins/PluginsShared/\(name); copy it again")
        }
    }
}
