/// An `AppEntity`: a kind of thing the app's actions take or return.
public struct EntityMetadata: Codable, Sendable, Hashable {
    /// The entity's identifier: its type's own name.
    public var identifier: String
    /// The module-qualified type name with nesting.
    public var typeName: String
    /// The App Intents protocols the type adopts (`AppEntity`, `IndexedEntity`, ...), sorted.
    public var protocols: [String]
    /// The Swift type of `id`, as written (`UUID`, `String`, `Int`), when it can be read from source.
    public var idType: String?
    /// The name of the type shown to people (`typeDisplayRepresentation`'s name).
    public var displayTypeName: LocalizedText?
    /// `typeDisplayRepresentation`'s `numericFormat`, such as `${count} books`.
    public var numericFormat: LocalizedText?
    /// The identifier of the query named by `defaultQuery`.
    public var defaultQuery: String?
    /// The entity's `@Property` and `@ComputedProperty` properties, in declaration order.
    public var properties: [PropertyMetadata]
    /// The `@available` clauses of the type.
    public var availability: [AvailabilityMetadata]
    /// Where the type is declared.
    public var source: SourceReference

    /// Creates an entity.
    public init(
        identifier: String,
        typeName: String,
        protocols: [String] = ["AppEntity"],
        idType: String? = nil,
        displayTypeName: LocalizedText? = nil,
        numericFormat: LocalizedText? = nil,
        defaultQuery: String? = nil,
        properties: [PropertyMetadata] = [],
        availability: [AvailabilityMetadata] = [],
        source: SourceReference
    ) {
        self.identifier = identifier
        self.typeName = typeName
        self.protocols = protocols
        self.idType = idType
        self.displayTypeName = displayTypeName
        self.numericFormat = numericFormat
        self.defaultQuery = defaultQuery
        self.properties = properties
        self.availability = availability
        self.source = source
    }
}

/// One property an entity exposes to the system.
public struct PropertyMetadata: Codable, Sendable, Hashable {
    /// The property's name.
    public var name: String
    /// The property's title.
    public var title: LocalizedText
    /// The type of its value.
    public var valueType: ValueType
    /// Whether its declared type is optional.
    public var isOptional: Bool
    /// How it is declared: `property`, `computed` or `deferred`.
    public var kind: String
    /// The Spotlight indexing key, when one is given.
    public var indexingKey: String?

    /// Creates a property.
    public init(name: String, title: LocalizedText, valueType: ValueType, isOptional: Bool = false, kind: String = "property", indexingKey: String? = nil) {
        self.name = name
        self.title = title
        self.valueType = valueType
        self.isOptional = isOptional
        self.kind = kind
        self.indexingKey = indexingKey
    }
}
