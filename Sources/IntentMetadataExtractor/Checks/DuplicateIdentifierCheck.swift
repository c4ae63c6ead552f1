extension DiagnosticID {
    /// Two App Intents types of one kind share an identifier (such as two nested `Query` types). Rename one.
    package static let duplicateIdentifier = DiagnosticID("duplicate-identifier")
}

extension ModuleCheck {
    /// Two intents, entities, enums or queries of one kind do not share an identifier.
    static let duplicateIdentifiers = Rule(identifiers: [.duplicateIdentifier], check: .module(checkDuplicateIdentifiers))

    /// Identifiers are type names without nesting, so two nested `Query` types collide; two options providers do not.
    static func checkDuplicateIdentifiers(_ module: RecognizedModule) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func check(_ kind: String, _ items: [(identifier: String, typeName: String, location: SourceLocation)]) {
            var first: [String: (typeName: String, location: SourceLocation)] = [:]
            for item in items.sorted(by: { $0.location < $1.location }) {
                if let earlier = first[item.identifier] {
                    diagnostics.append(
                        Diagnostic(
                            .duplicateIdentifier, at: item.location,
                            "\(kind) identifier '\(item.identifier)' of '\(item.typeName)' is already used by '\(earlier.typeName)'",
                            notes: [.init(location: earlier.location, message: "'\(earlier.typeName)' is declared here; rename one of the two types")]
                        )
                    )
                } else {
                    first[item.identifier] = (item.typeName, item.location)
                }
            }
        }
        check("intent", module.intents.map { ($0.metadata.identifier, $0.metadata.typeName, $0.nameLocation) })
        check("entity", module.entities.map { ($0.metadata.identifier, $0.metadata.typeName, $0.nameLocation) })
        check("enum", module.enums.map { ($0.metadata.identifier, $0.metadata.typeName, $0.nameLocation) })
        // Options providers that are nothing else are left out: shipping apps nest two of one name in two intents
        // (each used by its own `@Parameter(optionsProvider:)`) and build, and Apple's metadata keys only entity
        // queries by name (the `queries` of the real files in shared/reference hold no options provider).
        let queries = module.queries.filter { !($0.metadata.capabilities.contains("dynamicOptions") && $0.metadata.entity == nil) }
        check("query", queries.map { ($0.metadata.identifier, $0.metadata.typeName, $0.nameLocation) })
        return diagnostics
    }
}
