/// The name and version of the tool that wrote a bundle.
public struct GeneratorInfo: Codable, Sendable, Hashable {
    /// The tool's name, `intent-metadata` for this package.
    public var name: String
    /// The tool's version.
    public var version: String

    /// Creates generator information.
    public init(name: String, version: String) {
        self.name = name
        self.version = version
    }

    /// This package's generator information. The version is fixed per release so that bundles stay
    /// byte-identical across machines.
    public static let current = GeneratorInfo(name: "intent-metadata", version: "0.1.0")
}
