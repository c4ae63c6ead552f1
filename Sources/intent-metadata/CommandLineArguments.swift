import IntentMetadata
import IntentMetadataExtractor

/// The command line of `intent-metadata`, parsed into one command and its options.
///
/// Parsing does not touch the file system except to expand `@responsefile` arguments; running the command does.
///
/// ```
/// $ intent-metadata extract Sources/Books --output Books.intentmetadata.json
/// $ intent-metadata check Sources --diagnostics-format github
/// ```
package struct CommandLineArguments: Equatable, Sendable {
    /// The command to run.
    package var command: Command

    /// Creates parsed arguments from a command.
    package init(command: Command) {
        self.command = command
    }
}

/// One invocation of the tool.
package enum Command: Equatable, Sendable {
    /// Extract a bundle from source.
    case extract(ExtractOptions)
    /// Report diagnostics only.
    case check(CheckOptions)
    /// Describe a bundle, or the bundle of a source tree.
    case describe(DescribeOptions)
    /// Combine module bundles into one.
    case merge(MergeOptions)
    /// Compare two versions of a module's metadata.
    case diff(DiffOptions)
    /// Compare the metadata of sources with a built app's.
    case compare(CompareOptions)
    /// Convert an intent definition file into App Intents source.
    case convert(ConvertOptions)
    /// Write a string catalog skeleton of the keys the App Intents code uses.
    case strings(StringsOptions)
    /// List the targets of the Xcode projects and Swift packages under a folder.
    case targets(TargetsOptions)
    /// Print the help of a command, or the overview when `nil`.
    case help(Name?)
    /// Print the tool's version.
    case version

    /// The commands, as typed on the command line.
    package enum Name: String, Equatable, Sendable, CaseIterable {
        case extract, check, describe, merge, diff, compare, convert, strings, targets, help
    }
}

/// Where the sources are and how to read them: shared by `extract`, `check` and `describe`.
package struct SourceOptions: Equatable, Sendable {
    /// Files and folders to read, after response files are expanded.
    package var paths: [String] = []
    /// The module name; `nil` means the name of the first folder given.
    package var moduleName: String?
    /// The platform `#if os(...)` is evaluated for.
    package var platform: ExtractionConfiguration.Platform = .iOS
    /// Custom compilation conditions (`-D FLAG`), in the order given.
    package var customFlags: [String] = []
    /// Paths of bundles of modules this one depends on.
    package var dependencies: [String] = []
    /// `[Module=]path` values of `--dependency-sources`: sources of modules this one depends on, read for types only.
    package var dependencySources: [String] = []
    /// Whether every file is parsed (`--all-files`), not only those that can declare App Intents types.
    package var parsesEveryFile = false
    /// The project or package target to read (`--target`); its files, module, platform and flags replace the defaults.
    package var targetName: String?
    /// Whether every target is extracted (`--all-targets`, `extract` only).
    package var allTargets = false
    /// The build configuration whose settings apply (`--configuration`); `nil` means `Debug`.
    package var configuration: String?
    /// The platform given with `--platform`, which overrides a target's; `nil` when not given.
    package var explicitPlatform: ExtractionConfiguration.Platform?

    /// Creates source options.
    package init(paths: [String] = [], moduleName: String? = nil, platform: ExtractionConfiguration.Platform = .iOS, customFlags: [String] = [], dependencies: [String] = []) {
        self.paths = paths
        self.moduleName = moduleName
        self.platform = platform
        self.customFlags = customFlags
        self.dependencies = dependencies
    }
}

/// How diagnostics are printed and judged.
package struct DiagnosticOptions: Equatable, Sendable {
    /// The output format.
    package var format: Diagnostic.OutputFormat = .text
    /// Whether warnings count as errors.
    package var warningsAsErrors = false

    /// Creates diagnostic options.
    package init(format: Diagnostic.OutputFormat = .text, warningsAsErrors: Bool = false) {
        self.format = format
        self.warningsAsErrors = warningsAsErrors
    }
}

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

    /// Creates extract options.
    package init(source: SourceOptions = SourceOptions(), diagnostics: DiagnosticOptions = DiagnosticOptions(), outputPath: String? = nil, keepsGoing: Bool = false) {
        self.source = source
        self.diagnostics = diagnostics
        self.outputPath = outputPath
        self.keepsGoing = keepsGoing
    }
}

/// The options of `check`.
package struct CheckOptions: Equatable, Sendable {
    /// The sources.
    package var source = SourceOptions()
    /// The diagnostics.
    package var diagnostics = DiagnosticOptions()

    /// Creates check options.
    package init(source: SourceOptions = SourceOptions(), diagnostics: DiagnosticOptions = DiagnosticOptions()) {
        self.source = source
        self.diagnostics = diagnostics
    }
}

/// The options of `describe`.
package struct DescribeOptions: Equatable, Sendable {
    /// The output of `describe`: the runtime library's formats, not a copy of them.
    package typealias Format = DescriptionFormat

    /// A bundle (`.json`), a Swift file or a source folder.
    package var inputPath: String
    /// Only this action, when given.
    package var actionIdentifier: String?
    /// The output format.
    package var format: Format = .text
    /// Only declarations of these modules (for merged bundles); for sources, the first is the module name.
    package var moduleNames: [String] = []
    /// The platform, for sources.
    package var platform: ExtractionConfiguration.Platform = .iOS
    /// Custom compilation conditions, for sources.
    package var customFlags: [String] = []
    /// For sources: bundles (`--dependency`) and sources (`--dependency-sources`) of modules they import.
    package var dependencies: [String] = []
    package var dependencySources: [String] = []
    /// The language to describe in, such as `de` or `pt-BR`; `nil` shows the texts as written in code.
    package var locale: String?

    /// Creates describe options.
    package init(
        inputPath: String, actionIdentifier: String? = nil, format: Format = .text, moduleNames: [String] = [],
        platform: ExtractionConfiguration.Platform = .iOS, customFlags: [String] = [], locale: String? = nil
    ) {
        self.inputPath = inputPath
        self.actionIdentifier = actionIdentifier
        self.format = format
        self.moduleNames = moduleNames
        self.platform = platform
        self.customFlags = customFlags
        self.locale = locale
    }
}

/// The options of `merge`.
package struct MergeOptions: Equatable, Sendable {
    /// The bundles to combine; the first is the app's unless `moduleName` says otherwise.
    package var bundlePaths: [String] = []
    /// Where to write the merged bundle; `nil` prints it to standard output.
    package var outputPath: String?
    /// The merged bundle's module name; `nil` means the first bundle's module.
    package var moduleName: String?
    /// The diagnostics.
    package var diagnostics = DiagnosticOptions()

    /// Creates merge options.
    package init(bundlePaths: [String] = [], outputPath: String? = nil, moduleName: String? = nil, diagnostics: DiagnosticOptions = DiagnosticOptions()) {
        self.bundlePaths = bundlePaths
        self.outputPath = outputPath
        self.moduleName = moduleName
        self.diagnostics = diagnostics
    }
}

/// The options of `convert`.
package struct ConvertOptions: Equatable, Sendable {
    /// The `.intentdefinition` file to convert.
    package var definitionPath: String
    /// The folder the Swift files are written to; created when missing.
    package var outputPath: String

    /// Creates convert options.
    package init(definitionPath: String, outputPath: String) {
        self.definitionPath = definitionPath
        self.outputPath = outputPath
    }
}
