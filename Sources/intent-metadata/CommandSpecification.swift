import IntentMetadata
import IntentMetadataExtractor

/// One option a command accepts: the single source for both parsing and `--help`.
struct OptionSpecification: Sendable {
    /// The long name with its dashes, such as `--output`.
    var name: String
    /// The short name with its dash, such as `-o` or `-D`.
    var shortName: String?
    /// The value's placeholder, such as `file`; `nil` for a flag.
    var valueName: String?
    /// Whether the option may be given more than once.
    var isRepeatable = false
    /// One line of help.
    var help: String

    var takesValue: Bool { valueName != nil }
}

/// What a command looks like on the command line.
struct CommandSpecification: Sendable {
    /// The command.
    var name: Command.Name
    /// One sentence saying what it does.
    var abstract: String
    /// The positional arguments, as `(placeholder, help)`.
    var arguments: [(name: String, help: String)]
    /// The options, `--help` excluded (every command has it).
    var options: [OptionSpecification]

    func option(named text: String) -> OptionSpecification? {
        options.first { $0.name == text || $0.shortName == text }
    }

    /// Every spelling of every option, for near-miss suggestions.
    var optionSpellings: [String] {
        options.flatMap { [$0.name] + ($0.shortName.map { [$0] } ?? []) } + ["--help", "-h"]
    }
}

extension CommandSpecification {
    static let platformValues = ExtractionConfiguration.Platform.allCases.map(\.rawValue)
    static let diagnosticsFormatValues = Diagnostic.OutputFormat.allCases.map(\.rawValue)
    static let describeFormatValues = DescriptionFormat.allCases.map(\.rawValue)
    /// Every command but `help`, as a sentence's list: generated, so a new command cannot be left out.
    static let commandNames: String = {
        let names = Command.Name.allCases.filter { $0 != .help }.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }()

    private static let moduleOption = OptionSpecification(
        name: "--module", valueName: "name",
        help: "The module's name (default: the name of the first folder given, else 'Module')."
    )
    private static let platformOption = OptionSpecification(
        name: "--platform", valueName: "platform",
        help: "The platform '#if os(...)' is evaluated for: \(platformValues.joined(separator: ", ")) (default: iOS)."
    )
    private static let flagOption = OptionSpecification(
        name: "--define", shortName: "-D", valueName: "flag", isRepeatable: true,
        help: "A custom compilation condition that '#if' sees as set, as with swiftc -D."
    )
    private static let dependencyOption = OptionSpecification(
        name: "--dependency", valueName: "bundle", isRepeatable: true,
        help: "The bundle of a module this one imports; its entities and enums resolve."
    )
    private static let dependencySourcesOption = OptionSpecification(
        name: "--dependency-sources", valueName: "[module=]path", isRepeatable: true,
        help: "A Swift file or folder of a module this one imports, read for its entities and enums only (module: the folder's name unless given)."
    )
    private static let diagnosticsFormatOption = OptionSpecification(
        name: "--diagnostics-format", valueName: "format",
        help: "text (standard error), json, sarif or github (standard output). Default: text."
    )
    private static let warningsAsErrorsOption = OptionSpecification(
        name: "--warnings-as-errors",
        help: "Treat warnings as errors."
    )
    private static let allFilesOption = OptionSpecification(
        name: "--all-files",
        help: "Parse every Swift file, not only those that can declare App Intents types, so syntax errors anywhere are reported. The metadata is the same; it takes longer."
    )
    static let targetOption = OptionSpecification(
        name: "--target", valueName: "name",
        help: "Read one target of the Xcode project or Swift package found at the path: its files, module name, platform, flags and strings tables. 'Project/Target' picks among targets of one name."
    )
    static let configurationOption = OptionSpecification(
        name: "--configuration", valueName: "name",
        help: "The build configuration whose settings apply to project targets (default: Debug)."
    )
    private static let pathsArgument = (
        name: "<paths...>",
        help: "Swift files or folders, searched recursively; '@file' reads one path per line from file."
    )

