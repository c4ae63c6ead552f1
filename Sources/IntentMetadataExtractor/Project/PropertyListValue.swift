/// A value of an old-style (OpenStep) property list, the format of Xcode's `project.pbxproj`.
///
/// Each dictionary remembers the byte offset where it starts, so a problem found later (a reference to a missing
/// object, a group cycle) can be reported at a line and column of the file.
package indirect enum PropertyListValue: Sendable, Equatable {
    /// A quoted or unquoted string; numbers are strings too in this format.
    case string(String)
    /// `( a, b, )`
    case array([PropertyListValue])
    /// `{ key = value; }`
    case dictionary(PropertyListDictionary)
    /// `<0fbd77>`
    case data([UInt8])

    /// The string, when this is one.
    package var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The array, when this is one.
    package var array: [PropertyListValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The dictionary, when this is one.
    package var dictionary: PropertyListDictionary? {
        if case .dictionary(let value) = self { return value }
        return nil
    }
}

/// A dictionary of an old-style property list, with the byte offset of its opening brace.
package struct PropertyListDictionary: Sendable, Equatable {
    /// The entries; a repeated key keeps its last value, as Xcode does.
    package var entries: [String: PropertyListValue]
    /// The byte offset of the `{`.
    package var offset: Int

    /// Creates a dictionary.
    package init(entries: [String: PropertyListValue], offset: Int) {
        self.entries = entries
        self.offset = offset
    }

    /// The string value of a key.
    package subscript(string key: String) -> String? {
        entries[key]?.string
    }

    /// The strings of an array value; a single string counts as an array of one, as Xcode's build settings allow.
    package subscript(strings key: String) -> [String] {
        switch entries[key] {
        case .string(let value)?: [value]
        case .array(let values)?: values.compactMap(\.string)
        default: []
        }
    }
}
