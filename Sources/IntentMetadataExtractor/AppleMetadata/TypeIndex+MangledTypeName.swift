import IntentMetadata

extension TypeIndex {
    /// The mangled name of a type of the module (`Destination.Query`), from the kinds of it and its enclosing types.
    ///
    /// - Throws: `MangledTypeName.Refusal` when the name needs what only the compiler knows: a private or generic
    ///   type or enclosing type, a type the module does not declare, a name outside ASCII.
    package func mangledTypeName(of qualifiedName: String, module: String) throws(MangledTypeName.Refusal) -> String {
        let components = Self.scope(of: qualifiedName)
        var path: [(name: String, kind: MangledTypeName.Kind)] = []
        for count in 1...max(components.count, 1) {
            // An array, not a slice: `joined` of a slice is not specialized, and its first call looks up a conformance
            // at run time (about 180,000 instructions).
            let name = Array(components.prefix(count)).joined(separator: ".")
            guard let declaration = entries[name]?.declaration, let kind = Self.mangledKind(of: declaration.kind) else {
                throw .unknownType(name)
            }
            if declaration.modifiers.contains(where: { $0 == "private" || $0 == "fileprivate" }) { throw .privateType(name) }
            if declaration.genericParameterClause != nil { throw .genericType(name) }
            path.append((declaration.name, kind))
        }
        return try MangledTypeName.of(module: module, path: path)
    }

    /// An actor mangles as a class; anything but a nominal type has no mangled type name of its own here.
    private static func mangledKind(of kind: DeclarationSyntax.Kind) -> MangledTypeName.Kind? {
        switch kind {
        case .struct: .struct
        case .enum: .enum
        case .class, .actor: .class
        case .protocol: .protocol
        default: nil
        }
    }
}

extension TypeIndex {
    /// The mangled name of every type a bundle of this module names (actions, entities, enums, queries and the App
    /// Shortcuts provider), by the bundle's module-qualified type name, or why it needs the compiler.
    package func mangledTypeNames(of bundle: IntentMetadataBundle) -> [String: Result<String, MangledTypeName.Refusal>] {
        let prefix = bundle.module + "."
        var typeNames = bundle.actions.map(\.typeName) + bundle.entities.map(\.typeName) + bundle.enums.map(\.typeName) + bundle.queries.map(\.typeName)
        if let provider = bundle.shortcuts?.provider { typeNames.append(provider.hasPrefix(prefix) ? provider : prefix + provider) }
        var result: [String: Result<String, MangledTypeName.Refusal>] = [:]
        for typeName in typeNames where typeName.hasPrefix(prefix) {
            let ownName = String(typeName.dropFirst(prefix.count))
            result[typeName] = Result { () throws(MangledTypeName.Refusal) in try mangledTypeName(of: ownName, module: bundle.module) }
        }
        return result
    }
}
