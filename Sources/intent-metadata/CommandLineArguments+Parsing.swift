#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
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
        guard let optionsType = name.optionsType else {
            self.init(command: try Self.parseHelp(rest))
            return
        }
        let parsed = try ParsedOptions(parsing: rest, specification: optionsType.specification)
        self.init(command: parsed.wantsHelp ? .help(name) : try optionsType.command(from: parsed))
    }

    private static func parseHelp(_ arguments: [String]) throws -> Command {
        guard let topic = arguments.first else { return .help(nil) }
        if arguments.count > 1 { throw CommandLineError.unexpectedArgument(arguments[1], command: .help) }
        guard let name = Command.Name(rawValue: topic) else {
            throw CommandLineError.unknownCommand(topic, suggestion: topic.nearestMatch(in: Command.Name.allCases.map(\.rawValue)))
        }
        return .help(name)
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

    /// The values given for an option, by its long name, in order; empty when it was not given.
    func values(of name: String) -> [String] { values[name] ?? [] }

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
        guard let isDirectory = SystemCall.isDirectory(at: path) else {
            throw CommandLineError.noSuchPath(path)
        }
        guard !isDirectory, let data = FileManager.default.contents(atPath: path) else {
            throw CommandLineError.unreadableFile(path, reason: isDirectory ? "it is a folder, not a response file" : "permission denied or not a regular file")
        }
        // One path per line, so paths may contain spaces; CRLF files from Windows editors work too. A response file
        // lists every file of a target, so it is split as an array of bytes: splitting `Character`s (grapheme
        // breaking) or `Data` (an exclusivity check per byte) showed in profiles.
        let bytes = [UInt8](data)
        for line in bytes.split(omittingEmptySubsequences: true, whereSeparator: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) {
            if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { continue }
            let path = String(decoding: line, as: UTF8.self)
            if !line.allSatisfy({ $0 < 0x80 }), path.trimmingWhitespace.isEmpty { continue }
            positionals.append(path)
        }
    }
}
