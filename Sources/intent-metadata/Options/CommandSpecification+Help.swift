extension CommandSpecification {
    /// The `--help` text: OVERVIEW, USAGE, ARGUMENTS and OPTIONS, in swift-argument-parser's layout.
    var helpText: String {
        var usage = "intent-metadata \(name.rawValue)"
        for argument in arguments { usage += " \(argument.name)" }
        for option in options {
            let spelling = option.valueName.map { "\(option.name) <\($0)>" } ?? option.name
            usage += option.isRepeatable ? " [\(spelling) ...]" : " [\(spelling)]"
        }
        var rows = options.map { option -> (String, String) in
            var names = option.shortName.map { "\($0), \(option.name)" } ?? option.name
            if let valueName = option.valueName { names += " <\(valueName)>" }
            return (names, option.help)
        }
        rows.append(("-h, --help", "Show help information."))
        return """
            OVERVIEW: \(abstract)

            USAGE: \(usage)

            ARGUMENTS:
            \(Self.table(arguments.map { ($0.name, $0.help) }))

            OPTIONS:
            \(Self.table(rows))

            """
    }

    /// The tool's overview, printed for `--help` without a command.
    static var overviewText: String {
        let commands = Command.Name.allCases.map { ($0.rawValue, $0.specification.abstract) }
        return """
            OVERVIEW: Extracts Apple App Intents metadata from Swift source into a deterministic JSON bundle.

            USAGE: intent-metadata <command> [<arguments>] [<options>]

            ARGUMENTS:
            \(table([("<command>", "One of the commands below.")]))

            COMMANDS:
            \(table(commands))

            OPTIONS:
            \(table([("--version", "Show the version."), ("-h, --help", "Show help information.")]))

              See 'intent-metadata help <command>' for a command's arguments and options.
              Exit codes: 0 success (warnings allowed), 1 errors found, 2 usage or I/O problem.

            """
    }

    private static func table(_ rows: [(String, String)]) -> String {
        let width = 26
        return rows.map { name, help in
            let indented = "  " + name
            if indented.count < width {
                return indented + String(repeating: " ", count: width - indented.count) + help
            }
            return indented + "\n" + String(repeating: " ", count: width) + help
        }.joined(separator: "\n")
    }
}
