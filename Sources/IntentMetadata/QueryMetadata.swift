/// An entity query: how the system finds entities of one type.
public struct QueryMetadata: Codable, Sendable, Hashable {
    /// The query's identifier: its type's own name.
    public var identifier: String
    /// The module-qualified type name with nesting.
    public var typeName: String
    /// The identifier of the entity it returns.
    public var entity: String?
    /// What it can do, sorted: `enumerable`, `identifiers`, `property`, `string`, `suggestions`, `unique`, ...
    public var capabilities: [String]
    /// The properties an `EntityPropertyQuery` filters on, with their comparators.
    public var properties: [QueryPropertyMetadata]?
    /// The properties an `EntityPropertyQuery` sorts by.
    public var sortingOptions: [String]?
    /// Where the type is declared.
    public var source: SourceReference

    /// Creates a query.
    public init(identifier: String, typeName: String, entity: String? = nil, capabilities: [String] = [], properties: [QueryPropertyMetadata]? = nil, sortingOptions: [String]? = nil, source: SourceReference) {
        self.identifier = identifier
        self.typeName = typeName
        self.entity = entity
        self.capabilities = capabilities
        self.properties = properties
        self.sortingOptions = sortingOptions
        self.source = source
    }
}

/// One property of an `EntityPropertyQuery` and the comparisons it supports.
public struct QueryPropertyMetadata: Codable, Sendable, Hashable {
    /// The entity property's name (from its key path).
    public var name: String
    /// The comparators, in order (`equalTo`, `contains`, ...).
    public var comparators: [String]

    /// Creates a query property.
    public init(name: String, comparators: [String]) {
        self.name = name
        self.comparators = comparators
    }
}
