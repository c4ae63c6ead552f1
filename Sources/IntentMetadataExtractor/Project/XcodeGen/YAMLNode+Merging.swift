extension YAMLNode {
    /// The node with every node inside it marked as read from `file`.
    func marked(file: String) -> YAMLNode {
        var copy = self
        copy.file = file
        switch value {
        case .scalar: break
        case .sequence(let elements): copy.value = .sequence(elements.map { $0.marked(file: file) })
        case .mapping(let entries): copy.value = .mapping(entries.map { ($0.key, $0.value.marked(file: file)) })
        }
        return copy
    }

    /// This mapping merged onto `base`, as XcodeGen merges a spec onto the specs it includes: a key of both whose
    /// values are mappings is merged, sequences are joined (the base's first), anything else is replaced; a key
    /// ending in `:REPLACE` replaces the value whatever it is.
    func merged(onto base: YAMLNode) -> YAMLNode {
        guard let entries = mapping, var result = base.mapping else { return self }
        for (key, value) in entries {
            if key.hasSuffix(":REPLACE") {
                let plain = String(key.dropLast(":REPLACE".count))
                result.set(plain, value)
            } else if let existing = result.value(for: key), value.mapping != nil, existing.mapping != nil {
                result.set(key, value.merged(onto: existing))
            } else if let existing = result.value(for: key), let elements = value.sequence, let baseElements = existing.sequence {
                result.set(key, YAMLNode(.sequence(baseElements + elements), offset: value.offset, file: value.file))
            } else {
                result.set(key, value)
            }
        }
        return YAMLNode(.mapping(result), offset: base.offset, file: base.file)
    }

    /// The node with `${name}` replaced by the variables' values in every key and scalar; unknown names stay.
    func expanding(_ variables: [String: String]) -> YAMLNode {
        guard !variables.isEmpty else { return self }
        var copy = self
        switch value {
        case .scalar(let text, let isPlain):
            copy.value = .scalar(Self.expand(text, variables), isPlain: isPlain)
        case .sequence(let elements):
            copy.value = .sequence(elements.map { $0.expanding(variables) })
        case .mapping(let entries):
            copy.value = .mapping(entries.map { (Self.expand($0.key, variables), $0.value.expanding(variables)) })
        }
        return copy
    }

    static func expand(_ text: String, _ variables: [String: String]) -> String {
        guard text.contains("${") else { return text }
        var result = ""
        var rest = Substring(text)
        while let start = rest.firstRange(ofBytes: "${") {
            result += rest[..<start.lowerBound]
            let afterOpen = rest[start.upperBound...]
            guard let close = afterOpen.firstIndex(of: "}") else {
                result += rest[start.lowerBound...]
                return result
            }
            let name = String(afterOpen[..<close])
            result += variables[name] ?? "${\(name)}"
            rest = afterOpen[afterOpen.index(after: close)...]
        }
        return result + rest
    }
}

extension Array where Element == (key: String, value: YAMLNode) {
    /// The value of a key.
    func value(for key: String) -> YAMLNode? {
        last { $0.key == key }?.value
    }

    /// Sets a key's value, in place when present, else at the end.
    mutating func set(_ key: String, _ value: YAMLNode) {
        if let index = lastIndex(where: { $0.key == key }) { self[index].value = value } else { append((key, value)) }
    }

    /// Removes a key.
    mutating func remove(_ key: String) {
        removeAll { $0.key == key }
    }
}
