#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension IntentMetadataBundle {
    /// Loads App Intents metadata from a file or a folder, recognising the format by content, with the warnings
    /// of the read.
    ///
    /// - A file: a bundle written by intent-metadata, or Apple's `extract.actionsdata` (see
    ///   ``loadMetadata(from:filePath:)``), whatever its name.
    /// - A folder: Apple's metadata of a built app. The folder may be a `Metadata.appintents` folder, an iOS app
    ///   (`X.app/Metadata.appintents`), a macOS app (`X.app/Contents/Resources/Metadata.appintents`) or its
    ///   `Contents/Resources`. The metadata of the app's extensions (`PlugIns/*.appex`, `Extensions/*.appex`) is
    ///   merged after the app's own, in name order, as `intent-metadata merge` merges bundles: the first
    ///   declaration of an identifier is kept. A later one that differs gets a warning; one that is the same
    ///   (a type compiled into the app and its extension) is dropped quietly.
    ///
    /// ```swift
    /// let loaded = try IntentMetadataBundle.loadMetadata(at: URL(fileURLWithPath: "Books.app"))
    /// print(loaded.files)   // ["Books.app/Metadata.appintents/extract.actionsdata", ...]
    /// ```
    ///
    /// - Parameter url: A file URL of a file or folder.
    /// - Returns: The metadata, its format, the files read, and the warnings.
    /// - Throws: An ``IntentMetadataError``: ``IntentMetadataError/Code/fileNotFound`` when nothing exists at the
    ///   path, ``IntentMetadataError/Code/unreadable`` when it cannot be read or is a folder without metadata, and
    ///   the codes of ``loadMetadata(from:filePath:)``.
    public static func loadMetadata(at url: URL) throws(IntentMetadataError) -> LoadedMetadata {
        guard url.isFileURL else {
            throw IntentMetadataError.notFileURL(url)
        }
        let path = url.path
        guard let isDirectory = FileSystem.isDirectory(atPath: path) else {
            throw IntentMetadataError.fileNotFound(path: path)
        }
        guard isDirectory else {
            return try loadMetadata(fromFile: path)
        }
        let files = AppleAppLayout.metadataFiles(in: path)
        guard !files.isEmpty else {
            throw IntentMetadataError.noAppleMetadata(inFolder: path)
        }
        var parts: [LoadedMetadata] = []
        for file in files {
            let part = try loadMetadata(fromFile: file)
            guard part.format == .appleActionsData else {
                throw IntentMetadataError.notAppleMetadata(path: file, inFolder: path)
            }
            parts.append(part)
        }
        return AppleAppLayout.merge(parts)
    }

    /// Reads one file through ``loadMetadata(from:filePath:)``, refusing more than ``maximumByteCount`` bytes.
    private static func loadMetadata(fromFile path: String) throws(IntentMetadataError) -> LoadedMetadata {
        let bytes: [UInt8]
        do throws(FileSystem.Failure) {
            // One byte past the limit, so that `loadMetadata(from:filePath:)` refuses a larger file unread.
            bytes = try FileSystem.readPrefix(ofFileAt: path, byteCount: maximumByteCount + 1)
        } catch {
            throw IntentMetadataError.unreadable(path: path, underlyingError: error)
        }
        return try loadMetadata(from: Data(bytes), filePath: path)
    }
}

extension IntentMetadataBundle {
    /// The Apple metadata files of a folder, the app's own first, as ``loadMetadata(at:)`` reads them; empty when
    /// the folder is not a built app or a `Metadata.appintents` folder.
    ///
    /// - Parameter folder: The folder's path.
    /// - Returns: The paths of the `extract.actionsdata` files found.
    package static func appleMetadataFiles(inFolder folder: String) -> [String] {
        AppleAppLayout.metadataFiles(in: folder)
    }
}
