import Foundation
import IntentMetadata

/// Bundles read from disk for `--dependency`, `merge` and `describe`.
enum BundleFile {
    /// Loads and decodes a bundle, turning every failure into a one-line usage or I/O error.
    ///
    /// - Throws: `CommandLineError.noSuchPath`, `.unreadableFile` or `.invalidBundle`.
    static func load(_ path: String) throws -> IntentMetadataBundle {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandLineError.noSuchPath(path)
        }
        guard !isDirectory.boolValue else {
            throw CommandLineError.unreadableFile(path, reason: "it is a folder, not a bundle")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandLineError.unreadableFile(path, reason: "permission denied or not a regular file")
        }
        // TODO(runtime): switch to `IntentMetadataBundle(contentsOf:)` once the loader lands; it adds size and depth
        // limits and typed errors, whose messages should replace this generic one.
        let bundle: IntentMetadataBundle
        do {
            bundle = try JSONDecoder().decode(IntentMetadataBundle.self, from: data)
        } catch {
            throw CommandLineError.invalidBundle(path, reason: "the JSON does not match the bundle format")
        }
        guard bundle.formatVersion <= IntentMetadataBundle.currentFormatVersion else {
            throw CommandLineError.invalidBundle(
                path,
                reason: "it has format version \(bundle.formatVersion); this tool reads up to \(IntentMetadataBundle.currentFormatVersion). Rebuild it with a matching intent-metadata"
            )
        }
        return bundle
    }
}
