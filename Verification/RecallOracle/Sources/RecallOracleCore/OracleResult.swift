/// What the oracle found in a folder: the App Intents types by category, where each conformance is added,
/// and what it saw but did not count.
public struct OracleResult: Sendable {
    /// For each category, each type's nesting path and the places that make it one (its declaration, or the
    /// extensions that add the conformance).
    public var declarations: [Category: [String: [SourceLocation]]]
    public var exclusions: [Exclusion]
    public var fileCount: Int

    /// A mention of an App Intents protocol that the oracle deliberately does not count as a type.
    public struct Exclusion: Hashable, Comparable, Codable, Sendable {
        public var category: String
        public var name: String
        public var location: String
        public var reason: String

        public static func < (lhs: Exclusion, rhs: Exclusion) -> Bool {
            (lhs.location, lhs.name, lhs.category) < (rhs.location, rhs.name, rhs.category)
        }
    }

    /// The sorted type names of a category.
    public func names(_ category: Category) -> [String] {
        (declarations[category] ?? [:]).keys.sorted()
    }
}
