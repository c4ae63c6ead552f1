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
