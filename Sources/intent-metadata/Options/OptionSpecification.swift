import IntentMetadataExtractor

/// How one option is spelled and explained: what parsing, `--help` and near-miss suggestions read.
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

/// What a command looks like on the command line, without its options' type: what `--help` and the parser read.
/// Made from the command's `CommandDeclaration`.
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

/// The options several commands share, spelled and explained once.
extension OptionSpecification {
    static let module = OptionSpecification(
        name: "--module", valueName: "name",
        help: "The module's name (default: the name of the first folder given, else 'Module')."
    )
    static let platform = OptionSpecification(
        name: "--platform", valueName: "platform",
        help: "The platform '#if os(...)' is evaluated for: \(platformNames) (default: iOS)."
    )
    /// The platforms' names, listed.
    private static var platformNames: String {
        listed(ExtractionConfiguration.Platform.allCases.map(\.rawValue), separator: ", ")
    }

    /// `parts` joined by `separator`, by a loop: `joined(separator:)` is not specialized in the initializers of these
    /// globals, which every run makes, and its first call looks up a conformance at run time (about 180,000
    /// instructions).
    private static func listed(_ parts: [String], separator: String) -> String {
        var text = ""
        for part in parts {
            text += text.isEmpty ? part : separator + part
        }
        return text
    }
    static let compilerVersion = OptionSpecification(
        name: "--compiler-version", valueName: "version",
        help: "The Swift compiler version '#if compiler(...)' and '#if swift(...)' are evaluated with, such as 6.3 (default: \(defaultCompilerVersion), the Swift of Xcode 27)."
    )
    /// The default compiler version as written, such as `6.4`.
    private static var defaultCompilerVersion: String {
        listed(ExtractionConfiguration.defaultCompilerVersion.map { String($0) }, separator: ".")
    }
    static let define = OptionSpecification(
        name: "--define", shortName: "-D", valueName: "flag", isRepeatable: true,
        help: "A custom compilation condition that '#if' sees as set, as with swiftc -D."
    )
    static let dependency = OptionSpecification(
        name: "--dependency", valueName: "bundle", isRepeatable: true,
        help: "The bundle of a module this one imports; its entities and enums resolve."
    )
    static let dependencySources = OptionSpecification(
        name: "--dependency-sources", valueName: "[module=]path", isRepeatable: true,
        help: "A Swift file or folder of a module this one imports, read for its entities and enums only (module: the folder's name unless given)."
    )
    static let allFiles = OptionSpecification(
        name: "--all-files",
        help: "Parse every Swift file, not only those the App Intents code needs, so syntax errors anywhere are reported. The metadata is the same; it takes longer."
    )
    static let target = OptionSpecification(
        name: "--target", valueName: "name",
        help: "Read one target of the Xcode project or Swift package found at the path: its files, module name, platform, flags and strings tables. 'Project/Target' picks among targets of one name."
    )
    static let configuration = OptionSpecification(
        name: "--configuration", valueName: "name",
        help: "The build configuration whose settings apply to project targets (default: Debug)."
    )
    static let diagnosticsFormat = OptionSpecification(
        name: "--diagnostics-format", valueName: "format",
        help: "text (standard error), json, sarif or github (standard output). Default: text."
    )
    static let warningsAsErrors = OptionSpecification(name: "--warnings-as-errors", help: "Treat warnings as errors.")

    // `diff` and `compare` read sources only when a side is not a bundle, so their help says "for sources".
    static let platformForSources = OptionSpecification(
        name: "--platform", valueName: "platform", help: "For sources, the platform '#if os(...)' is evaluated for (default: iOS)."
    )
    static let defineForSources = OptionSpecification(
        name: "--define", shortName: "-D", valueName: "flag", isRepeatable: true,
        help: "For sources, a custom compilation condition that '#if' sees as set."
    )
}

extension Argument {
    /// `<paths...>`: the Swift files and folders of `extract`, `check` and `strings`.
    static func paths(_ keyPath: WritableKeyPath<Options, [String]> & Sendable) -> Self {
        list("<paths...>", help: "Swift files or folders, searched recursively; '@file' reads one path per line from file.", keyPath)
    }
}
