import IntentMetadata

extension ModuleRecognizer {
    /// Reads a query: the entity it returns and what it can do.
    func recognizeQuery(_ entry: TypeIndex.Entry, into module: inout RecognizedModule) {
        let members = membersIncludingSuperclasses(of: entry)
        let scope = TypeIndex.scope(of: entry.qualifiedName)
        let queryProtocols = protocols[entry.qualifiedName] ?? []
        var query = QueryMetadata(identifier: identifier(of: entry), typeName: typeName(of: entry), source: source(of: entry))
        var capabilities: Set<String> = []
        // Where the entity type can be read, in the order the compiler would infer `Entity` from: a typealias,
        // then the result types of the query's functions. A result written through the query's own associated
        // types (`-> Self.Result`, `[Self.Entity]`) names nothing, so each candidate is tried until one resolves.
        var entityTypes: [TypeSyntax] = []
        if let alias = members.first(where: { $0.declaration.kind == .typealias && ($0.declaration.name == "Entity" || $0.declaration.name == "Result") }) {
            if let aliased = alias.declaration.aliasedType { entityTypes.append(aliased) }
        }
        let resultFunctions: [(function: AppIntentsAPI.Requirement, capability: String?)] = [
            (.entities, "identifiers"), (.suggestedEntities, "suggestions"), (.allEntities, "enumerable"),
            (.results, "dynamicOptions"), (.values, "values"), (.defaultResult, nil),
        ]
        for (requirement, capability) in resultFunctions {
            for function in function(requirement, in: members) {
                var functionCapability = capability
                if requirement == .entities, function.declaration.signature?.parameters.first?.label == "matching" {
                    functionCapability = "string"
                }
                if let functionCapability { capabilities.insert(functionCapability) }
                if let returnType = function.declaration.signature?.returnType, let element = elementType(of: returnType) {
                    entityTypes.append(element)
                }
            }
        }
        if queryProtocols.contains("EntityStringQuery") { capabilities.insert("string") }
        if queryProtocols.contains("EntityPropertyQuery") { capabilities.insert("property") }
        if queryProtocols.contains("EnumerableEntityQuery") { capabilities.insert("enumerable") }
        if queryProtocols.contains("UniqueAppEntityQuery") { capabilities.insert("unique") }
        if queryProtocols.contains("DynamicOptionsProvider") { capabilities.insert("dynamicOptions") }
        if queryProtocols.contains("IntentValueQuery") { capabilities.insert("values") }
        query.capabilities = capabilities.sorted()
        for entityType in entityTypes {
            guard case .resolved(let valueType, _) = valueTypes.resolve(entityType, scope: scope) else { continue }
            if case .entity(let identifier) = valueType { query.entity = identifier; break }
            if case .enum(let identifier) = valueType { query.entity = identifier; break }
        }
        if queryProtocols.contains("EntityPropertyQuery") {
            readPropertyQuery(members, into: &query)
        }
        let isOptionsProvider = queryProtocols == ["DynamicOptionsProvider"] || queryProtocols == ["IntentValueQuery"]
        module.queries.append(RecognizedQuery(metadata: query, nameLocation: nameLocation(of: entry), requiresEntity: !isOptionsProvider))
    }

    /// The element type of `[Book]`, `Array<Book>`, `ItemCollection<Book>` or `Book`.
    func elementType(of type: TypeSyntax) -> TypeSyntax? {
        switch type.withoutAttributes {
        case .array(let element): return element
        case .optional(let inner): return elementType(of: inner)
        case .named(let components):
            if let last = components.last, ["Array", "ItemCollection", "IntentItemCollection"].contains(last.name), let first = last.genericArguments.first {
                return first
            }
            return type
        default: return nil
        }
    }

    /// Reads `static var properties = QueryProperties { Property(\Book.$title) { EqualToComparator { ... } } }`
    /// and `static var sortingOptions = SortingOptions { SortableBy(\Book.$title) }`.
    func readPropertyQuery(_ members: [TypeIndex.Member], into query: inout QueryMetadata) {
        if let (_, binding) = staticProperty(.properties, in: members), case .constant(let expression) = reader.valueExpression(of: binding) {
            var properties: [QueryPropertyMetadata] = []
            for item in builderItems(expression) {
                guard case .call(_, let arguments, let closures) = item.kind, let keyPath = arguments.first?.value,
                    case .keyPath(_, let components) = keyPath.kind, let first = components.first
                else { continue }
                var comparators: [String] = []
                for closure in closures {
                    for statement in ConditionalCompilation.activeStatements(closure.statements, in: environment) {
                        guard case .expression(let comparator) = statement, case .call(let callee, _, _) = comparator.kind,
                            case .identifier(let name) = callee.kind, name.hasSuffix("Comparator")
                        else { continue }
                        let base = name.dropLast("Comparator".count)
                        comparators.append(base.prefix(1).lowercased() + base.dropFirst())
                    }
                }
                for argument in arguments.dropFirst() where argument.label == nil {
                    if case .memberAccess(nil, let comparator) = argument.value.kind { comparators.append(comparator) }
                    if case .arrayLiteral(let elements) = argument.value.kind {
                        comparators += elements.compactMap { element in
                            if case .memberAccess(nil, let comparator) = element.kind { return comparator }
                            return nil
                        }
                    }
                }
                properties.append(QueryPropertyMetadata(name: first.hasPrefix("$") ? String(first.dropFirst()) : first, comparators: comparators))
            }
            query.properties = properties
        }
        if let (_, binding) = staticProperty(.sortingOptions, in: members), case .constant(let expression) = reader.valueExpression(of: binding) {
            query.sortingOptions = builderItems(expression).compactMap { item in
                guard case .call(_, let arguments, _) = item.kind, let keyPath = arguments.first?.value,
                    case .keyPath(_, let components) = keyPath.kind, let first = components.first
                else { return nil }
                return first.hasPrefix("$") ? String(first.dropFirst()) : first
            }
        }
    }

    /// The items of `Builder { a; b }` or `[a, b]`.
    func builderItems(_ expression: ExpressionSyntax) -> [ExpressionSyntax] {
        switch expression.kind {
        case .arrayLiteral(let elements):
            return elements
        case .call(_, _, let closures):
            return closures.flatMap { closure in
                ConditionalCompilation.activeStatements(closure.statements, in: environment).compactMap { statement in
                    if case .expression(let item) = statement { return item }
                    return nil
                }
            }
        default:
            return []
        }
    }
}
