import IntentMetadata

/// The App Intents model of a module: what recognition found, with the source places checks point at.
package struct RecognizedModule: Sendable {
    package var moduleName: String
    package var intents: [RecognizedIntent] = []
    package var entities: [RecognizedEntity] = []
    package var enums: [RecognizedEnum] = []
    package var queries: [RecognizedQuery] = []
    package var shortcutsProviders: [RecognizedShortcutsProvider] = []
    package var packages: [PackageMetadata] = []
    /// Values App Intents reads at build time that are not constants, where recognition found them; the
    /// constant-value check reports them.
    package var nonConstantValues: [NonConstantValue] = []
    /// Problems found while reading values (unsupported value types, types of other modules).
    package var diagnostics: [Diagnostic] = []

    package init(moduleName: String) {
        self.moduleName = moduleName
    }
}

/// An intent and the places its checks refer to.
package struct RecognizedIntent: Sendable {
    package var metadata: ActionMetadata
    /// The type's name token.
    package var nameLocation: SourceLocation
    /// Each parameter's name token, by parameter name.
    package var parameterLocations: [String: SourceLocation]
    /// Parameters that must have a value: not optional and without a default.
    package var requiredParameters: Set<String>
    /// `@Parameter` properties left out of the metadata because their type could not be read (one of another
    /// module, say): they exist, so a summary or phrase naming them is not wrong.
    package var unreadParameters: Set<String> = []
    /// Every parameter the summary mentions, with where; and where each `Summary` is.
    package var summaryReferences: [(name: String, location: SourceLocation)]
    package var summaryLocations: [SourceLocation]
    /// Parameters written without a title, whose title is their name: text to show, never a key to look up.
    package var untitledParameters: Set<String> = []
    /// Whether the intent declares `title`. An `@AppIntent(schema:)` intent need not (its schema supplies one): its
    /// recorded title is then the type's name, which no strings table is asked for.
    package var hasTitle = true
}

package struct RecognizedEntity: Sendable {
    package var metadata: EntityMetadata
    package var nameLocation: SourceLocation
    /// Whether the type declares `typeDisplayRepresentation` (an `@AppEntity(schema:)` macro supplies one too).
    package var hasTypeDisplayRepresentation: Bool
    /// Whether the type declares `defaultQuery`.
    package var hasDefaultQuery: Bool
    /// Whether the entity is an enum with raw values (`enum Kind: String, AppEntity`).
    package var isRawValueEnum: Bool
    /// Whether the type has an `@AppEntity(schema:)` attribute.
    package var isSchemaMacro: Bool
    /// Properties written without a title, whose title is their name: text to show, never a key to look up.
    package var untitledProperties: Set<String> = []
}

package struct RecognizedEnum: Sendable {
    package var metadata: EnumMetadata
    package var nameLocation: SourceLocation
    /// Where the `caseDisplayRepresentations` dictionary is, when it is a literal.
    package var caseDisplayRepresentationsLocation: SourceLocation?
    /// Cases that have no display representation.
    package var casesWithoutRepresentation: [String]
    /// The member names `caseDisplayRepresentations` keys name (`.middle`), where each name is.
    package var representationKeys: [(name: String, location: SourceLocation)] = []
    /// Every case the enum declares, and every static property and function of it and its extensions: the names a
    /// key may name and still compile.
    package var memberNames: Set<String> = []
}

package struct RecognizedQuery: Sendable {
    package var metadata: QueryMetadata
    package var nameLocation: SourceLocation
    /// Whether the query must name an entity (a `DynamicOptionsProvider` may list plain values).
    package var requiresEntity: Bool
}

package struct RecognizedShortcutsProvider: Sendable {
    package var metadata: ShortcutsMetadata
    package var nameLocation: SourceLocation
    package var shortcuts: [RecognizedShortcut]
}

package struct RecognizedShortcut: Sendable {
    package var metadata: ShortcutMetadata
    package var location: SourceLocation
    /// Each phrase with its location, the number of `\(.applicationName)` tokens and the parameters it names.
    package var phrases: [(text: String, location: SourceLocation, applicationNameCount: Int, parameters: [String])]
}
