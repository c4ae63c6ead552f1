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
    ///
    /// One module cannot declare a top-level name twice, so two declarations of one name come from two modules
    /// scanned together (an app and its local package, say): one is kept, and it is the App Intents one
    /// (see `chooseNamesakes`), never dropped for a namesake.
    package init(files: [ActiveFile]) {
        let kept = Self.chooseNamesakes(files: files)
        var extensions: [(scope: [String], DeclarationSyntax, SourceFile)] = []
        for (file, declarations) in files.lazy.map({ ($0.file, $0.declarations) }) {
            var pending: [(scope: [String], DeclarationSyntax)] = declarations.reversed().map { ([], $0) }
            while let (scope, declaration) = pending.popLast() {
                switch declaration.kind {
                case .struct, .class, .enum, .actor, .protocol:
                    if scope.isEmpty, let chosen = kept[declaration.name], chosen != Namesake(file: file, declaration: declaration) {
                        continue
                    }
                    let qualifiedName = Self.qualifiedName(declaration.name, in: scope)
                    let members = Self.members(of: declaration, in: file)
                    addFirst(qualifiedName, declaration, members, in: file)
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
                if scope.isEmpty, Self.addsAppIntentsConformance(declaration) {
                    // `extension EntityID: @retroactive AppEntity` of a type from another module: the conformance, and
                    // so the entity, belongs to this module. The extension stands in for the declaration. (An enum's
                    // cases are then those its `caseDisplayRepresentations` or `allCases` name; `enum-from-other-module`
                    // says what cannot be checked.)
                    simpleNames.insert(String(declaration.name.split(separator: ".").last ?? Substring(declaration.name)))
                    entries[declaration.name] = Entry(
                        qualifiedName: declaration.name, declaration: declaration, file: file,
                        inheritedTypes: declaration.inheritedTypes,
                        members: Self.members(of: declaration, in: file)
                    )
                    continue
                }
                foreignExtensions.append(ForeignExtension(extendedName: declaration.name, declaration: declaration, file: file))
                continue
            }
            let members = Self.members(of: declaration, in: file)
            entries[qualifiedName]?.inheritedTypes += declaration.inheritedTypes
            entries[qualifiedName]?.members += members
            // Types nested in an extension belong to the extended type's scope, at any depth.
            // Closures, not key paths: a key path used as a function is applied through the runtime, and this runs
            // for every extension of the module (perf: a quarter of building the index on roam).
            var nestedPending = members.filter { $0.declaration.kind.isNominalType }.map { (qualifiedName, $0.declaration) }
            while let (outer, nested) = nestedPending.popLast() {
                let nestedName = outer + "." + nested.name
                let nestedMembers = Self.members(of: nested, in: file)
                addFirst(nestedName, nested, nestedMembers, in: file)
                nestedPending += nestedMembers.filter { $0.declaration.kind.isNominalType }.map { (nestedName, $0.declaration) }
            }
        }
    }

    package subscript(qualifiedName: String) -> Entry? { entries[qualifiedName] }

    /// Identifies one top-level declaration: the file's path and the declaration's position in it.
    struct Namesake: Hashable {
        var path: String
        var offset: Int

        init(file: SourceFile, declaration: DeclarationSyntax) {
            path = file.path
            offset = declaration.range.lowerBound
        }
    }

    /// For each top-level name declared more than once, the declaration to keep: the first that is an App Intents
    /// type, by its own inheritance clause or attributes or by the extensions nearest to it in the folder tree
    /// (an extension belongs to the namesake whose file shares the longest folder path with it); otherwise the
    /// first. Names declared once are not in the result.
    static func chooseNamesakes(files: [ActiveFile]) -> [String: Namesake] {
        var candidates: [String: [(file: SourceFile, declaration: DeclarationSyntax)]] = [:]
        for (file, declarations) in files.lazy.map({ ($0.file, $0.declarations) }) {
            for declaration in declarations where declaration.kind.isNominalType {
                candidates[declaration.name, default: []].append((file, declaration))
            }
        }
        candidates = candidates.filter { $0.value.count > 1 }
        guard !candidates.isEmpty else { return [:] }
        var isAppIntents: [String: [Bool]] = candidates.mapValues { list in
            list.map { Self.namesAppIntentsRole($0.declaration.inheritedTypes, $0.declaration.attributes) }
        }
        for (file, declarations) in files.lazy.map({ ($0.file, $0.declarations) }) {
            for declaration in declarations where declaration.kind == .extension {
                guard let list = candidates[declaration.name],
                    Self.namesAppIntentsRole(declaration.inheritedTypes, declaration.attributes)
                else { continue }
                let folder = Self.folderComponents(of: file.path)
                var best = 0
                var bestShared = -1
                for (position, candidate) in list.enumerated() {
                    let shared = Self.sharedPrefixCount(folder, Self.folderComponents(of: candidate.file.path))
                    if shared > bestShared {
                        best = position
                        bestShared = shared
                    }
                }
                isAppIntents[declaration.name]?[best] = true
            }
        }
        return candidates.mapValues { list in
            let position = isAppIntents[list[0].declaration.name]?.firstIndex(of: true) ?? 0
            return Namesake(file: list[position].file, declaration: list[position].declaration)
        }
    }

    /// The declarations directly inside a type or extension, each with the file it is written in.
    private static func members(of declaration: DeclarationSyntax, in file: SourceFile) -> [Member] {
        declaration.members.compactMap { item -> Member? in
            if case .declaration(let member) = item { return Member(declaration: member, file: file) }
            return nil
        }
    }

    /// Whether an extension adds a conformance to an App Intents protocol of a role other than `enum`.
    private static func addsAppIntentsConformance(_ declaration: DeclarationSyntax) -> Bool {
        declaration.inheritedTypes.contains { $0.withoutAttributes.baseName.flatMap(AppIntentsProtocols.role(of:)) != nil }
    }

    private static func namesAppIntentsRole(_ inheritedTypes: [TypeSyntax], _ attributes: [AttributeSyntax]) -> Bool {
        inheritedTypes.contains { $0.baseName.flatMap(AppIntentsProtocols.role(of:)) != nil }
            || attributes.contains { AppIntentsProtocols.macroRoles[$0.baseName] != nil }
    }

    private static func folderComponents(of path: String) -> [Substring] {
        Array(path.split(separator: "/").dropLast())
    }

    private static func sharedPrefixCount(_ a: [Substring], _ b: [Substring]) -> Int {
        var count = 0
        while count < a.count, count < b.count, a[count] == b[count] { count += 1 }
        return count
    }

    /// Records a type under its qualified name unless one is there: the first declaration of a name wins, and a second
    /// is a redeclaration the compiler rejects.
    private mutating func addFirst(_ qualifiedName: String, _ declaration: DeclarationSyntax, _ members: [Member], in file: SourceFile) {
        guard entries[qualifiedName] == nil else { return }
        simpleNames.insert(declaration.name)
        entries[qualifiedName] = Entry(
            qualifiedName: qualifiedName, declaration: declaration, file: file, inheritedTypes: declaration.inheritedTypes, members: members
        )
    }

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
        // On UTF-8: `String.lastIndex(of:)` steps back one grapheme at a time, thousands of instructions a name.
        let lastComponent = name.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(name[name.utf8.index(after: $0)...]) } ?? name
        guard simpleNames.contains(lastComponent) else { return nil }
        var scope = scope
        while true {
            let candidate = Self.qualifiedName(name, in: scope)
            if entries[candidate] != nil { return candidate }
            guard !scope.isEmpty else { return nil }
            scope.removeLast()
        }
    }

    /// `name` inside `scope` (`Library.Shelf` for `Shelf` in `["Library"]`), as `(scope + [name]).joined(separator: ".")`
    /// spells it: by appending, since `joined(separator:)` runs unspecialized here (about 1,400 instructions a name;
    /// home-assistant-iOS's index asks it 3,300 times), and without copying for a top-level name.
    static func qualifiedName(_ name: String, in scope: [String]) -> String {
        guard !scope.isEmpty else { return name }
        var qualified = ""
        qualified.reserveCapacity(scope.reduce(name.utf8.count) { $0 + $1.utf8.count + 1 })
        for component in scope {
            qualified += component
            qualified += "."
        }
        qualified += name
        return qualified
    }

    /// The scope of a type's members: its qualified name split in components.
    package static func scope(of qualifiedName: String) -> [String] {
        // Split character by character, a name cost thousands of instructions, and recognition asks for scopes of
        // every type it walks. An ASCII name (nearly every one) is split on its bytes, where `.` is always a separator.
        guard qualifiedName.utf8.allSatisfy({ $0 < 0x80 }) else { return qualifiedName.split(separator: ".").map(String.init) }
        return qualifiedName.utf8.split(separator: UInt8(ascii: ".")).map { String(Substring($0)) }
    }

    /// All entries, sorted by qualified name, for stable iteration.
    package var sortedEntries: [Entry] {
        entries.keys.sorted().compactMap { entries[$0] }
    }
}
