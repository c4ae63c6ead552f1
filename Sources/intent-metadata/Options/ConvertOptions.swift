/// The options of `convert`.
package struct ConvertOptions: Equatable, Sendable {
    /// The `.intentdefinition` file to convert.
    package var definitionPath = ""
    /// The folder the Swift files are written to; created when missing.
    package var outputPath = ""

    /// Every option at its default; the command line fills them.
    package init() {}
}

extension ConvertOptions: ParsableOptions {
    static let declaration = CommandDeclaration<Self>(
        name: .convert,
        abstract: "Converts the SiriKit intents of an intent definition file into App Intents source to keep.",
        arguments: [.one("<definition>", help: "An Xcode intent definition file ('.intentdefinition').", \.definitionPath)],
        options: [
            Option(
                specification: OptionSpecification(
                    name: "--output", shortName: "-o", valueName: "directory",
                    help: "The folder to write the Swift files to; created when missing. Files are replaced only when their bytes change."
                )
            ) { options, values in options.outputPath = values.last ?? "" },
        ]
    )

    /// The output folder is required: converted files are meant to be kept, beside the definition or elsewhere.
    func validate() throws {
        if outputPath.isEmpty { throw CommandLineError.missingArgument("'--output <directory>'", command: .convert) }
    }

    var command: Command { .convert(self) }
}
