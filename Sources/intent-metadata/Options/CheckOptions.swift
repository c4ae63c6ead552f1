/// The options of `check`.
package struct CheckOptions: Equatable, Sendable {
    /// The sources.
    package var source = SourceOptions()
    /// The diagnostics.
    package var diagnostics = DiagnosticOptions()

    /// Creates check options.
    package init(source: SourceOptions = SourceOptions(), diagnostics: DiagnosticOptions = DiagnosticOptions()) {
        self.source = source
        self.diagnostics = diagnostics
    }
}

extension CheckOptions: ParsableOptions {
    init() { self.init(source: SourceOptions()) }

    static let declaration = CommandDeclaration<Self>(
        name: .check,
        abstract: "Checks sources against the App Intents rules and prints diagnostics only; for CI.",
        arguments: [.paths(\.source.paths)],
        options: (SourceOptions.Declared.reading + [SourceOptions.Declared.configuration]).map { $0.scoped(\.source) }
            + DiagnosticOptions.declared.map { $0.scoped(\.diagnostics) }
    )

    var command: Command { .check(self) }
}
