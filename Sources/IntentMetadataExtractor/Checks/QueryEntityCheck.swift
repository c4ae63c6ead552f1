extension ModuleCheck {
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
