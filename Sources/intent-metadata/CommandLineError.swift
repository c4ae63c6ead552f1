/// A usage or I/O problem: the tool prints one `error:` line and exits with status 2.
///
/// Cases carry data, not sentences; `message` is the one place that words them.
package enum CommandLineError: Error, Equatable, Sendable {
    /// No command was given.
    case missingCommand
    /// The first argument is not a command.
    case unknownCommand(String, suggestion: String?)
    /// An option the command does not have.
    case unknownOption(String, command: Command.Name?, suggestion: String?)
    /// An option that needs a value came last, or before another option.
    case missingValue(option: String)
    /// A flag was written with `=value`.
    case unexpectedValue(option: String)
    /// A value outside the allowed set.
    case invalidValue(String, option: String, allowed: [String], suggestion: String?)
    /// An option that may be given once was given again.
    case repeatedOption(String)
    /// A required argument or option is missing.
    case missingArgument(String, command: Command.Name)
    /// More positional arguments than the command takes.
    case unexpectedArgument(String, command: Command.Name)
    /// A machine-readable diagnostics format would share standard output with the bundle.
    case diagnosticsWouldMixWithBundle(format: String, command: Command.Name)
    /// A path that does not exist.
    case noSuchPath(String)
    /// A file that exists but could not be read.
    case unreadableFile(String, reason: String)
    /// A bundle that could not be decoded.
    case invalidBundle(String, reason: String)
    /// `--action` names no action of the bundle.
    case noSuchAction(String, module: String, suggestion: String?)
    /// `strings` would write several tables into one file or standard output.
    case severalTables([String])
    /// `--table` names a table the App Intents code does not use.
    case noSuchTable(String, tables: [String], suggestion: String?)
    /// Two options that cannot be given together.
    case conflictingOptions(String, String)
    /// `--target` names no target of the projects and packages found.
    case noSuchTarget(String, targets: [String], suggestion: String?)
    /// `--target` names targets of several projects.
    case ambiguousTarget(String, qualifiedNames: [String])
    /// `--target` or `--all-targets` was given several paths; they read one repository.
    case severalRepositories([String], option: String, command: Command.Name)
    /// `extract --all-targets` would write two bundles to one file.
    case outputCollision(String, targets: [String])
    /// `--target`, `--all-targets` or `targets` was given a path with no project of any format, or with projects
    /// and packages (listed) of which none gives a target this tool reads.
    case noProject(String, found: [String] = [])

    /// The commands that do work, in the order `--help` lists them.
    static var commandList: String {
        Command.Name.allCases.filter { $0 != .help }.map(\.rawValue).joined(separator: ", ")
    }

    /// The line printed after `error: `.
    package var message: String {
        switch self {
        case .missingCommand:
            return "missing command. Use one of: \(Self.commandList); 'intent-metadata --help' shows more."
        case let .unknownCommand(text, suggestion):
            return "unknown command '\(text)'." + Self.hint(suggestion, orElse: " Use one of: \(Self.commandList).")
        case let .unknownOption(text, command, suggestion):
            let helpCommand = command.map { "intent-metadata \($0.rawValue) --help" } ?? "intent-metadata --help"
            return "unknown option '\(text)'." + Self.hint(suggestion, orElse: " Run '\(helpCommand)' to see the options.")
        case let .missingValue(option):
            return "missing value for '\(option)'."
        case let .unexpectedValue(option):
            return "'\(option)' takes no value."
        case let .invalidValue(value, option, allowed, suggestion):
            return "invalid value '\(value)' for '\(option)'."
                + Self.hint(suggestion, orElse: "")
                + " Expected one of: \(allowed.joined(separator: ", "))."
        case let .repeatedOption(option):
            return "'\(option)' may be given only once."
        case let .missingArgument(name, command):
            return "missing \(name) for '\(command.rawValue)'. Run 'intent-metadata \(command.rawValue) --help' for usage."
        case let .unexpectedArgument(text, command):
            return "unexpected argument '\(text)' for '\(command.rawValue)'. Run 'intent-metadata \(command.rawValue) --help' for usage."
        case let .diagnosticsWouldMixWithBundle(format, command):
            return "'--diagnostics-format \(format)' prints to standard output, where the bundle goes too. Add '--output <file>'"
                + (command == .extract ? ", or use 'intent-metadata check'." : ".")
        case let .noSuchPath(path):
            return "no such file or directory '\(path)'"
        case let .unreadableFile(path, reason):
            return "could not read '\(path)': \(reason)"
        case let .invalidBundle(path, reason):
            return "'\(path)' is not a valid intent metadata bundle: \(reason)"
        case let .noSuchAction(identifier, module, suggestion):
            return "no action '\(identifier)' in module '\(module)'." + Self.hint(suggestion, orElse: "")
        case let .severalTables(tables):
            return "the App Intents code uses \(tables.count) tables (\(tables.map { "'\($0)'" }.joined(separator: ", "))), and a catalog holds one. "
                + "Pick one with '--table', or give '--output' a folder to write one catalog per table."
        case let .conflictingOptions(first, second):
            return "'\(first)' and '\(second)' cannot be given together."
        case let .noSuchTarget(name, targets, suggestion):
            return "no target '\(name)' in the projects and packages found." + Self.hint(suggestion, orElse: "")
                + " Known targets: \(targets.isEmpty ? "none" : targets.joined(separator: ", "))."
        case let .ambiguousTarget(name, qualifiedNames):
            return "several projects have a target '\(name)': \(qualifiedNames.joined(separator: ", ")). Name one by its project, as '\(qualifiedNames.first ?? "Path/To/App.xcodeproj:\(name)")'."
        case let .severalRepositories(paths, option, command):
            return "'\(option)' reads one repository, project or package, and \(paths.count) paths were given (\(paths.map { "'\($0)'" }.joined(separator: ", "))). "
                + "Run 'intent-metadata \(command.rawValue)' once per path, or give the folder that holds them."
        case let .outputCollision(name, targets):
            return "the bundles of \(targets.map { "'\($0)'" }.joined(separator: " and ")) would both be written to '\(name)'; nothing was written. Rename a target, or extract them one by one with '--target'."
        case let .noProject(path, found) where found.isEmpty:
            return "no Xcode project, XcodeGen spec, Tuist manifest or 'Package.swift' found under '\(path)'. Without '--target', 'check' and 'extract' read it as one module."
        case let .noProject(path, found):
            return Self.unreadableProjects(under: path, found: found) + ". Without '--target', 'check' and 'extract' read it as one module."
        case let .noSuchTable(table, tables, suggestion):
            return "the App Intents code uses no table '\(table)'." + Self.hint(suggestion, orElse: "")
                + " Its tables: \(tables.isEmpty ? "none" : tables.joined(separator: ", "))."
        }
    }

    /// Says that the projects and packages found under `path` (at least one) give no target this tool can read, and
    /// why that happens; for the error of `targets` and `--target`, and the note of `check` and `extract`.
    static func unreadableProjects(under path: String, found: [String]) -> String {
        let shown = found.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (found.count > 3 ? " and \(found.count - 3) more" : "")
        return "the projects and packages under '\(path)' (\(shown)) give no target this tool can read: they list only dependencies, "
            + "or make their targets in code it does not run"
    }

    private static func hint(_ suggestion: String?, orElse fallback: String) -> String {
        suggestion.map { " Did you mean '\($0)'?" } ?? fallback
    }
}
