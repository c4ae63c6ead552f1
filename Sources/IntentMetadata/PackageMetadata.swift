/// An `AppIntentsPackage`: how a module shares its App Intents types with the modules that include it.
public struct PackageMetadata: Codable, Sendable, Hashable {
    /// The package's identifier: its type's own name.
    public var identifier: String
    /// The module-qualified type name with nesting.
    public var typeName: String
    /// The packages it includes, as written in `includedPackages` (`OtherModule.Package`).
    public var includedPackages: [String]
    /// Where the type is declared.
    public var source: SourceReference

    /// Creates a package.
    public init(identifier: String, typeName: String, includedPackages: [String] = [], source: SourceReference) {
        self.identifier = identifier
        self.typeName = typeName
        self.includedPackages = includedPackages
        self.source = source
    }
}
