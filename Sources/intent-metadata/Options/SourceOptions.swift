import IntentMetadataExtractor

/// Where the sources are and how to read them: shared by `extract`, `check` and `strings`.
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
    /// Whether every file is parsed (`--all-files`), not only those the App Intents code needs.
    package var parsesEveryFile = false
    /// The project or package target to read (`--target`); its files, module, platform and flags replace the defaults.
    package var targetName: String?
    /// Whether every target is extracted (`--all-targets`, `extract` only).
    package var allTargets = false
    /// The build configuration whose settings apply (`--configuration`); `nil` means `Debug`.
    package var configuration: String?
    /// The platform given with `--platform`, which overrides a target's; `nil` when not given.
    package var explicitPlatform: ExtractionConfiguration.Platform?
    /// The compiler version given with `--compiler-version`; `nil` means `ExtractionConfiguration.defaultCompilerVersion`.
    package var compilerVersion: [Int]?

    /// The compiler version `#if compiler(...)` is evaluated with.
    package var effectiveCompilerVersion: [Int] { compilerVersion ?? ExtractionConfiguration.defaultCompilerVersion }

    /// Creates source options.
    package init(paths: [String] = [], moduleName: String? = nil, platform: ExtractionConfiguration.Platform = .iOS, customFlags: [String] = [], dependencies: [String] = []) {
        self.paths = paths
        self.moduleName = moduleName
        self.platform = platform
        self.customFlags = customFlags
        self.dependencies = dependencies
    }

    /// The options that fill source options, for the commands that read sources to declare.
    enum Declared {
        static let module = Option<SourceOptions>.value(.module, \.moduleName)
        /// A platform given on the command line also overrides a project target's own, so it is kept apart too.
        static let platform = Option<SourceOptions>(specification: .platform) { options, values in
            options.platform = try .choice(values.last ?? "", for: OptionSpecification.platform.name)
            options.explicitPlatform = options.platform
        }
        static let define = Option<SourceOptions>.values(.define, \.customFlags)
        static let dependency = Option<SourceOptions>.values(.dependency, \.dependencies)
        static let dependencySources = Option<SourceOptions>.values(.dependencySources, \.dependencySources)
        static let allFiles = Option<SourceOptions>.flag(.allFiles, \.parsesEveryFile)
        static let compilerVersion = Option<SourceOptions>.version(.compilerVersion, \.compilerVersion)
        static let target = Option<SourceOptions>.value(.target, \.targetName)
        static let configuration = Option<SourceOptions>.value(.configuration, \.configuration)
        static let allTargets = Option<SourceOptions>.flag(
            "--all-targets",
            help: "Extract every target with Swift sources of the projects and packages found; '--output' is then a folder that gets '<Target>.intentmetadata.json' per target, and '<App>.app.intentmetadata.json' per app that embeds extensions: the app merged with them.",
            \.allTargets
        )

        /// What reads one module: its name, `#if` conditions, dependencies, file selection and project target.
        static let reading: [Option<SourceOptions>] = [module, platform, define, compilerVersion, dependency, dependencySources, allFiles, target]
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

    /// `--diagnostics-format` and `--warnings-as-errors`, for the commands that report diagnostics.
    static let declared: [Option<DiagnosticOptions>] = [.choice(.diagnosticsFormat, \.format), .flag(.warningsAsErrors, \.warningsAsErrors)]
}
