#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The App Intents metadata of one module: what its actions, entities, enums, queries, App Shortcuts and
/// packages are, as extracted from source at build time.
///
/// A bundle is the public contract between the extractor and every tool that reads it. Load one with the
/// loader and ask it about the app's actions without running the app:
///
/// ```swift
/// let bundle = try IntentMetadataBundle(contentsOf: url)
/// for action in bundle.actions {
///     print(action.identifier, action.title.defaultText)
/// }
/// ```
///
/// Arrays are sorted by `identifier` (parameters and cases keep their declaration order), so the same input
/// always encodes to the same bytes.
public struct IntentMetadataBundle: Codable, Sendable, Hashable {
    /// The major format version this library writes and reads.
    public static let currentFormatVersion = 1

    /// The bundle format's major version; a loader refuses a bundle whose major version it does not know.
    public var formatVersion: Int
    /// The tool that wrote the bundle.
    public var generator: GeneratorInfo
    /// The Swift module the metadata describes.
    public var module: String
    /// The module's intents (`AppIntent` and its refinements), sorted by identifier.
    public var actions: [ActionMetadata]
    /// The module's `AppEntity` types, sorted by identifier.
    public var entities: [EntityMetadata]
    /// The module's `AppEnum` types, sorted by identifier.
    public var enums: [EnumMetadata]
    /// The module's entity queries, sorted by identifier.
    public var queries: [QueryMetadata]
    /// The module's App Shortcuts, or `nil` when it declares no `AppShortcutsProvider`.
    public var shortcuts: ShortcutsMetadata?
    /// The module's `AppIntentsPackage` types, sorted by identifier.
    public var packages: [PackageMetadata]
    /// The SiriKit custom intents of the `.intentdefinition` files found beside the sources, sorted by file
    /// and identifier. They are legacy intents, not App Intents, so they are kept apart from ``actions``.
    public var legacyIntents: [LegacyIntentMetadata]
    /// The translations of the strings the bundle uses, or `nil` when the module's sources came without
    /// strings tables or string catalogs.
    public var localizations: LocalizationsMetadata?

    /// Creates a bundle.
    public init(
        formatVersion: Int = IntentMetadataBundle.currentFormatVersion,
        generator: GeneratorInfo = .current,
        module: String,
        actions: [ActionMetadata] = [],
        entities: [EntityMetadata] = [],
        enums: [EnumMetadata] = [],
        queries: [QueryMetadata] = [],
        shortcuts: ShortcutsMetadata? = nil,
        packages: [PackageMetadata] = [],
        legacyIntents: [LegacyIntentMetadata] = [],
        localizations: LocalizationsMetadata? = nil
    ) {
        self.formatVersion = formatVersion
        self.generator = generator
        self.module = module
        self.actions = actions
        self.entities = entities
        self.enums = enums
        self.queries = queries
        self.shortcuts = shortcuts
        self.packages = packages
        self.legacyIntents = legacyIntents
        self.localizations = localizations
    }

    private enum CodingKeys: String, CodingKey {
        case formatVersion, generator, module, actions, entities, enums, queries, shortcuts, packages, legacyIntents, localizations
    }

    // `shortcuts` is written as an explicit `null` so a reader can tell "no provider" from an old writer.
    // `legacyIntents` is omitted when empty and `localizations` when absent: both came later, and bundles of
    // modules without intent definitions or strings tables keep their bytes.

    /// Writes every field; see ``encodedData()`` for the canonical bytes.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Any error the encoder throws, such as for a non-finite `LiteralValue.double`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(formatVersion, forKey: .formatVersion)
        try container.encode(generator, forKey: .generator)
        try container.encode(module, forKey: .module)
        try container.encode(actions, forKey: .actions)
        try container.encode(entities, forKey: .entities)
        try container.encode(enums, forKey: .enums)
        try container.encode(queries, forKey: .queries)
        try container.encode(shortcuts, forKey: .shortcuts)
        try container.encode(packages, forKey: .packages)
        if !legacyIntents.isEmpty {
            try container.encode(legacyIntents, forKey: .legacyIntents)
        }
        try container.encodeIfPresent(localizations, forKey: .localizations)
    }

    /// Reads a bundle; absent arrays read as empty. Prefer ``init(data:filePath:)``, which checks limits and
    /// the format version first and reports errors with their JSON path.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: The decoder's `DecodingError` for a missing or mistyped field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        formatVersion = try container.decode(Int.self, forKey: .formatVersion)
        generator = try container.decode(GeneratorInfo.self, forKey: .generator)
        module = try container.decode(String.self, forKey: .module)
        actions = try container.decodeIfPresent([ActionMetadata].self, forKey: .actions) ?? []
        entities = try container.decodeIfPresent([EntityMetadata].self, forKey: .entities) ?? []
        enums = try container.decodeIfPresent([EnumMetadata].self, forKey: .enums) ?? []
        queries = try container.decodeIfPresent([QueryMetadata].self, forKey: .queries) ?? []
        shortcuts = try container.decodeIfPresent(ShortcutsMetadata.self, forKey: .shortcuts)
        packages = try container.decodeIfPresent([PackageMetadata].self, forKey: .packages) ?? []
        legacyIntents = try container.decodeIfPresent([LegacyIntentMetadata].self, forKey: .legacyIntents) ?? []
        localizations = try container.decodeIfPresent(LocalizationsMetadata.self, forKey: .localizations)
    }
}
