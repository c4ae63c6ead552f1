extension TypeIndex {
    /// The mangled name of a type of the module (`Destination.Query`), from the kinds of it and its enclosing types.
    ///
    /// - Throws: `MangledTypeName.Refusal` when the name needs what only the compiler knows: a private or generic
    ///   type or enclosing type, a type the module does not declare, a name outside ASCII.
    package func mangledTypeName(of qualifiedName: String, module: String) throws(MangledTypeName.Refusal) -> String {
        let components = Self.scope(of: qualifiedName)
        var path: [(name: String, kind: MangledTypeName.Kind)] = []
        for count in 1...max(components.count, 1) {
            let name = components.prefix(count).joined(separator: ".")
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
