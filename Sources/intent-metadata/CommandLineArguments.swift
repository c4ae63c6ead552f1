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

extension Command.Name {
    /// The options type that declares the command: its parsing, help and suggestions. `nil` for `help`, whose one
    /// argument is a command's name.
    var optionsType: (any ParsableOptions.Type)? {
        switch self {
        case .extract: ExtractOptions.self
        case .check: CheckOptions.self
        case .describe: DescribeOptions.self
        case .merge: MergeOptions.self
        case .diff: DiffOptions.self
        case .compare: CompareOptions.self
        case .convert: ConvertOptions.self
        case .strings: StringsOptions.self
        case .targets: TargetsOptions.self
        case .help: nil
        }
    }

    /// What the command's `--help` shows and its parser reads.
    var specification: CommandSpecification {
        optionsType?.specification ?? CommandSpecification(name: .help, abstract: "Shows the help of a command.", arguments: [(name: "<command>", help: Self.listed + ".")], options: [])
    }

    /// Every command but `help`, as a sentence's list: generated, so a new command cannot be left out.
    static let listed: String = {
        let names = allCases.filter { $0 != .help }.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }()
}
