/// Why an old-style property list could not be read, and where.
package struct PropertyListSyntaxError: Error, Sendable, Equatable {
    /// The byte offset of the problem.
    package var offset: Int
    /// What is wrong, in compiler voice.
    package var message: String

    /// Creates an error.
    package init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }
}
