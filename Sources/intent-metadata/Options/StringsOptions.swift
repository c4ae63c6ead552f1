/// The options of `strings`.
package struct StringsOptions: Equatable, Sendable {
    /// The sources, and through them the existing strings tables.
    package var source = SourceOptions()
    /// A `.xcstrings` file, a folder for one catalog per table, or `nil` for standard output.
    package var outputPath: String?
    /// Only these tables; empty means every table the code uses.
    package var tables: [String] = []

    /// Creates strings options.
    package init(source: SourceOptions = SourceOptions(), outputPath: String? = nil, tables: [String] = []) {
        self.source = source
        self.outputPath = outputPath
        self.tables = tables
    }
}

extension StringsOptions: ParsableOptions {
    init() { self.init(source: SourceOptions()) }

    static let declaration = CommandDeclaration<Self>(
        name: .strings,
        abstract: "Writes an '.xcstrings' skeleton of every key the App Intents code uses, for translators.",
        arguments: [.paths(\.source.paths)],
        options: [
            .value(
                "--output", short: "-o", valueName: "path",
                help: "A '.xcstrings' file for one table, or a folder that gets one '<Table>.xcstrings' per table (default: standard output).",
                \.outputPath
            ),
            .values("--table", valueName: "name", help: "Only this table, such as Localizable or AppShortcuts (repeatable).", \.tables),
        ] + [SourceOptions.Declared.module, SourceOptions.Declared.platform, SourceOptions.Declared.define].map { $0.scoped(\.source) }
    )

    var command: Command { .strings(self) }
}
