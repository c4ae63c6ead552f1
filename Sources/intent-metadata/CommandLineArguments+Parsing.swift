import Foundation
import IntentMetadataExtractor

extension CommandLineArguments {
    /// Parses the arguments that follow the tool's name.
    ///
    /// Options follow swiftc and swift-argument-parser: `--name value`, `--name=value`, short options with an
    /// attached value (`-DDEBUG`), `--` ends the options, and `-h`/`--help` anywhere asks for the command's help.
    /// A positional `@file` is replaced by the lines of `file`, one path per line.
    ///
    /// - Parameter arguments: the arguments without the executable's path.
    /// - Throws: `CommandLineError` for anything that is not a valid command line, or an unreadable response file.
    package init(parsing arguments: [String]) throws {
        guard let first = arguments.first else { throw CommandLineError.missingCommand }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "-h", "--help":
            self.init(command: .help(nil))
            return
        case "--version":
            guard rest.isEmpty else { throw CommandLineError.unexpectedArgument(rest[0], command: .help) }
            self.init(command: .version)
            return
        default:
            break
        }
        if first.hasPrefix("-") {
            throw CommandLineError.unknownOption(first, command: nil, suggestion: first.nearestMatch(in: ["--help", "--version"]))
        }
        guard let name = Command.Name(rawValue: first) else {
            throw CommandLineError.unknownCommand(first, suggestion: first.nearestMatch(in: Command.Name.allCases.map(\.rawValue)))
        }
        if name == .help {
            self.init(command: try Self.parseHelp(rest))
            return
        }
        let specification = CommandSpecification.specification(for: name)
        let parsed = try ParsedOptions(parsing: rest, specification: specification)
        if parsed.wantsHelp {
            self.init(command: .help(name))
            return
        }
        switch name {
        case .extract:
            var options = ExtractOptions(source: try parsed.sourceOptions(), diagnostics: try parsed.diagnosticOptions())
            options.outputPath = parsed.value(of: "--output")
            options.keepsGoing = parsed.isSet("--keep-going")
            options.sourceRoot = parsed.value(of: "--source-root")
            guard !options.source.paths.isEmpty else { throw CommandLineError.missingArgument("<paths...>", command: .extract) }
            if options.source.allTargets {
                guard options.outputPath != nil else { throw CommandLineError.missingArgument("'--output <directory>' with '--all-targets'", command: .extract) }
                if options.source.targetName != nil { throw CommandLineError.conflictingOptions("--all-targets", "--target") }
            }
            if options.outputPath == nil, options.diagnostics.format != .text {
                throw CommandLineError.diagnosticsWouldMixWithBundle(format: options.diagnostics.format.rawValue, command: .extract)
            }
            self.init(command: .extract(options))
        case .check:
            let options = CheckOptions(source: try parsed.sourceOptions(), diagnostics: try parsed.diagnosticOptions())
            guard !options.source.paths.isEmpty else { throw CommandLineError.missingArgument("<paths...>", command: .check) }
            self.init(command: .check(options))
        case .describe:
            guard let input = parsed.positionals.first else { throw CommandLineError.missingArgument("<input>", command: .describe) }
            if parsed.positionals.count > 1 { throw CommandLineError.unexpectedArgument(parsed.positionals[1], command: .describe) }
            var options = DescribeOptions(inputPath: input)
            options.actionIdentifier = parsed.value(of: "--action")
            if let format = parsed.value(of: "--format") {
                options.format = try Self.choice(format, for: "--format", among: DescribeOptions.Format.allCases)
            }
            options.moduleNames = parsed.values(of: "--module")
            if let platform = try parsed.platform() { options.platform = platform }
            options.customFlags = parsed.values(of: "--define")
            options.dependencies = parsed.values(of: "--dependency")
            options.dependencySources = parsed.values(of: "--dependency-sources")
            options.locale = parsed.value(of: "--locale")
            self.init(command: .describe(options))
        case .merge:
            var options = MergeOptions(bundlePaths: parsed.positionals, diagnostics: try parsed.diagnosticOptions())
            options.outputPath = parsed.value(of: "--output")
            options.moduleName = parsed.value(of: "--module")
            guard !options.bundlePaths.isEmpty else { throw CommandLineError.missingArgument("<bundles...>", command: .merge) }
            if options.outputPath == nil, options.diagnostics.format != .text {
                throw CommandLineError.diagnosticsWouldMixWithBundle(format: options.diagnostics.format.rawValue, command: .merge)
            }
            self.init(command: .merge(options))
        case .diff:
            self.init(command: .diff(try DiffOptions(parsed: parsed)))
        case .compare:
            self.init(command: .compare(try CompareOptions(parsed: parsed)))
        case .convert:
            self.init(command: .convert(try parsed.convertOptions()))
        case .strings:
            var options = StringsOptions(source: try parsed.sourceOptions())
            options.outputPath = parsed.value(of: "--output")
            options.tables = parsed.values(of: "--table")
            guard !options.source.paths.isEmpty else { throw CommandLineError.missingArgument("<paths...>", command: .strings) }
            self.init(command: .strings(options))
        case .targets:
            self.init(command: .targets(try parsed.targetsOptions()))
        case .help:
            self.init(command: .help(nil))
        }
    }

    private static func parseHelp(_ arguments: [String]) throws -> Command {
        guard let topic = arguments.first else { return .help(nil) }
        if arguments.count > 1 { throw CommandLineError.unexpectedArgument(arguments[1], command: .help) }
        guard let name = Command.Name(rawValue: topic) else {
            throw CommandLineError.unknownCommand(topic, suggestion: topic.nearestMatch(in: Command.Name.allCases.map(\.rawValue)))
        }
        return .help(name)
    }

    // Values are matched without regard to case (`ios` is `iOS`), since the canonical spellings mix cases.
    static func choice<Value: RawRepresentable & CaseIterable>(_ text: String, for option: String, among _: Value.AllCases) throws -> Value where Value.RawValue == String {
        if let exact = Value.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) {
            return exact
        }
        let allowed = Value.allCases.map(\.rawValue)
        let suggestion = text.lowercased().nearestMatch(in: allowed.map { $0.lowercased() })
        throw CommandLineError.invalidValue(text, option: option, allowed: allowed, suggestion: allowed.first { $0.lowercased() == suggestion })
    }
}

