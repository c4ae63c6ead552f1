/// An `AppEnum`: a fixed set of choices.
public struct EnumMetadata: Codable, Sendable, Hashable {
    /// The enum's identifier: its type's own name.
    public var identifier: String
    /// The module-qualified type name with nesting.
    public var typeName: String
    /// The raw value type (`String`, `Int`), when the enum declares one.
    public var rawType: String?
    /// The name of the type shown to people.
    public var displayTypeName: LocalizedText?
    /// The cases, in declaration order.
    public var cases: [EnumCaseMetadata]
    /// The `@available` clauses of the type.
    public var availability: [AvailabilityMetadata]
    /// Where the type is declared.
    public var source: SourceReference

    /// Creates an enum.
    public init(identifier: String, typeName: String, rawType: String? = nil, displayTypeName: LocalizedText? = nil, cases: [EnumCaseMetadata] = [], availability: [AvailabilityMetadata] = [], source: SourceReference) {
        self.identifier = identifier
        self.typeName = typeName
        self.rawType = rawType
        self.displayTypeName = displayTypeName
        self.cases = cases
        self.availability = availability
        self.source = source
    }
}

/// One case of an `AppEnum` with its display representation.
public struct EnumCaseMetadata: Codable, Sendable, Hashable {
    /// The case's name, as saved shortcuts refer to it.
    public var identifier: String
    /// The case's raw value: written, or implied by the case name for a `String` enum.
    public var rawValue: LiteralValue?
    /// The title shown for the case.
    public var title: LocalizedText?
    /// The subtitle shown for the case.
    public var subtitle: LocalizedText?
    /// The image shown for the case.
    public var image: ImageMetadata?

    /// Creates an enum case.
    public init(identifier: String, rawValue: LiteralValue? = nil, title: LocalizedText? = nil, subtitle: LocalizedText? = nil, image: ImageMetadata? = nil) {
        self.identifier = identifier
        self.rawValue = rawValue
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}

/// An image of a display representation.
public struct ImageMetadata: Codable, Sendable, Hashable {
    /// An SF Symbols name (`systemName:`).
    public var systemName: String?
    /// An asset catalog name (`named:`).
    public var named: String?

    /// Creates an image reference.
    public init(systemName: String? = nil, named: String? = nil) {
        self.systemName = systemName
        self.named = named
    }
}
