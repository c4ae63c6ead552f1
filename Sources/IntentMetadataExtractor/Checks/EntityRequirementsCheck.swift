extension ModuleCheck {
    /// An entity needs `typeDisplayRepresentation` and (unless transient or unique) `defaultQuery`.
    static func checkEntityRequirements(_ module: RecognizedModule) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for entity in module.entities {
            if !entity.hasTypeDisplayRepresentation {
                diagnostics.append(
                    Diagnostic(
                        .entityMissingTypeDisplayRepresentation, at: entity.nameLocation,
                        "entity '\(entity.metadata.identifier)' has no 'typeDisplayRepresentation'",
                        notes: [.init(location: entity.nameLocation, message: "add 'static let typeDisplayRepresentation: TypeDisplayRepresentation = \"\(entity.metadata.identifier)\"'")]
                    )
                )
            }
            if entity.needsDefaultQuery {
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
}
