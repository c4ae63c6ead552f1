/// One node of a YAML document: a scalar, a sequence or a mapping, with the byte offset it starts at.
///
/// Scalars stay text: YAML's booleans, numbers and nulls are read where a value is used (`boolValue`, `isNull`), as
/// the spec's reader decides what a key means.
package struct YAMLNode: Sendable, Equatable {
    /// What a node holds.
    package indirect enum Value: Sendable, Equatable {
        /// A scalar; `isPlain` is false for a quoted or block scalar, which is never a null or a boolean.
        case scalar(String, isPlain: Bool)
        /// A sequence, in order.
        case sequence([YAMLNode])
        /// A mapping's entries in the order written; a key written twice keeps its last value, at its first place.
        case mapping([(key: String, value: YAMLNode)])

        package static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case let (.scalar(a, p), .scalar(b, q)): return a == b && p == q
            case let (.sequence(a), .sequence(b)): return a == b
            case let (.mapping(a), .mapping(b)): return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
            default: return false
            }
        }
    }

    /// What the node holds.
    package var value: Value
    /// The byte offset of its first character in the file it was read from.
    package var offset: Int
    /// The file it was read from (its path as diagnostics show it), when it was read from a file.
    package var file: String?

    /// Creates a node.
    package init(_ value: Value, offset: Int = 0, file: String? = nil) {
        self.value = value
        self.offset = offset
        self.file = file
    }

    /// The empty scalar YAML reads where a value is left out (`key:` with nothing after it).
    package static func null(at offset: Int) -> YAMLNode {
        YAMLNode(.scalar("", isPlain: true), offset: offset)
    }

    /// The text of a scalar; `nil` for a collection or a null.
    package var string: String? {
        guard case .scalar(let text, let isPlain) = value, !(isPlain && Self.nullWords.contains(text)) else { return nil }
        return text
    }

    /// The elements of a sequence; `nil` for another node.
    package var sequence: [YAMLNode]? {
        if case .sequence(let elements) = value { return elements }
        return nil
    }

    /// The entries of a mapping; `nil` for another node.
    package var mapping: [(key: String, value: YAMLNode)]? {
        if case .mapping(let entries) = value { return entries }
        return nil
    }

    /// The value of a mapping's key; `nil` when the node is not a mapping or lacks the key.
    package subscript(key: String) -> YAMLNode? {
        mapping?.last { $0.key == key }?.value
    }

    /// Whether the node is YAML's null: `~`, `null`, or nothing.
    package var isNull: Bool {
        guard case .scalar(let text, let isPlain) = value else { return false }
        return isPlain && Self.nullWords.contains(text)
    }

    /// A boolean as YAML 1.1 spells it (`true`, `YES`, `on`, ...); `nil` for anything else.
    package var boolValue: Bool? {
        guard case .scalar(let text, let isPlain) = value, isPlain else { return nil }
        switch text {
        case "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON", "y", "Y": return true
        case "false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF", "n", "N": return false
        default: return nil
        }
    }

    /// A scalar, or each scalar of a sequence of scalars; empty for anything else.
    package var strings: [String] {
        if let string { return [string] }
        return sequence?.compactMap(\.string) ?? []
    }

    static let nullWords: Set<String> = ["", "~", "null", "Null", "NULL"]
}
