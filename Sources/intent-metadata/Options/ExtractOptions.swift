import IntentMetadataExtractor

/// The options of `extract`.
package struct ExtractOptions: Equatable, Sendable {
    /// The sources.
    package var source = SourceOptions()
    /// The diagnostics.
    package var diagnostics = DiagnosticOptions()
    /// Where to write the bundle; `nil` prints it to standard output.
    package var outputPath: String?
    /// Whether to write the bundle even when there are errors.
    package var keepsGoing = false
    /// The folder the bundle's source paths are relative to (`--source-root`); `nil` means the folder holding every
    /// path given.
    package var sourceRoot: String?
    /// A folder to write Apple's `Metadata.appintents/` into as well (`--apple-metadata`, experimental).
    package var appleMetadataFolder: String?
    /// Xcode's build number for the `generator` of Apple's metadata (`--xcode-version`); `nil` writes `unknown`.
    package var xcodeVersion: String?

    /// Creates extract options.
    package init(source: SourceOptions = SourceOptions(), diagnostics: DiagnosticOptions = DiagnosticOptions(), outputPath: String? = nil, keepsGoing: Bool = false) {
        self.source = source
        self.diagnostics = diagnostics
        self.outputPath = outputPath
        self.keepsGoing = keepsGoing
    }
}

extension ExtractOptions: ParsableOptions {
    init() { self.init(source: SourceOptions()) }

    static let declaration = CommandDeclaration<Self>(
        name: .extract,
        abstract: "Extracts the App Intents metadata of one module into a JSON bundle.",
        arguments: [.paths(\.source.paths)],
        options: [.value("--output", short: "-o", valueName: "file", help: "Where to write the bundle (default: standard output). Written only when its bytes change.", \.outputPath)]
            + (SourceOptions.Declared.reading + [SourceOptions.Declared.allTargets, SourceOptions.Declared.configuration]).map { $0.scoped(\.source) }
            + [
                .flag("--keep-going", help: "Write the bundle even when there are errors (the exit code is still 1).", \.keepsGoing),
                .value(
                    "--source-root", valueName: "folder",
                    help: "Make the bundle's source paths relative to this folder, such as the package or repository root, so that 'diff' annotations find the files (default: the folder holding every path given).",
                    \.sourceRoot
                ),
                .value(
                    "--apple-metadata", valueName: "folder",
                    help: "Also write Apple's 'Metadata.appintents/extract.actionsdata' (and 'version.json') into this folder, as Xcode does (experimental; refuses what it cannot write faithfully).",
                    \.appleMetadataFolder
                ),
                .value("--xcode-version", valueName: "build", help: "The Xcode build number written as the generator of Apple's metadata, such as 17E192 (default: unknown).", \.xcodeVersion),
            ]
            + DiagnosticOptions.declared.map { $0.scoped(\.diagnostics) }
    )

    func validate() throws {
        if source.allTargets {
            guard outputPath != nil else { throw CommandLineError.missingArgument("'--output <directory>' with '--all-targets'", command: .extract) }
            if source.targetName != nil { throw CommandLineError.conflictingOptions("--all-targets", "--target") }
        }
        if appleMetadataFolder != nil, source.allTargets { throw CommandLineError.conflictingOptions("--apple-metadata", "--all-targets") }
        if xcodeVersion != nil, appleMetadataFolder == nil {
            throw CommandLineError.missingArgument("'--apple-metadata <folder>' with '--xcode-version'", command: .extract)
        }
        if outputPath == nil, diagnostics.format != .text {
            throw CommandLineError.diagnosticsWouldMixWithBundle(format: diagnostics.format.rawValue, command: .extract)
        }
    }

    var command: Command { .extract(self) }
}
