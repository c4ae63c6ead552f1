/// A position in a source file: 1-based line, 1-based UTF-8 byte column, and byte offset.
package struct SourceLocation: Sendable, Hashable, Comparable {
    /// The file's path relative to the scanned root.
    package var file: String
    /// The 1-based line.
    package var line: Int
    /// The 1-based column in UTF-8 bytes.
    package var column: Int
    /// The byte offset from the start of the file.
    package var offset: Int

    /// Creates a location.
    package init(file: String, line: Int, column: Int, offset: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
        self.offset = offset
    }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
