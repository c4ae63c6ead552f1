/// Something the loader read but could not represent exactly, such as an unknown type code in Apple's metadata.
///
/// Warnings never stop loading: the value is kept in a form that says what it was (`type #9999`), and the
/// warning says where it was found.
public struct LoadingWarning: Sendable, Hashable, CustomStringConvertible {
    /// What was found and how it was read, in the voice of a compiler diagnostic: lowercase, no final period.
    public var message: String
    /// Where in the file the declaration that holds the value starts, when known.
    public var source: SourceReference?

    /// Creates a warning.
    ///
    /// - Parameters:
    ///   - message: What was found and how it was read.
    ///   - source: Where the declaration holding it starts, if known.
    public init(message: String, source: SourceReference? = nil) {
        self.message = message
        self.source = source
    }

    /// `file:line:column: warning: message`, as compilers print a warning.
    public var description: String {
        let place = source.map { "\($0.file):\($0.line):\($0.column): " } ?? ""
        return "\(place)warning: \(message)"
    }
}
