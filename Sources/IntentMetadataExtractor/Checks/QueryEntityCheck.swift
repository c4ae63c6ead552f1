extension DiagnosticID {
    /// An entity query's entity type could not be found.
    package static let queryEntityUnresolved = DiagnosticID("query-entity-unresolved")
}

extension ModuleCheck {
    /// A query returns an entity of the module.
    static let queryEntities = Rule(identifiers: [.queryEntityUnresolved], check: .module(checkQueryEntities))

    /// A query must return an entity of a module we know.
    static func checkQueryEntities(_ module: RecognizedModule) -> [Diagnostic] {
        module.queries.compactMap { query in
            guard query.requiresEntity, query.metadata.entity == nil else { return nil }
            return Diagnostic(
                .queryEntityUnresolved, at: query.nameLocation,
                "query '\(query.metadata.identifier)' returns no entity of this module; declare 'typealias Entity = ...' or return '[SomeEntity]' from 'entities(for:)'"
            )
        }
    }
}
