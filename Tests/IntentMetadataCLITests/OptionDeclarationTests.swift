import Testing
@testable import intent_metadata

/// Every option a command declares is read into its options: a declared option that parsing ignored (or help that
/// listed an option parsing rejected) was possible when the two were written apart.
@Suite struct OptionDeclarationTests {
    /// The smallest valid command line of each command, before the option under test.
    private static let baseArguments: [Command.Name: [String]] = [
        .extract: ["extract", "Sources", "--output", "out.json", "--apple-metadata", "Built"],
        .check: ["check", "Sources"],
        .describe: ["describe", "App.json"],
        .merge: ["merge", "App.json", "--output", "All.json"],
        .diff: ["diff", "old.json", "new.json"],
        .compare: ["compare", "Sources", "App.app"],
        .convert: ["convert", "Intents.intentdefinition", "--output", "Generated"],
        .strings: ["strings", "Sources"],
        .targets: ["targets", "Repository"],
    ]

    @Test func everyCommandButHelpHasABaseCommandLine() {
        let declared = Command.Name.allCases.filter { $0.optionsType != nil }
        #expect(Set(declared) == Set(Self.baseArguments.keys))
    }

    @Test(arguments: Command.Name.allCases.filter { $0.optionsType != nil })
    func everyDeclaredOptionChangesTheParsedOptions(_ name: Command.Name) throws {
        let base = try #require(Self.baseArguments[name])
        let unchanged = try CommandLineArguments(parsing: base).command
        for option in name.specification.options where !base.contains(option.name) {
            var arguments = base + [option.name]
            if option.takesValue {
                // A choice rejects this value and names the ones it allows: the last of those is used instead.
                arguments.append("value-under-test")
                if case let .invalidValue(_, rejectedFor, allowed, _)? = Self.error(parsing: arguments), rejectedFor == option.name, let last = allowed.last {
                    arguments[arguments.count - 1] = last
                }
            }
            let parsed: Command
            switch Result(catching: { try CommandLineArguments(parsing: arguments).command }) {
            case .success(let command):
                parsed = command
            case .failure(let error as CommandLineError):
                // A rule across options (`--all-targets` with the base's `--apple-metadata`) rejected it: it was read.
                if case .conflictingOptions = error { continue }
                Issue.record("\(name.rawValue) \(option.name): \(error.message)")
                continue
            case .failure(let error):
                throw error
            }
            #expect(parsed != unchanged, "\(name.rawValue) \(option.name) is declared but not stored")
            if let short = option.shortName {
                let viaShort = try CommandLineArguments(parsing: base + [short] + arguments.dropFirst(base.count + 1)).command
                #expect(viaShort == parsed, "\(name.rawValue) \(short) is not \(option.name)")
            }
        }
    }

    @Test(arguments: Command.Name.allCases)
    func spellingsAreUniqueWithinACommand(_ name: Command.Name) {
        let spellings = name.specification.optionSpellings
        #expect(Set(spellings).count == spellings.count, "\(spellings)")
    }

    @Test(arguments: Command.Name.allCases)
    func helpShowsEveryDeclaredOptionAndArgument(_ name: Command.Name) {
        let help = name.specification.helpText
        for option in name.specification.options {
            #expect(help.contains("  " + (option.shortName.map { "\($0), " } ?? "") + option.name), "\(option.name) missing from \(name.rawValue)'s help")
        }
        for argument in name.specification.arguments {
            #expect(help.contains("  " + argument.name), "\(argument.name) missing from \(name.rawValue)'s help")
        }
    }

    private static func error(parsing arguments: [String]) -> CommandLineError? {
        do {
            _ = try CommandLineArguments(parsing: arguments)
            return nil
        } catch {
            return error as? CommandLineError
        }
    }
}
