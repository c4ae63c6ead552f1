/// The options of `merge`.
package struct MergeOptions: Equatable, Sendable {
    /// The bundles to combine; the first is the app's unless `moduleName` says otherwise.
    package var bundlePaths: [String] = []
    /// Where to write the merged bundle; `nil` prints it to standard output.
    package var outputPath: String?
    /// The merged bundle's module name; `nil` means the first bundle's module.
    package var moduleName: String?
    /// The diagnostics.
    package var diagnostics = DiagnosticOptions()

    /// Creates merge options.
    package init(bundlePaths: [String] = [], outputPath: String? = nil, moduleName: String? = nil, diagnostics: DiagnosticOptions = DiagnosticOptions()) {
        self.bundlePaths = bundlePaths
        self.outputPath = outputPath
        self.moduleName = moduleName
        self.diagnostics = diagnostics
    }
}

extension MergeOptions: ParsableOptions {
    init() { self.init(bundlePaths: []) }

    static let declaration = CommandDeclaration<Self>(
        name: .merge,
        abstract: "Combines the bundles of an app's modules into one, diagnosing conflicting identifiers.",
        arguments: [.list("<bundles...>", help: "Module bundles; '@file' reads one path per line from file.", \.bundlePaths)],
        options: [
            .value("--output", short: "-o", valueName: "file", help: "Where to write the merged bundle (default: standard output).", \.outputPath),
            .value("--module", valueName: "name", help: "The merged bundle's module (default: the first bundle's).", \.moduleName),
        ] + DiagnosticOptions.declared.map { $0.scoped(\.diagnostics) }
    )

    func validate() throws {
        if outputPath == nil, diagnostics.format != .text {
            throw CommandLineError.diagnosticsWouldMixWithBundle(format: diagnostics.format.rawValue, command: .merge)
        }
    }

    var command: Command { .merge(self) }
}