/// The options and positional arguments of one command, before their values are interpreted.
struct ParsedOptions {
    /// Values by long option name; a flag that is set has one empty value.
    private(set) var values: [String: [String]] = [:]
    /// Positional arguments, with response files expanded.
    private(set) var positionals: [String] = []
    /// Whether `-h` or `--help` was given.
    private(set) var wantsHelp = false

    init(parsing arguments: [String], specification: CommandSpecification) throws {
        let beforeTerminator = arguments.prefix { $0 != "--" }
        if beforeTerminator.contains("--help") || beforeTerminator.contains("-h") {
            wantsHelp = true
            return
        }
        var index = 0
        var isAfterTerminator = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if isAfterTerminator || argument == "-" || !argument.hasPrefix("-") {
                try appendPositional(argument, expandingResponseFiles: !isAfterTerminator)
                continue
            }
            if argument == "--" {
                isAfterTerminator = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--") {
                if let equals = argument.firstIndex(of: "=") {
                    name = String(argument[..<equals])
                    inlineValue = String(argument[argument.index(after: equals)...])
                }
            } else if argument.count > 2, let short = specification.option(named: String(argument.prefix(2))), short.takesValue {
                // `-DDEBUG`, as swiftc spells it.
                name = String(argument.prefix(2))
                inlineValue = String(argument.dropFirst(2))
            }
            guard let option = specification.option(named: name) else {
                throw CommandLineError.unknownOption(name, command: specification.name, suggestion: name.nearestMatch(in: specification.optionSpellings))
            }
            guard option.takesValue else {
                if inlineValue != nil { throw CommandLineError.unexpectedValue(option: option.name) }
                values[option.name] = [""]
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count, !Self.looksLikeOption(arguments[index]) {
                value = arguments[index]
                index += 1
            } else {
                throw CommandLineError.missingValue(option: name)
            }
            if !option.isRepeatable, values[option.name] != nil {
                throw CommandLineError.repeatedOption(option.name)
            }
            values[option.name, default: []].append(value)
        }
    }

