import IntentMetadata
import IntentMetadataExtractor

/// The options of `diff`.
package struct DiffOptions: Equatable, Sendable {
    /// The old side: a bundle (`.json`), a Swift file or a source folder.
    package var oldPath = ""
    /// The new side, in the same forms.
    package var newPath = ""
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

    /// Every option at its default; the command line fills them.
    package init() {}
}

extension DiffOptions: ParsableOptions {
    static let declaration = CommandDeclaration<Self>(
        name: .diff,
        abstract: "Classes each change between two versions of a module's metadata as breaking, notable or additive; exits with 1 if any is breaking.",
        arguments: [
            .one(
                "<old>",
                help: "The old version: a bundle, Apple's 'extract.actionsdata' or a built app (recognised by content), a Swift file or a source folder.",
                \.oldPath
            ),
            .one("<new>", help: "The new version, in the same forms.", \.newPath),
        ],
        options: [
            .format(help: "text, markdown (for a pull request comment), json or github (annotations). Default: text.", \.format),
            .flag("--allow-breaking", help: "Exit with 0 even when a change is breaking.", \.allowsBreaking),
            .value("--module", valueName: "name", help: "For sources, the module's name (default: the name of each side's folder).", \.moduleName),
            .choice(.platformForSources, \.platform),
            .values(.defineForSources, \.customFlags),
        ]
    )

    var command: Command { .diff(self) }
}
