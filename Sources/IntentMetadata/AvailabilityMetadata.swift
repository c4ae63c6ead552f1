/// One platform clause of an `@available` attribute.
public struct AvailabilityMetadata: Codable, Sendable, Hashable {
    /// The platform as written (`iOS`, `macOS`, ...), or `*` for the wildcard.
    public var platform: String
    /// The version the declaration was introduced in.
    public var introduced: String?
    /// The version it was deprecated in.
    public var deprecated: String?
    /// The version it was removed in.
    public var obsoleted: String?
    /// Whether the declaration is marked unavailable on the platform.
    public var isUnavailable: Bool?

    /// Creates an availability clause.
    public init(platform: String, introduced: String? = nil, deprecated: String? = nil, obsoleted: String? = nil, isUnavailable: Bool? = nil) {
        self.platform = platform
        self.introduced = introduced
        self.deprecated = deprecated
        self.obsoleted = obsoleted
        self.isUnavailable = isUnavailable
    }
}
