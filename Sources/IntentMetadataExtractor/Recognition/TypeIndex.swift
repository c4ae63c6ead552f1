/// Every nominal type of the module with the members and conformances its extensions add, indexed by
/// qualified name, so that names resolve by dictionary lookup rather than by scanning.
package struct TypeIndex: Sendable {
    /// One nominal type with everything known about it.
    package struct Entry: Sendable {
        /// The qualified name within the module, nesting included: `Library.OpenShelf`.
        package var qualifiedName: String
        /// The type's own declaration.
        package var declaration: DeclarationSyntax
        /// The file that declares it.
        package var file: SourceFile
        /// Inherited types from the declaration and from every extension, in source order.
        package var inheritedTypes: [TypeSyntax]
        /// Members from the declaration and from every extension.
        package var members: [Member]
        /// Attributes of the declaration.
        package var attributes: [AttributeSyntax] { declaration.attributes }
        package var kind: DeclarationSyntax.Kind { declaration.kind }
        package var name: String { declaration.name }
    }

    /// A member with the file it is written in (an extension may be in another file).
    package struct Member: Sendable {
        package var declaration: DeclarationSyntax
        package var file: SourceFile
    }

    /// An extension of a type the module does not declare.
    package struct ForeignExtension: Sendable {
        package var extendedName: String
        package var declaration: DeclarationSyntax
        package var file: SourceFile
    }

    package private(set) var entries: [String: Entry] = [:]
    /// Extensions whose type is not declared in the module, in file order.
    package private(set) var foreignExtensions: [ForeignExtension] = []
    /// Module-level `typealias` targets, by name.
    package private(set) var topLevelTypealiases: [String: TypeSyntax] = [:]

    /// Builds the index from the active declarations of each file. Files must be given in a stable order.
    package init(files: [(SourceFile, [DeclarationSyntax])]) {
        var extensions: [(scope: [String], DeclarationSyntax, SourceFile)] = []
        for (file, declarations) in files {
            var pending: [(scope: [String], DeclarationSyntax)] = declarations.reversed().map { ([], $0) }
            while let (scope, declaration) = pending.popLast() {
                switch declaration.kind {
                case .struct, .class, .enum, .actor, .protocol:
                    let qualifiedName = (scope + [declaration.name]).joined(separator: ".")
                    let members = declaration.members.compactMap { item -> Member? in
                        if case .declaration(let member) = item { return Member(declaration: member, file: file) }
                        return nil
                    }
                    // The first declaration of a name wins; a second is a redeclaration the compiler rejects.
                    if entries[qualifiedName] == nil {
                        simpleNames.insert(declaration.name)
                        entries[qualifiedName] = Entry(
                            qualifiedName: qualifiedName, declaration: declaration, file: file,
                            inheritedTypes: declaration.inheritedTypes, members: members
                        )
                    }
                    // Only members that can declare types go on the work list: copying every function and property
                    // of the module (and a scope array for each) was a tenth of a run over a large tree.
                    let nestedScope = scope + [declaration.name]
                    for member in members.reversed() where member.declaration.kind.hasMembers {
                        pending.append((nestedScope, member.declaration))
                    }
                case .extension:
                    extensions.append((scope, declaration, file))
                case .typealias where scope.isEmpty:
                    if let aliased = declaration.aliasedType, topLevelTypealiases[declaration.name] == nil {
                        topLevelTypealiases[declaration.name] = aliased
                    }
                default:
                    break
                }
            }
        }
        // Extensions apply after all types are known, so an extension may precede its type in file order.
        for (scope, declaration, file) in extensions {
            guard let qualifiedName = resolve(declaration.name, from: scope) else {
                foreignExtensions.append(ForeignExtension(extendedName: declaration.name, declaration: declaration, file: file))
                continue
            }
            let members = declaration.members.compactMap { item -> Member? in
                if case .declaration(let member) = item { return Member(declaration: member, file: file) }
                return nil
            }
            entries[qualifiedName]?.inheritedTypes += declaration.inheritedTypes
            entries[qualifiedName]?.members += members
            // Types nested in an extension belong to the extended type's scope, at any depth.
            var nestedPending = members.filter(\.declaration.kind.isNominalType).map { (qualifiedName, $0.declaration) }
            while let (outer, nested) = nestedPending.popLast() {
                let nestedName = outer + "." + nested.name
                let nestedMembers = nested.members.compactMap { item -> Member? in
                    if case .declaration(let inner) = item { return Member(declaration: inner, file: file) }
                    return nil
                }
                if entries[nestedName] == nil {
                    simpleNames.insert(nested.name)
                    entries[nestedName] = Entry(
                        qualifiedName: nestedName, declaration: nested, file: file,
                        inheritedTypes: nested.inheritedTypes, members: nestedMembers
                    )
                }
                nestedPending += nestedMembers.filter(\.declaration.kind.isNominalType).map { (nestedName, $0.declaration) }
            }
        }
    }

    package subscript(qualifiedName: String) -> Entry? { entries[qualifiedName] }

    /// The last component of every qualified name, for quick negative lookups.
    private var simpleNames: Set<String> = []

    /// Whether some type of the module has this simple (last-component) name.
    package func declaresType(named simpleName: String) -> Bool {
        simpleNames.contains(simpleName)
    }

    /// Resolves a written type name (`Shelf`, `Library.Shelf`) from inside a scope (`Library.OpenShelf`),
    /// looking outward as Swift does: `Library.OpenShelf.Shelf`, `Library.Shelf`, `Shelf`.
    package func resolve(_ name: String, from scope: [String]) -> String? {
        // Most names a module writes (`Sendable`, `View`, `Codable`) are not its own types: rule those out by the
        // last component before building any qualified candidate.
        let lastComponent = name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? name
        guard simpleNames.contains(lastComponent) else { return nil }
        var scope = scope
        while true {
            let candidate = (scope + [name]).joined(separator: ".")
            if entries[candidate] != nil { return candidate }
            guard !scope.isEmpty else { return nil }
            scope.removeLast()
        }
    }

    /// The scope of a type's members: its qualified name split in components.
    package static func scope(of qualifiedName: String) -> [String] {
        qualifiedName.split(separator: ".").map(String.init)
    }

    /// All entries, sorted by qualified name, for stable iteration.
    package var sortedEntries: [Entry] {
        entries.keys.sorted().compactMap { entries[$0] }
    }
}
