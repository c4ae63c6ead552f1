extension CommandSpecification {
    static let targets = CommandSpecification(
        name: .targets,
        abstract: "Lists the targets of the Xcode projects and Swift packages under a folder, with module, platform and file count.",
        arguments: [(name: "<path>", help: "A repository folder, an '.xcodeproj', or a Swift package folder.")],
        options: [
            OptionSpecification(name: "--format", valueName: "format", help: "text or json (default: text)."),
            configurationOption,
            OptionSpecification(name: "--files", help: "In JSON, list each target's Swift and strings files (paths relative to <path>)."),
        ]
    )
}

extension ParsedOptions {
    func targetsOptions() throws -> TargetsOptions {
        guard let path = positionals.first else { throw CommandLineError.missingArgument("<path>", command: .targets) }
        if positionals.count > 1 { throw CommandLineError.unexpectedArgument(positionals[1], command: .targets) }
        var options = TargetsOptions(path: path)
        if let format = value(of: "--format") {
            options.format = try CommandLineArguments.choice(format, for: "--format", among: TargetsOptions.Format.allCases)
        }
        options.configuration = value(of: "--configuration")
        options.listsFiles = isSet("--files")
        return options
    }
}
