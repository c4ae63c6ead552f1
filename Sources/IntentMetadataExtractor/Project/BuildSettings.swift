/// The build settings of one target in one configuration, resolved as Xcode resolves them.
///
/// Layers, from lowest to highest: the project's `.xcconfig`, the project's settings, the target's `.xcconfig`,
/// the target's settings. `$(inherited)` is the value of the layer below (or of the assignment before it in the
/// same `.xcconfig`); `$(VAR)`, `${VAR}` and `$VAR` expand to the resolved value of another setting, with the
/// `:c99extidentifier`, `:rfc1034identifier`, `:lower` and `:upper` operators. A conditional assignment applies when
/// its `sdk`, `arch` and `config` conditions match; it wins over an unconditional one of its layer.
package struct BuildSettings: Sendable {
    /// The assignments of each layer, lowest first, in the order written.
    package var layers: [[BuildSettingAssignment]]
    /// Settings Xcode defines itself (`TARGET_NAME`, `SRCROOT`, `CONFIGURATION`, ...), below every layer.
    package var builtins: [String: String]
    /// The SDK conditions are matched against, such as `iphoneos`.
    package var sdk: String
    /// The configuration conditions are matched against, such as `Debug`.
    package var configuration: String

    /// Expansion stops at this depth, so settings that refer to each other end.
    private static let maximumDepth = 24

    /// Creates settings from layers.
    package init(layers: [[BuildSettingAssignment]], builtins: [String: String], sdk: String = "", configuration: String = "Debug") {
        self.layers = layers
        self.builtins = builtins
        self.sdk = sdk
        self.configuration = configuration
    }

    /// The resolved value of a setting; `nil` when no layer or built-in sets it.
    package func value(of key: String) -> String? {
        resolve(key, layer: layers.count - 1, before: nil, depth: 0)
    }

    /// A list-valued setting split into words as the shell would (quotes group, backslashes escape).
    package func words(of key: String) -> [String] {
        Self.splitWords(value(of: key) ?? "")
    }

    private func resolve(_ key: String, layer: Int, before index: Int?, depth: Int) -> String? {
        guard depth < Self.maximumDepth else { return nil }
        var layerIndex = layer
        var limit = index
        while layerIndex >= 0 {
            let assignments = layers[layerIndex]
            let end = min(limit ?? assignments.count, assignments.count)
            if let found = bestAssignment(of: key, in: assignments, before: end) {
                return expand(
                    assignments[found].value, key: key, depth: depth + 1,
                    inherited: { resolve(key, layer: layerIndex, before: found, depth: depth + 1) ?? "" }
                )
            }
            layerIndex -= 1
            limit = nil
        }
        return builtins[key]
    }

    // The last matching assignment, a conditional one preferred: Xcode picks the most specific.
    private func bestAssignment(of key: String, in assignments: [BuildSettingAssignment], before end: Int) -> Int? {
        var unconditional: Int?
        var index = end - 1
        while index >= 0 {
            let assignment = assignments[index]
            if assignment.key == key {
                if assignment.conditions.isEmpty {
                    if unconditional == nil { unconditional = index }
                } else if matches(assignment.conditions) {
                    return index
                }
            }
            index -= 1
        }
        return unconditional
    }

    private func matches(_ conditions: [String: String]) -> Bool {
        conditions.allSatisfy { name, pattern in
            switch name {
            case "sdk": Self.glob(pattern, matches: sdk)
            case "arch": Self.glob(pattern, matches: "arm64")
            case "config": Self.glob(pattern, matches: configuration)
            case "variant": Self.glob(pattern, matches: "normal")
            default: false
            }
        }
    }

    private func expand(_ text: String, key: String, depth: Int, inherited: () -> String) -> String {
        guard text.contains("$") else { return text }
        var result = ""
        var characters = Substring(text)
        // Substrings are appended as strings: `+=` of a substring is the generic `append(contentsOf:)`, whose first
        // call looks up a conformance at run time (about 180,000 instructions).
        while let dollar = characters.firstIndex(of: "$") {
            result += String(characters[..<dollar])
            var rest = characters[characters.index(after: dollar)...]
            var reference: Substring?
            if let open = rest.first, open == "(" || open == "{" {
                let close: Character = open == "(" ? ")" : "}"
                if let end = Self.matchingClose(in: rest, open: open, close: close) {
                    reference = rest[rest.index(after: rest.startIndex)..<end]
                    rest = rest[rest.index(after: end)...]
                }
            } else {
                let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty {
                    reference = name
                    rest = rest[name.endIndex...]
                }
            }
            guard let reference else {
                result += "$"
                characters = rest
                continue
            }
            // A reference may itself contain references: `$(PRODUCT_NAME_$(CONFIGURATION))`.
            let expandedReference = expand(String(reference), key: key, depth: depth + 1, inherited: inherited)
            var parts = expandedReference.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            let name = parts.removeFirst()
            var value: String
            if name == "inherited" {
                value = inherited()
            } else if name == key {
                value = inherited()
            } else {
                value = resolve(name, layer: layers.count - 1, before: nil, depth: depth + 1) ?? ""
            }
            for operation in parts {
                switch operation {
                case "c99extidentifier", "identifier": value = value.c99ExtendedIdentifier
                case "rfc1034identifier": value = value.rfc1034Identifier
                case "lower": value = value.lowercased()
                case "upper": value = value.uppercased()
                default: break
                }
            }
            result += value
            characters = rest
        }
        result += String(characters)
        return result
    }

    private static func matchingClose(in text: Substring, open: Character, close: Character) -> Substring.Index? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == open { depth += 1 }
            if text[index] == close {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// Whether a pattern with `*` wildcards matches a whole name.
    static func glob(_ pattern: String, matches name: String) -> Bool {
        let parts = pattern.split(separator: "*", omittingEmptySubsequences: false)
        guard parts.count > 1 else { return pattern == name }
        var rest = Substring(name)
        guard let first = parts.first, rest.hasPrefix(first) else { return false }
        rest = rest.dropFirst(first.count)
        for part in parts.dropFirst().dropLast() {
            guard let range = rest.firstRange(ofBytes: part) else { return false }
            rest = rest[range.upperBound...]
        }
        guard let last = parts.last else { return true }
        return rest.hasSuffix(last)
    }

    /// Words as the shell splits them: white space separates, quotes group, a backslash escapes.
    static func splitWords(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        var hasWord = false
        var quote: Character?
        var isEscaped = false
        for character in text {
            if isEscaped {
                word.append(character)
                isEscaped = false
            } else if character == "\\" {
                isEscaped = true
                hasWord = true
            } else if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                hasWord = true
            } else if character == " " || character == "\t" || character == "\n" {
                if hasWord || !word.isEmpty { words.append(word) }
                word = ""
                hasWord = false
            } else {
                word.append(character)
            }
        }
        if hasWord || !word.isEmpty { words.append(word) }
        return words
    }
}
