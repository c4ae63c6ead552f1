extension IntentMetadataBundle {
    /// Whether a parameter of an entity (or an array of entities) also takes text to search for: its entity's default
    /// query searches by string. This is what Apple's `dynamicOptionsSupport` 2 records (fact: Xcode 27's files, where
    /// the entity of an `EntityStringQuery` has 2, and Weather's; an entity of a query by identifier has 1).
    ///
    /// - Parameter parameter: The parameter.
    /// - Returns: `nil` when the parameter is not of an entity, or the entity or its default query is not in the bundle.
    package func takesText(_ parameter: ParameterMetadata) -> Bool? {
        let identifier: String
        switch parameter.valueType {
        case .entity(let name), .array(.entity(let name)): identifier = name
        default: return nil
        }
        guard let queryName = entities.first(where: { $0.identifier == identifier })?.defaultQuery,
              let query = queries.first(where: { $0.identifier == queryName }) else { return nil }
        return query.capabilities.contains("string")
    }
}
