extension XcodeGenSpec {
    /// The targets as XcodeGen resolves them: multi-platform targets split, then templates applied, then split again
    /// (a template may give a target its platforms).
    static func resolveTargets(_ spec: YAMLNode) -> YAMLNode {
        var resolved = splittingMultiPlatformTargets(spec)
        resolved = applyingTemplates(resolved)
        return splittingMultiPlatformTargets(resolved)
    }

    /// A target whose `platform` is a list becomes one target per platform, `<Name>_<platform>` (or with its
    /// `platformPrefix`/`platformSuffix`), with `${platform}` replaced and `PRODUCT_NAME` kept as the target's name.
    static func splittingMultiPlatformTargets(_ spec: YAMLNode) -> YAMLNode {
        guard var entries = spec.mapping, let targets = entries.value(for: "targets"), let targetEntries = targets.mapping else { return spec }
        var split: [(key: String, value: YAMLNode)] = []
        for (name, target) in targetEntries {
            guard let platforms = target["platform"]?.sequence?.compactMap(\.string), target.mapping != nil else {
                split.append((name, target))
                continue
            }
            for platform in platforms {
                var copy = target.expanding(["platform": platform])
                guard var fields = copy.mapping else { continue }
                fields.set("platform", YAMLNode(.scalar(platform, isPlain: true), offset: target.offset, file: target.file))
                let newName = (fields.value(for: "platformPrefix")?.string ?? "") + name + (fields.value(for: "platformSuffix")?.string ?? "_\(platform)")
                var settings = fields.value(for: "settings")?.mapping ?? []
                let productName = YAMLNode(.scalar(name, isPlain: false), offset: target.offset, file: target.file)
                if settings.value(for: "configs") != nil || settings.value(for: "groups") != nil || settings.value(for: "base") != nil {
                    var base = settings.value(for: "base")?.mapping ?? []
                    if base.value(for: "PRODUCT_NAME") == nil { base.set("PRODUCT_NAME", productName) }
                    settings.set("base", YAMLNode(.mapping(base), offset: target.offset, file: target.file))
                } else if settings.value(for: "PRODUCT_NAME") == nil {
                    settings.set("PRODUCT_NAME", productName)
                }
                fields.set("settings", YAMLNode(.mapping(settings), offset: target.offset, file: target.file))
                fields.set("productName", productName)
                if let deployment = target["deploymentTarget"], deployment.mapping != nil {
                    if let version = deployment[platform] { fields.set("deploymentTarget", version) } else { fields.remove("deploymentTarget") }
                }
                copy.value = .mapping(fields)
                split.append((newName, copy))
            }
        }
        entries.set("targets", YAMLNode(.mapping(split), offset: targets.offset, file: targets.file))
        var copy = spec
        copy.value = .mapping(entries)
        return copy
    }

    /// Each target merged onto its `templates` (a template's own templates first, each template merged onto the
    /// ones before), then `${target_name}` and the `templateAttributes` replaced.
    static func applyingTemplates(_ spec: YAMLNode) -> YAMLNode {
        guard var entries = spec.mapping, let targets = entries.value(for: "targets"), var targetEntries = targets.mapping else { return spec }
        let templates = entries.value(for: "targetTemplates")?.mapping ?? []
        func collect(_ node: YAMLNode, into names: inout [String], at insertion: inout Int, depth: Int) {
            guard depth < 32 else { return }
            for name in node["templates"]?.strings ?? [] where !names.contains(name) {
                guard let template = templates.value(for: name) else { continue }
                names.insert(name, at: insertion)
                collect(template, into: &names, at: &insertion, depth: depth + 1)
                insertion += 1
            }
        }
        for index in targetEntries.indices {
            let (name, target) = targetEntries[index]
            var names: [String] = []
            var insertion = 0
            collect(target, into: &names, at: &insertion, depth: 0)
            guard !names.isEmpty else { continue }
            var merged = YAMLNode(.mapping([]), offset: target.offset, file: target.file)
            for templateName in names {
                if let template = templates.value(for: templateName) { merged = template.merged(onto: merged) }
            }
            var applied = target.merged(onto: merged).expanding(["target_name": name])
            if let attributes = applied["templateAttributes"]?.mapping {
                var variables: [String: String] = [:]
                for (key, value) in attributes { if let text = value.string { variables[key] = text } }
                applied = applied.expanding(variables)
            }
            targetEntries[index].value = applied
        }
        entries.set("targets", YAMLNode(.mapping(targetEntries), offset: targets.offset, file: targets.file))
        var copy = spec
        copy.value = .mapping(entries)
        return copy
    }
}
