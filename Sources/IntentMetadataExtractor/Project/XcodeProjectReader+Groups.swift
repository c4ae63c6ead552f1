extension XcodeProjectReader {
    /// The absolute path of a file reference or group, following its `sourceTree` up the group tree.
    ///
    /// `<group>` is relative to the parent group's path (the main group's is `SRCROOT`), `SOURCE_ROOT` to
    /// `SRCROOT`, `<absolute>` stands alone; `BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR` and other
    /// build-time trees give `nil`: such files are products or SDK files, not sources. A group that contains itself
    /// is reported once and gives `nil`.
    mutating func resolvedPath(of id: String) -> String? {
        if let cached = resolvedPaths[id] { return cached }
        // The chain of groups is walked upwards first, so deep trees need no recursion.
        var chain: [String] = []
        var seen: Set<String> = []
        var current: String? = id
        var base: String?
        while let currentID = current {
            if let cached = resolvedPaths[currentID] {
                base = cached
                break
            }
            guard seen.insert(currentID).inserted else {
                if let object = objects[currentID] { report(at: object, "group '\(objects[currentID]?[string: "name"] ?? objects[currentID]?[string: "path"] ?? currentID)' contains itself; its files are skipped") }
                for member in chain { resolvedPaths[member] = .some(nil) }
                return nil
            }
            guard let object = objects[currentID] else {
                base = nil
                chain.append(currentID)
                break
            }
            chain.append(currentID)
            let tree = object[string: "sourceTree"] ?? "<group>"
            if tree != "<group>" {
                current = nil
                continue
            }
            current = parents[currentID]
            if current == nil { base = sourceRoot }
        }
        // `base` is the path of the group above the last member of the chain (or `nil`); resolve downwards.
        var path = base
        for member in chain.reversed() {
            guard let object = objects[member] else {
                resolvedPaths[member] = .some(nil)
                path = nil
                continue
            }
            let own = object[string: "path"] ?? ""
            let resolved: String?
            switch object[string: "sourceTree"] ?? "<group>" {
            case "<group>": resolved = path.map { ProjectPath.join($0, own) }
            case "SOURCE_ROOT", "SRCROOT": resolved = ProjectPath.join(sourceRoot, own)
            case "<absolute>": resolved = own.hasPrefix("/") ? ProjectPath.normalize(own) : nil
            default: resolved = nil
            }
            resolvedPaths[member] = .some(resolved)
            path = resolved
        }
        return resolvedPaths[id] ?? nil
    }
}
