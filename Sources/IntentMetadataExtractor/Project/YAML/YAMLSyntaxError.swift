/// Where and why a YAML document could not be read.
package struct YAMLSyntaxError: Error, Sendable, Equatable {
    /// The byte offset where reading stopped.
    package var offset: Int
    /// What was wrong, in compiler voice: `unexpected indentation`, `unterminated quoted string`.
    package var message: String

    /// Creates an error.
    package init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }
}