    func value(of name: String) -> String? { values[name]?.last }
    func values(of name: String) -> [String] { values[name] ?? [] }
    func isSet(_ name: String) -> Bool { values[name] != nil }

    func sourceOptions() throws -> SourceOptions {
        var options = SourceOptions(paths: positionals)
        options.moduleName = value(of: "--module")
        if let platform = value(of: "--platform") {
            options.platform = try CommandLineArguments.choice(platform, for: "--platform", among: ExtractionConfiguration.Platform.allCases)
        }
        options.customFlags = values(of: "--define")
        options.dependencies = values(of: "--dependency")
        options.dependencySources = values(of: "--dependency-sources")
        options.parsesEveryFile = isSet("--all-files")
        options.explicitPlatform = value(of: "--platform") == nil ? nil : options.platform
        options.targetName = value(of: "--target")
        options.allTargets = isSet("--all-targets")
        options.configuration = value(of: "--configuration")
        return options
    }

    /// The two paths of a command that compares two sides (`diff`, `compare`): exactly two positionals.
    func twoSides(_ first: String, _ second: String, command: Command.Name) throws -> (String, String) {
        guard let firstPath = positionals.first else { throw CommandLineError.missingArgument(first, command: command) }
        guard positionals.count > 1 else { throw CommandLineError.missingArgument(second, command: command) }
        if positionals.count > 2 { throw CommandLineError.unexpectedArgument(positionals[2], command: command) }
        return (firstPath, positionals[1])
    }

    /// `--platform`, checked against the platforms `#if os(...)` knows, when given.
    func platform() throws -> ExtractionConfiguration.Platform? {
        guard let platform = value(of: "--platform") else { return nil }
        return try CommandLineArguments.choice(platform, for: "--platform", among: ExtractionConfiguration.Platform.allCases)
    }

    func diagnosticOptions() throws -> DiagnosticOptions {
        var options = DiagnosticOptions()
        if let format = value(of: "--diagnostics-format") {
            options.format = try CommandLineArguments.choice(format, for: "--diagnostics-format", among: Diagnostic.OutputFormat.allCases)
        }
        options.warningsAsErrors = isSet("--warnings-as-errors")
        return options
    }

    // A lone `-` is a value (standard input by convention); `-1` style numbers are not options either.
    private static func looksLikeOption(_ text: String) -> Bool {
        guard text.hasPrefix("-"), text.count > 1 else { return false }
        return !(text.dropFirst().first?.isNumber ?? false)
    }

    private mutating func appendPositional(_ argument: String, expandingResponseFiles: Bool) throws {
        guard expandingResponseFiles, argument.hasPrefix("@"), argument.count > 1 else {
            positionals.append(argument)
            return
        }
        let path = String(argument.dropFirst())
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandLineError.noSuchPath(path)
        }
        guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
            throw CommandLineError.unreadableFile(path, reason: isDirectory.boolValue ? "it is a folder, not a response file" : "permission denied or not a regular file")
        }
        // One path per line, so paths may contain spaces; CRLF files from Windows editors work too. A response file
        // lists every file of a target, so it is split as an array of bytes: splitting `Character`s (grapheme
        // breaking) or `Data` (an exclusivity check per byte) showed in profiles.
        let bytes = [UInt8](data)
        for line in bytes.split(omittingEmptySubsequences: true, whereSeparator: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) {
            if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { continue }
            let path = String(decoding: line, as: UTF8.self)
            if !line.allSatisfy({ $0 < 0x80 }), path.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            positionals.append(path)
        }
    }
}
