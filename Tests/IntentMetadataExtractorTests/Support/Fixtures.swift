import Foundation
import IntentMetadataExtractor

/// Finds and reads the `TestInputs` fixtures.
enum Fixtures {
    /// The repository's `TestInputs` folder, found from this file's path.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TestInputs")

    static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// The `.swift` files below a fixture folder, with paths relative to it, sorted.
    static func sourceFiles(in relativePath: String) throws -> [SourceFile] {
        try files(withExtension: "swift", in: relativePath)
    }

    /// The `.intentdefinition` files below a fixture folder, with paths relative to it, sorted.
    static func intentDefinitionFiles(in relativePath: String) throws -> [SourceFile] {
        try files(withExtension: "intentdefinition", in: relativePath)
    }

    /// A fixture file, with its path relative to `TestInputs`.
    static func file(_ relativePath: String) throws -> SourceFile {
        SourceFile(path: relativePath, bytes: Array(try Data(contentsOf: url(relativePath))))
    }

    private static func files(withExtension pathExtension: String, in relativePath: String) throws -> [SourceFile] {
        let base = url(relativePath)
        let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
        var files: [SourceFile] = []
        while let item = enumerator?.nextObject() as? URL {
            guard item.pathExtension == pathExtension else { continue }
            let relative = String(item.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count + 1))
            files.append(SourceFile(path: relative, bytes: Array(try Data(contentsOf: item))))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The strings tables (`*.lproj/*.strings`) and string catalogs (`*.xcstrings`) below a fixture folder, with
    /// paths relative to it, sorted.
    static func resourceFiles(in relativePath: String) throws -> [SourceFile] {
        let base = url(relativePath)
        let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
        var files: [SourceFile] = []
        while let item = enumerator?.nextObject() as? URL {
            let relative = String(item.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count + 1))
            guard LocalizationResources.isResourcePath(relative) else { continue }
            files.append(SourceFile(path: relative, bytes: Array(try Data(contentsOf: item))))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The names of the folders in `TestInputs/Broken`.
    static func brokenCases() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url("Broken").path)
            .filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }
            .sorted()
    }

    /// Whether expected files should be rewritten instead of compared (`INTENT_METADATA_RECORD=1`).
    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["INTENT_METADATA_RECORD"] == "1"
    }
}
