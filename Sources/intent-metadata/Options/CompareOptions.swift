import IntentMetadataExtractor

/// The options of `compare`.
package struct CompareOptions: Equatable, Sendable {
    /// The output of `compare`.
    package enum Format: String, Equatable, Sendable, CaseIterable {
        /// One line per difference, for people.
        case text
        /// One JSON object, for tools.
        case json
    }

    /// The source side: a bundle, a Swift file or a source folder.
    package var sourcePath: String
    /// The built side: an app, a `Metadata.appintents` folder or Apple's `extract.actionsdata`.
    package var appPath: String
    /// The output format.
    package var format: Format = .text
    /// The module name, for sources; `nil` means the folder's name.
    package var moduleName: String?
    /// The platform, for sources.
    package var platform: ExtractionConfiguration.Platform = .iOS
    /// Custom compilation conditions, for sources.
    package var customFlags: [String] = []

    /// Creates compare options.
    package init(sourcePath: String, appPath: String, format: Format = .text) {
        self.sourcePath = sourcePath
        self.appPath = appPath
        self.format = format
    }
}

extension CompareOptions: ParsableOptions {
    init() { self.init(sourcePath: "", appPath: "") }

    static let declaration = CommandDeclaration<Self>(
        name: .compare,
        abstract: "Compares the metadata extracted from source with a built app's (Xcode's 'Metadata.appintents'); exits with 1 on any difference.",
        arguments: [
            .one("<source>", help: "A bundle ('.json'), a Swift file or a source folder.", \.sourcePath),
            .one("<app>", help: "A built app ('.app'), its 'Metadata.appintents' folder or the 'extract.actionsdata' file.", \.appPath),
        ],
        options: [
            .format(help: "text or json (default: text).", \.format),
            .value("--module", valueName: "name", help: "For sources, the module's name (default: the folder's name).", \.moduleName),
            .choice(.platformForSources, \.platform),
            .values(.defineForSources, \.customFlags),
        ]
    )

    var command: Command { .compare(self) }
}
