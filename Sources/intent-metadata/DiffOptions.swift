import IntentMetadata
import IntentMetadataExtractor

/// The options of `diff`.
package struct DiffOptions: Equatable, Sendable {
    /// The old side: a bundle (`.json`), a Swift file or a source folder.
    package var oldPath: String
    /// The new side, in the same forms.
    package var newPath: String
    /// The output format.
    package var format: BundleDiffFormat = .text
    /// Whether breaking changes still exit with status 0.
    package var allowsBreaking = false
    /// The module name used when a side is extracted from sources; `nil` means each side's folder name.
    package var moduleName: String?
    /// The platform, for sources.
    package var platform: ExtractionConfiguration.Platform = .iOS
    /// Custom compilation conditions, for sources.
    package var customFlags: [String] = []

    /// Creates diff options.
    package init(
        oldPath: String,
        newPath: String,
        format: BundleDiffFormat = .text,
        allowsBreaking: Bool = false,
        moduleName: String? = nil,
        platform: ExtractionConfiguration.Platform = .iOS,
        customFlags: [String] = []
    ) {
        self.oldPath = oldPath
        self.newPath = newPath
        self.format = format
        self.allowsBreaking = allowsBreaking
        self.moduleName = moduleName
        self.platform = platform
        self.customFlags = customFlags
    }

    /// Reads the options of `diff` from a parsed command line.
    ///
    /// - Throws: `CommandLineError` for a missing or extra side, or a value outside its allowed set.
    init(parsed: ParsedOptions) throws {
        let (oldPath, newPath) = try parsed.twoSides("<old>", "<new>", command: .diff)
        self.init(oldPath: oldPath, newPath: newPath)
        if let format = parsed.value(of: "--format") {
            self.format = try CommandLineArguments.choice(format, for: "--format", among: BundleDiffFormat.allCases)
        }
        allowsBreaking = parsed.isSet("--allow-breaking")
        moduleName = parsed.value(of: "--module")
        if let platform = try parsed.platform() { self.platform = platform }
        customFlags = parsed.values(of: "--define")
    }
}
