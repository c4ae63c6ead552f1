import Foundation
import IntentMetadata
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

    /// Reads the options of `compare` from a parsed command line.
    ///
    /// - Throws: `CommandLineError` for a missing or extra side, or a value outside its allowed set.
    init(parsed: ParsedOptions) throws {
        let (sourcePath, appPath) = try parsed.twoSides("<source>", "<app>", command: .compare)
        self.init(sourcePath: sourcePath, appPath: appPath)
        if let format = parsed.value(of: "--format") {
            self.format = try CommandLineArguments.choice(format, for: "--format", among: Format.allCases)
        }
        moduleName = parsed.value(of: "--module")
        if let platform = try parsed.platform() { self.platform = platform }
        customFlags = parsed.values(of: "--define")
    }
}

extension CommandSpecification {
    static let compare = CommandSpecification(
        name: .compare,
        abstract: "Compares the metadata extracted from source with a built app's (Xcode's 'Metadata.appintents'); exits with 1 on any difference.",
        arguments: [
            (name: "<source>", help: "A bundle ('.json'), a Swift file or a source folder."),
            (name: "<app>", help: "A built app ('.app'), its 'Metadata.appintents' folder or the 'extract.actionsdata' file."),
        ],
        options: [
            OptionSpecification(name: "--format", valueName: "format", help: "text or json (default: text)."),
            OptionSpecification(name: "--module", valueName: "name", help: "For sources, the module's name (default: the folder's name)."),
            OptionSpecification(name: "--platform", valueName: "platform", help: "For sources, the platform '#if os(...)' is evaluated for (default: iOS)."),
            OptionSpecification(name: "--define", shortName: "-D", valueName: "flag", isRepeatable: true, help: "For sources, a custom compilation condition that '#if' sees as set."),
        ]
    )
}

extension Command {
    /// `compare`: load the source side and the built app, print every difference, and fail on any.
    ///
    /// ```
    /// $ intent-metadata compare Sources/Books Build/Products/Debug-iphonesimulator/Books.app
    /// action OpenShelf: opens the app: source 'true', app 'false'
    /// 1 difference: 0 only in the source, 0 only in the app, 1 fields differ
    /// ```
    static func runCompare(_ options: CompareOptions) throws -> ExitCode {
        let source: IntentMetadataBundle
        switch try MetadataInput.open(options.sourcePath) {
        case .metadata(let loaded):
            source = loaded.bundle
        case .sources:
            let sourceOptions = SourceOptions(paths: [options.sourcePath], moduleName: options.moduleName, platform: options.platform, customFlags: options.customFlags)
            let extraction = try SourceExtraction(options: sourceOptions, warningsAsErrors: false)
            printDiagnostics(extraction.diagnostics, options: DiagnosticOptions())
            if extraction.hasErrors {
                Console.printErrorLine("\(countOfErrors(in: extraction.diagnostics)) found in '\(options.sourcePath)'; fix them before comparing.")
                return .errorsFound
            }
            source = extraction.result.bundle
        }
        guard case .metadata(let app) = try MetadataInput.open(options.appPath) else {
            throw CommandLineError.unreadableFile(
                options.appPath, reason: "it holds Swift sources, not a built app. Pass the '.app', its 'Metadata.appintents' folder or the 'extract.actionsdata' file"
            )
        }
        let comparison = BundleComparison(source: source, app: app.bundle)
        Console.printOutput(options.format == .json ? comparison.renderedJSON() : comparison.renderedText())
        return comparison.hasDifferences ? .errorsFound : .success
    }
}
