#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentMetadataExtractor
import IntentMetadata

/// Bundles read from disk for `--dependency`, `merge` and `describe`.
enum BundleFile {
    /// Loads and decodes a bundle, turning every failure into a one-line usage or I/O error.
    ///
    /// - Throws: `CommandLineError.noSuchPath`, `.unreadableFile` or `.invalidBundle`.
    static func load(_ path: String) throws -> IntentMetadataBundle {
        guard let isDirectory = SystemCall.isDirectory(at: path) else {
            throw CommandLineError.noSuchPath(path)
        }
        guard !isDirectory else {
            throw CommandLineError.unreadableFile(path, reason: "it is a folder, not a bundle")
        }
        do {
            return try IntentMetadataBundle(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CommandLineError.invalidBundle(path, reason: error.message)
        }
    }
}
