/// Works out which App Intents protocols each type of the module adopts: directly, module-qualified, through
/// an extension, through a protocol of the app that refines one (transitively), or through a superclass.
package struct ConformanceResolver: Sendable {
    let index: TypeIndex
    let moduleName: String

    package init(index: TypeIndex, moduleName: String) {
        self.index = index
        self.moduleName = moduleName
    }

    /// The framework protocols a type adopts, by name (`AppIntent`, `OpenIntent`, ...), reusing and recording those
    /// of the app types already worked out.
    ///
    /// A type adopts the protocols named by every app type it reaches through its inheritance; an app type whose
    /// set is known stands for everything it reaches, so its set is taken as it is. That gives the same answer in
    /// any order, cycles included, and spares a module of deep class hierarchies a walk per type (UTM's recognition
    /// walked the same chains thousands of times).
    func frameworkProtocols(of qualifiedName: String, known: inout [String: Set<String>]) -> Set<String> {
        if let result = known[qualifiedName] { return result }
        var result: Set<String> = []
        var visited: Set<String> = []
        var pending = [qualifiedName]
        // A work list instead of recursion: inheritance chains may be long and may even be cyclic in bad code.
        while let name = pending.popLast() {
            guard visited.insert(name).inserted else { continue }
            if name != qualifiedName, let reached = known[name] {
                result.formUnion(reached)
                continue
            }
            guard let entry = index[name] else { continue }
            let scope = Array(TypeIndex.scope(of: name).dropLast())
            var inheritedTypes = entry.inheritedTypes.flatMap(Self.flattened)
            var aliasesFollowed = 0
            while !inheritedTypes.isEmpty {
                let inherited = inheritedTypes.removeFirst()
                guard case .named(let components) = inherited.withoutAttributes, let last = components.last else { continue }
                // `typealias Intent = AppIntent` (or `= AppIntent & Sendable`): conform through what it names.
                if components.count == 1, index.resolve(last.name, from: scope) == nil, aliasesFollowed < 32,
                    let aliased = index.topLevelTypealiases[last.name]
                {
                    aliasesFollowed += 1
                    inheritedTypes += Self.flattened(aliased)
                    continue
                }
                let names = components.map(\.name)
                if names.count == 2, names[0] == "AppIntents" {
                    if AppIntentsProtocols.role(of: last.name) != nil { result.insert(last.name) }
                    continue
                }
                let written = (names.first == moduleName && names.count > 1 ? Array(names.dropFirst()) : names).joined(separator: ".")
                if let resolved = index.resolve(written, from: scope) {
                    // An app type: a protocol or superclass passes its conformances on; another kind (an app
                    // `enum AppEntity`, say) merely shares a name.
                    if let target = index[resolved], target.kind == .protocol || target.kind == .class {
                        pending.append(resolved)
                    }
                } else if names.count == 1, AppIntentsProtocols.role(of: last.name) != nil {
                    result.insert(last.name)
                }
            }
        }
        known[qualifiedName] = result
        return result
    }

    /// The roles of a type: from its protocols, and for its own declaration from `@AppIntent(schema:)`-style macros.
    package func roles(of qualifiedName: String) -> (roles: Set<AppIntentsRole>, protocols: Set<String>) {
        var known: [String: Set<String>] = [:]
        return roles(of: qualifiedName, known: &known)
    }

    /// The roles of a type, sharing what is `known` of other types' protocols with the other calls of one pass.
    package func roles(of qualifiedName: String, known: inout [String: Set<String>]) -> (roles: Set<AppIntentsRole>, protocols: Set<String>) {
        // Most types of a big module inherit nothing, or only library protocols (`Sendable`, `Hashable`), and
        // carry no attribute: nothing to walk.
        if let entry = index[qualifiedName], entry.attributes.isEmpty, !entry.inheritedTypes.contains(where: mayLeadToTheFramework) {
            return ([], [])
        }
        let protocols = frameworkProtocols(of: qualifiedName, known: &known)
        var roles = Set(protocols.compactMap(AppIntentsProtocols.role(of:)))
        if let entry = index[qualifiedName] {
            for attribute in entry.attributes {
                if let role = AppIntentsProtocols.macroRoles[attribute.baseName], attribute.arguments != nil {
                    roles.insert(role)
                }
            }
            // Protocols are not App Intents types themselves; the types adopting them are.
            if entry.kind == .protocol { roles = [] }
        }
        return (roles, protocols)
    }

    /// Whether an inherited type could make a type an App Intents type: it names a framework protocol, a type of
    /// the module (which may pass one on) or a typealias (which may name one). `frameworkProtocols` decides.
    private func mayLeadToTheFramework(_ inherited: TypeSyntax) -> Bool {
        Self.flattened(inherited).contains { type in
            guard case .named(let components) = type.withoutAttributes, let last = components.last else { return false }
            return AppIntentsProtocols.role(of: last.name) != nil || index.declaresType(named: last.name)
                || index.topLevelTypealiases[last.name] != nil
        }
    }

    static func flattened(_ type: TypeSyntax) -> [TypeSyntax] {
        switch type {
        case .composition(let types): types.flatMap(flattened)
        case .attributed(_, let inner): flattened(inner)
        default: [type]
        }
    }
}
