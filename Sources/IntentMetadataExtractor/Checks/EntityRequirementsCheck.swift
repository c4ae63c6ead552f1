extension DiagnosticID {
    /// An `AppEntity` has no `defaultQuery`. Add `static var defaultQuery = SomeQuery()`.
    package static let entityMissingDefaultQuery = DiagnosticID("entity-missing-default-query")
    /// An `AppEntity` has no `typeDisplayRepresentation`. Add one with a literal name.
    package static let entityMissingTypeDisplayRepresentation = DiagnosticID("entity-missing-type-display-representation")
}

extension ModuleCheck {
    /// An entity has what App Intents requires of it.
    static let entityRequirements = Rule(
        identifiers: [.entityMissingDefaultQuery, .entityMissingTypeDisplayRepresentation],
        check: .module(checkEntityRequirements)
    )

    /// An entity needs `typeDisplayRepresentation` (an `@AppEntity(schema:)` macro supplies it) and `defaultQuery`.
    static func checkEntityRequirements(_ module: RecognizedModule) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for entity in module.entities {
            if !entity.hasTypeDisplayRepresentation, !entity.isSchemaMacro {
                diagnostics.append(
                    Diagnostic(
                        .entityMissingTypeDisplayRepresentation, at: entity.nameLocation,
                        "entity '\(entity.metadata.identifier)' has no 'typeDisplayRepresentation'",
                        notes: [.init(location: entity.nameLocation, message: "add 'static let typeDisplayRepresentation: TypeDisplayRepresentation = \"\(entity.metadata.identifier)\"'")]
                    )
                )
            }
            if !entity.hasDefaultQuery, !isDefaultQueryOptional(for: entity) {
                diagnostics.append(
                    Diagnostic(
                        .entityMissingDefaultQuery, at: entity.nameLocation,
                        "entity '\(entity.metadata.identifier)' has no 'defaultQuery'",
                        notes: [.init(location: entity.nameLocation, message: "add 'static let defaultQuery = \(entity.metadata.identifier)Query()' naming an 'EntityQuery' of this entity")]
                    )
                )
            }
        }
        return diagnostics
    }

    /// Entities App Intents gives a default query, or that build without one: transient and generable entities,
    /// unique entities, `@AppEntity(schema:)` types, and raw-value enums (`enum Kind: String, AppEntity`), which
    /// compile without `defaultQuery` in shipping apps as App Intents documents a default `id` for RawRepresentable
    /// entities (appentity/id), so no query the compiler does not ask for is asked for.
    static func isDefaultQueryOptional(for entity: RecognizedEntity) -> Bool {
        let protocols = Set(entity.metadata.protocols)
        return !AppIntentsAPI.entityProtocolsWithDefaultQuery.isDisjoint(with: protocols) || protocols.contains("UniqueAppEntity")
            || entity.isSchemaMacro || entity.isRawValueEnum
    }
}
