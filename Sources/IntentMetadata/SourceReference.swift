/// Where a declaration stands in the scanned source tree.
public struct SourceReference: Codable, Sendable, Hashable {
    /// The file's path relative to the scanned root, with `/` separators.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, counted in UTF-8 bytes as the Swift compiler counts it.
    public var column: Int

    /// Creates a source reference.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
}
