/// Where a declaration is, and under which `#if` clauses.
public struct SourceLocation: Hashable, Comparable, Codable, Sendable {
    /// The path relative to the scanned folder, with `/` separators.
    public var file: String
    /// The 1-based line of the declaration's introducer keyword (or its first attribute).
    public var line: Int
    /// The enclosing `#if` clauses, outermost first, such as `#if os(macOS)` or `#else (of #if DEBUG)`.
    public var conditions: [String]

    public init(file: String, line: Int, conditions: [String] = []) {
        self.file = file
        self.line = line
        self.conditions = conditions
    }

    /// `file:line`, followed by the `#if` clauses in brackets when there are any.
    public var rendered: String {
        let base = "\(file):\(line)"
        return conditions.isEmpty ? base : "\(base) [\(conditions.joined(separator: " > "))]"
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.conditions.joined(separator: "\u{1}"))
            < (rhs.file, rhs.line, rhs.conditions.joined(separator: "\u{1}"))
    }
}