    static let extract = CommandSpecification(
        name: .extract,
        abstract: "Extracts the App Intents metadata of one module into a JSON bundle.",
        arguments: [pathsArgument],
        options: [
            OptionSpecification(name: "--output", shortName: "-o", valueName: "file", help: "Where to write the bundle (default: standard output). Written only when its bytes change."),
            moduleOption, platformOption, flagOption, dependencyOption, dependencySourcesOption, allFilesOption, targetOption,
            OptionSpecification(
                name: "--all-targets",
                help: "Extract every target with Swift sources of the projects and packages found; '--output' is then a folder that gets '<Target>.intentmetadata.json' per target."
            ),
            configurationOption,
            OptionSpecification(name: "--keep-going", help: "Write the bundle even when there are errors (the exit code is still 1)."),
            OptionSpecification(
                name: "--source-root", valueName: "folder",
                help: "Make the bundle's source paths relative to this folder, such as the package or repository root, so that 'diff' annotations find the files (default: the folder holding every path given)."
            ),
            diagnosticsFormatOption, warningsAsErrorsOption,
        ]
    )

    static let check = CommandSpecification(
        name: .check,
        abstract: "Checks sources against the App Intents rules and prints diagnostics only; for CI.",
        arguments: [pathsArgument],
        options: [
            moduleOption, platformOption, flagOption, dependencyOption, dependencySourcesOption, allFilesOption, targetOption, configurationOption, diagnosticsFormatOption,
            warningsAsErrorsOption,
        ]
    )

    static let describe = CommandSpecification(
        name: .describe,
        abstract: "Describes the actions, entities and enums of a bundle, or of a source tree.",
        arguments: [(name: "<input>", help: "A bundle, Apple's 'extract.actionsdata', a built app ('.app') or its 'Metadata.appintents' folder (recognised by content), a Swift file, a source folder, or a Swift package or Xcode project, read target by target and merged.")],
        options: [
            OptionSpecification(name: "--action", valueName: "identifier", help: "Describe only this action."),
            OptionSpecification(name: "--format", valueName: "format", help: "\(describeFormatValues.joined(separator: ", ")) (default: text)."),
            OptionSpecification(
                name: "--module", valueName: "name", isRepeatable: true,
                help: "Describe only this module's declarations (repeatable); for sources, the module's name."
            ),
            platformOption, flagOption, dependencyOption, dependencySourcesOption,
            OptionSpecification(
                name: "--locale", valueName: "locale",
                help: "Describe in this language (such as de or pt-BR), falling back to its language, the source language, the default value, then the key."
            ),
        ]
    )

    static let strings = CommandSpecification(
        name: .strings,
        abstract: "Writes an '.xcstrings' skeleton of every key the App Intents code uses, for translators.",
        arguments: [pathsArgument],
        options: [
            OptionSpecification(
                name: "--output", shortName: "-o", valueName: "path",
                help: "A '.xcstrings' file for one table, or a folder that gets one '<Table>.xcstrings' per table (default: standard output)."
            ),
            OptionSpecification(name: "--table", valueName: "name", isRepeatable: true, help: "Only this table, such as Localizable or AppShortcuts (repeatable)."),
            moduleOption, platformOption, flagOption,
        ]
    )

    static let merge = CommandSpecification(
        name: .merge,
        abstract: "Combines the bundles of an app's modules into one, diagnosing conflicting identifiers.",
        arguments: [(name: "<bundles...>", help: "Module bundles; '@file' reads one path per line from file.")],
        options: [
            OptionSpecification(name: "--output", shortName: "-o", valueName: "file", help: "Where to write the merged bundle (default: standard output)."),
            OptionSpecification(name: "--module", valueName: "name", help: "The merged bundle's module (default: the first bundle's)."),
            diagnosticsFormatOption, warningsAsErrorsOption,
        ]
    )

    static let convert = CommandSpecification(
        name: .convert,
        abstract: "Converts the SiriKit intents of an intent definition file into App Intents source to keep.",
        arguments: [(name: "<definition>", help: "An Xcode intent definition file ('.intentdefinition').")],
        options: [
            OptionSpecification(
                name: "--output", shortName: "-o", valueName: "directory",
                help: "The folder to write the Swift files to; created when missing. Files are replaced only when their bytes change."
            ),
        ]
    )

    static let help = CommandSpecification(
        name: .help,
        abstract: "Shows the help of a command.",
        arguments: [(name: "<command>", help: commandNames + ".")],
        options: []
    )

    static func specification(for name: Command.Name) -> CommandSpecification {
        switch name {
        case .extract: extract
        case .check: check
        case .describe: describe
        case .merge: merge
        case .diff: diff
        case .compare: compare
        case .convert: convert
        case .strings: strings
        case .targets: targets
        case .help: help
        }
    }
}
