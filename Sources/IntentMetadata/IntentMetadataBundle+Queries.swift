extension IntentMetadataBundle {
    /// The action with the given identifier.
    ///
    /// - Parameter identifier: An action identifier such as `OpenBook`.
    /// - Returns: The action, or `nil` when the bundle has none with that identifier.
    public func action(withIdentifier identifier: String) -> ActionMetadata? {
        actions.first { $0.identifier == identifier }
    }

    /// The entity with the given identifier.
    ///
    /// - Parameter identifier: An entity identifier such as `Book`.
    /// - Returns: The entity, or `nil` when the bundle has none with that identifier.
    public func entity(withIdentifier identifier: String) -> EntityMetadata? {
        entities.first { $0.identifier == identifier }
    }

    /// The enum with the given identifier.
    ///
    /// - Parameter identifier: An enum identifier such as `Shelf`.
    /// - Returns: The enum, or `nil` when the bundle has none with that identifier.
    public func enumType(withIdentifier identifier: String) -> EnumMetadata? {
        enums.first { $0.identifier == identifier }
    }

    /// The query with the given identifier.
    ///
    /// - Parameter identifier: A query identifier such as `BookQuery`.
    /// - Returns: The query, or `nil` when the bundle has none with that identifier.
    public func query(withIdentifier identifier: String) -> QueryMetadata? {
        queries.first { $0.identifier == identifier }
    }

    /// The query the system uses to find instances of an entity.
    ///
    /// - Parameter entity: An entity of this bundle.
    /// - Returns: The query named by the entity's `defaultQuery` when the bundle has it, else the first query
    ///   (by identifier) whose `entity` is the entity's identifier, else `nil`.
    public func query(for entity: EntityMetadata) -> QueryMetadata? {
        if let identifier = entity.defaultQuery, let query = query(withIdentifier: identifier) {
            return query
        }
        return queries.first { $0.entity == entity.identifier }
    }

    /// The entity and enum types an action's parameters refer to, directly or as array elements.
    ///
    /// - Parameter action: An action of this bundle.
    /// - Returns: Each referred type once, in the order of first reference, with identifiers the bundle does
    ///   not describe listed apart.
    public func referencedTypes(of action: ActionMetadata) -> ReferencedTypes {
        var result = ReferencedTypes()
        var seenEntities: Set<String> = []
        var seenEnums: Set<String> = []
        var unresolved: Set<String> = []
        for parameter in action.parameters {
            if let identifier = parameter.valueType.referencedEntityIdentifier, seenEntities.insert(identifier).inserted {
                if let entity = entity(withIdentifier: identifier) {
                    result.entities.append(entity)
                } else {
                    unresolved.insert(identifier)
                }
            }
            if let identifier = parameter.valueType.referencedEnumIdentifier, seenEnums.insert(identifier).inserted {
                if let enumType = enumType(withIdentifier: identifier) {
                    result.enums.append(enumType)
                } else {
                    unresolved.insert(identifier)
                }
            }
        }
        result.unresolvedIdentifiers = unresolved.sorted()
        return result
    }

    /// The actions with a parameter that takes an entity, alone or in an array.
    ///
    /// - Parameter entityIdentifier: An entity identifier such as `Book`.
    /// - Returns: The actions, in bundle order (sorted by identifier).
    public func actions(accepting entityIdentifier: String) -> [ActionMetadata] {
        actions.filter { action in
            action.parameters.contains { $0.valueType.referencedEntityIdentifier == entityIdentifier }
        }
    }

    /// The actions whose result is an entity, alone or in an array.
    ///
    /// - Parameter entityIdentifier: An entity identifier such as `Book`.
    /// - Returns: The actions, in bundle order (sorted by identifier).
    public func actions(returning entityIdentifier: String) -> [ActionMetadata] {
        actions.filter { $0.result.valueType?.referencedEntityIdentifier == entityIdentifier }
    }

    /// The chains that start with an action: every action with a parameter that takes the entity the
    /// action returns.
    ///
    /// An action that both returns and takes the same entity chains to itself, as a shortcut may run it twice.
    ///
    /// - Parameter action: The action whose result is passed on.
    /// - Returns: One chain per consumer parameter, sorted by consumer identifier, then parameter order;
    ///   empty when the action returns no entity.
    public func actionsConsumingResult(of action: ActionMetadata) -> [ActionChain] {
        guard let entityIdentifier = action.result.valueType?.referencedEntityIdentifier else { return [] }
        var chains: [ActionChain] = []
        for consumer in actions {
            for parameter in consumer.parameters where parameter.valueType.referencedEntityIdentifier == entityIdentifier {
                chains.append(ActionChain(producer: action, consumer: consumer, parameter: parameter, entityIdentifier: entityIdentifier))
            }
        }
        return chains
    }

    /// Every chain in the bundle: pairs of actions where the first returns an entity the second takes.
    ///
    /// - Returns: The chains, sorted by producer identifier, then consumer identifier, then parameter order.
    public func actionChains() -> [ActionChain] {
        actions.flatMap { actionsConsumingResult(of: $0) }
    }

    /// The App Shortcuts phrases that run an action, as templates.
    ///
    /// Templates use `${applicationName}` for the app's name and `${name}` for a parameter; render them with
    /// ``renderedPhrases(for:applicationName:)``.
    ///
    /// - Parameter action: An action of this bundle.
    /// - Returns: The phrases of every App Shortcut that runs the action, in declaration order.
    public func phrases(for action: ActionMetadata) -> [String] {
        shortcuts?.items.filter { $0.intent == action.identifier }.flatMap(\.phrases) ?? []
    }

    /// The App Shortcuts phrases that run an action, as people say them.
    ///
    /// `${applicationName}` becomes `applicationName`, and a parameter token such as `${shelf}` becomes the
    /// parameter's title in angle brackets (`<Shelf>`), since the system offers one phrase per value. For
    /// example, `Open ${shelf} in ${applicationName}` renders as `Open <Shelf> in Books`.
    ///
    /// - Parameters:
    ///   - action: An action of this bundle.
    ///   - applicationName: The app's name as people say it, or a placeholder such as `<app name>`.
    /// - Returns: The rendered phrases, in declaration order.
    public func renderedPhrases(for action: ActionMetadata, applicationName: String) -> [String] {
        phrases(for: action).map { phrase in
            TemplateTokens.replace(in: phrase) { name in
                if name == "applicationName" {
                    return applicationName
                }
                guard let parameter = action.parameters.first(where: { $0.name == name }) else { return nil }
                return "<\(parameter.title.defaultText)>"
            }
        }
    }
}
