/// The options of one command: a value type with a default for every field, and the declaration of how the command
/// line fills it. Adding an option to a command is one line in its `declaration` beside the field it fills.
protocol ParsableOptions: Sendable {
    /// The options before the command line is read: every field at its default.
    init()
    /// The command's name, help, positional arguments and options.
    static var declaration: CommandDeclaration<Self> { get }
    /// Checks that involve more than one option, after every value is stored.
    ///
    /// - Throws: `CommandLineError` for a combination the command does not accept.
    func validate() throws
    /// The command to run with these options.
    var command: Command { get }
}

extension ParsableOptions {
    func validate() throws {}

    /// What `--help` and the parser read, without the options' type.
    static var specification: CommandSpecification { declaration.specification }

    /// The command given by a command line that has been split into options and positionals.
    static func command(from parsed: ParsedOptions) throws -> Command {
        try declaration.options(from: parsed).command
    }
}

/// How one command reads its command line: the single source of its parsing, its help and its suggestions.
struct CommandDeclaration<Options: ParsableOptions>: Sendable {
    /// The command.
    var name: Command.Name
    /// One sentence saying what it does.
    var abstract: String
    /// The positional arguments, in order; at most the last takes more than one.
    var arguments: [Argument<Options>]
    /// The options, `--help` excluded (every command has it), in the order `--help` lists them.
    var options: [Option<Options>]

    var specification: CommandSpecification {
        CommandSpecification(name: name, abstract: abstract, arguments: arguments.map { ($0.name, $0.help) }, options: options.map(\.specification))
    }

    /// Stores the values of the options given, then the positionals, then checks the combination.
    ///
    /// - Throws: `CommandLineError` for a value outside its allowed set, a missing or extra positional, or a
    ///   combination `validate` rejects.
    func options(from parsed: ParsedOptions) throws -> Options {
        var result = Options()
        for option in options {
            let values = parsed.values(of: option.specification.name)
            if !values.isEmpty { try option.store(&result, values) }
        }
        var positionals = parsed.positionals[...]
        for argument in arguments {
            guard !positionals.isEmpty else { throw CommandLineError.missingArgument(argument.name, command: name) }
            let taken = argument.takesTheRest ? Array(positionals) : [positionals[positionals.startIndex]]
            positionals = positionals.dropFirst(taken.count)
            argument.store(&result, taken)
        }
        if let extra = positionals.first { throw CommandLineError.unexpectedArgument(extra, command: name) }
        try result.validate()
        return result
    }
}
