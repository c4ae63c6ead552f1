/// The App Intents metadata read from a file or a folder, with what was read and what could not be represented.
///
/// Made by ``IntentMetadataBundle/loadMetadata(at:)`` and ``IntentMetadataBundle/loadMetadata(from:filePath:)``,
/// which recognise the format by content, not by file name:
///
/// ```swift
/// let loaded = try IntentMetadataBundle.loadMetadata(at: URL(fileURLWithPath: "Build/Products/Debug-iphoneos/Books.app"))
/// for warning in loaded.warnings { print(warning) }
/// print(loaded.bundle.describe(format: .text))
/// ```
public struct LoadedMetadata: Sendable, Hashable {
    /// The format a file was written in.
    public enum Format: String, Sendable, Hashable {
        /// A bundle written by intent-metadata (it has a `formatVersion`).
        case bundle
        /// Apple's `Metadata.appintents/extract.actionsdata`, written by Xcode's `appintentsmetadataprocessor`.
        case appleActionsData
    }

    /// The metadata, in this package's model.
    public var bundle: IntentMetadataBundle
    /// The format of the files read.
    public var format: Format
    /// The files read, in the order they were merged: an app's own metadata first, then its extensions'.
    public var files: [String]
    /// What was read but could not be represented exactly; empty for a bundle written by intent-metadata.
    public var warnings: [LoadingWarning]

    /// Creates loaded metadata.
    public init(bundle: IntentMetadataBundle, format: Format, files: [String], warnings: [LoadingWarning] = []) {
        self.bundle = bundle
        self.format = format
        self.files = files
        self.warnings = warnings
    }
}
