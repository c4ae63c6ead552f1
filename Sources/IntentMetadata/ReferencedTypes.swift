/// The entity and enum types an action's parameters refer to, as found by
/// ``IntentMetadataBundle/referencedTypes(of:)``.
public struct ReferencedTypes: Sendable, Hashable {
    /// The entities, each once, in the order the parameters first refer to them.
    public var entities: [EntityMetadata]
    /// The enums, each once, in the order the parameters first refer to them.
    public var enums: [EnumMetadata]
    /// The identifiers referred to that the bundle does not describe, such as types from another module,
    /// each once and sorted.
    public var unresolvedIdentifiers: [String]

    /// Creates a set of referenced types.
    ///
    /// - Parameters:
    ///   - entities: The entities referred to.
    ///   - enums: The enums referred to.
    ///   - unresolvedIdentifiers: The identifiers the bundle does not describe.
    public init(entities: [EntityMetadata] = [], enums: [EnumMetadata] = [], unresolvedIdentifiers: [String] = []) {
        self.entities = entities
        self.enums = enums
        self.unresolvedIdentifiers = unresolvedIdentifiers
    }
}
