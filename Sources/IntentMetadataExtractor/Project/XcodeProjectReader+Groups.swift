extension XcodeProjectReader {
    /// What is known of an object's path.
    enum ResolvedPath {
        /// Not asked yet.
        case unresolved
        /// Being worked out: met again on the way up, the object is in a group cycle.
        case resolving
        /// Worked out: the absolute path, or `nil` when it has none.
        case resolved(String?)
    }

    /// The absolute path of a file reference or group, following its `sourceTree` up the group tree.
    ///
    /// `<group>` is relative to the parent group's path (the main group's is `SRCROOT`), `SOURCE_ROOT` to
    /// `SRCROOT`, `<absolute>` stands alone; `BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR` and other
    /// build-time trees give `nil`: such files are products or SDK files, not sources. A group that contains itself
    /// is reported once and gives `nil`.
    mutating func resolvedPath(of id: String) -> String? {
        objects.number(of: id).flatMap { resolvedPath(ofObject: $0) }
    }

    /// `resolvedPath(of:)` of the object whose ID is the string at a node of the project.
    mutating func resolvedPath(ofStringAt node: Int) -> String? {
        objects.number(ofStringAt: node).flatMap { resolvedPath(ofObject: $0) }
    }

    /// `resolvedPath(of:)` of an object known by its number.
    mutating func resolvedPath(ofObject number: Int) -> String? {
        guard let object = objects.dictionary(at: number) else { return nil }
        // The chain of groups is walked upwards first, so deep trees need no recursion.
        var chain: [(number: Int, object: PropertyListDictionary)] = []
        var current: (number: Int, object: PropertyListDictionary)? = (number, object)
        var base: String?
        walk: while let member = current {
            switch resolvedPaths[member.number] {
            case .resolved(let path):
                base = path
                break walk
            case .resolving:
                let object = member.object
                report(at: object, "group '\(object[string: "name"] ?? object[string: "path"] ?? objects.key(at: member.number))' contains itself; its files are skipped")
                for member in chain { resolvedPaths[member.number] = .resolved(nil) }
                return nil
            case .unresolved:
                resolvedPaths[member.number] = .resolving
                chain.append(member)
            }
            guard (member.object[string: "sourceTree"] ?? "<group>") == "<group>" else { break }
            // A parent is a group, so a dictionary.
            guard let parent = parents[member.number], let group = objects.dictionary(at: parent) else {
                base = sourceRoot
                break
            }
            current = (parent, group)
        }
        // `base` is the path of the group above the last member of the chain (or `nil`); resolve downwards.
        var path = base
        for member in chain.reversed() {
            let own = member.object[string: "path"] ?? ""
            let resolved: String?
            switch member.object[string: "sourceTree"] ?? "<group>" {
            case "<group>": resolved = path.map { ProjectPath.join($0, own) }
            case "SOURCE_ROOT", "SRCROOT": resolved = ProjectPath.join(sourceRoot, own)
            case "<absolute>": resolved = own.hasPrefix("/") ? ProjectPath.normalize(own) : nil
            default: resolved = nil
            }
            resolvedPaths[member.number] = .resolved(resolved)
            path = resolved
        }
        return path
    }
}
