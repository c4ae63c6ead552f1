/// A dictionary of an old-style property list: its entries in the order written, with the byte offset of its
/// opening brace.
///
/// A repeated key keeps its last value, as Xcode reads it: lookups find the last entry of a key. A small dictionary
/// (an Xcode object has a handful of keys) is searched in place, which is cheaper than hashing its key; a larger one
/// (a project's `objects`, thousands of entries) keeps an index from key to position, so that lookups stay
/// constant-time however the file is written.
///
/// ```swift
/// if let group = objects[groupID]?.dictionary, group[string: "isa"] == "PBXGroup" {
///     print(group[strings: "children"])
/// }
/// ```
package struct PropertyListDictionary: Sendable, Equatable {
    /// One `key = value;`.
    package struct Entry: Sendable, Equatable {
        /// The key as written.
        package var key: String
        /// The value.
        package var value: PropertyListValue

        /// Creates an entry.
        package init(key: String, value: PropertyListValue) {
            self.key = key
            self.value = value
        }
    }

    /// The entries in the order written, repeated keys included.
    package private(set) var entries: [Entry]
    /// The byte offset of the `{`.
    package var offset: Int
    /// For a dictionary of more than `maximumUnindexedCount` entries, the position of each key's last entry.
    private let positions: [String: Int]?

    /// Dictionaries up to this size are searched entry by entry.
    static let maximumUnindexedCount = 16

    /// Creates a dictionary.
    ///
    /// - Parameters:
    ///   - entries: the entries in the order written; of a repeated key, the last one counts.
    ///   - offset: the byte offset of the `{`.
    package init(entries: [Entry], offset: Int) {
        self.entries = entries
        self.offset = offset
        if entries.count > Self.maximumUnindexedCount {
            var positions: [String: Int] = [:]
            positions.reserveCapacity(entries.count)
            for (position, entry) in entries.enumerated() { positions[entry.key] = position }
            self.positions = positions
        } else {
            positions = nil
        }
    }

    /// The position in `entries` of a key's last entry.
    package func position(of key: String) -> Int? {
        if let positions { return positions[key] }
        return entries.lastIndex { $0.key == key }
    }

    /// The value of a key.
    package subscript(key: String) -> PropertyListValue? {
        position(of: key).map { entries[$0].value }
    }

    /// The string value of a key.
    package subscript(string key: String) -> String? {
        self[key]?.string
    }

    /// The strings of an array value; a single string counts as an array of one, as Xcode's build settings allow.
    package subscript(strings key: String) -> [String] {
        switch self[key] {
        case .string(let value)?: [value]
        case .array(let values)?: values.compactMap(\.string)
        default: []
        }
    }

    /// Each key once, sorted: the key as its first entry spells it, with its last entry's value.
    package var uniqueEntries: [Entry] {
        // Positions break ties, so the entries of one key stay in the order written.
        let order = entries.indices.sorted { left, right in
            let (leftKey, rightKey) = (entries[left].key, entries[right].key)
            return leftKey == rightKey ? left < right : leftKey < rightKey
        }
        var unique: [Entry] = []
        unique.reserveCapacity(order.count)
        for position in order {
            if let last = unique.last, last.key == entries[position].key {
                unique[unique.count - 1].value = entries[position].value
            } else {
                unique.append(entries[position])
            }
        }
        return unique
    }
}
