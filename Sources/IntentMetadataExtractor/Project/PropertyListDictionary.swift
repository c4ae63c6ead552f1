#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A dictionary of an old-style property list: a view of its entries in the document, in the order written, with
/// the byte offset of its opening brace.
///
/// A repeated key keeps its last value, as Xcode reads it: lookups find the last entry of a key. Lookups walk the
/// entries comparing bytes (an Xcode object has a handful of keys); a dictionary of thousands, a project's
/// `objects`, is looked up through a `PropertyListKeyIndex`. Strings are made only for what is read.
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

    let document: PropertyListDocument
    /// The dictionary's node in the document.
    let node: Int

    init(document: PropertyListDocument, node: Int) {
        self.document = document
        self.node = node
    }

    /// The byte offset of the `{`.
    package var offset: Int { Int(document.nodes[node].start) }

    /// How many entries are written, repeated keys included.
    package var count: Int { Int(document.nodes[node].count) }

    /// The key and value nodes of each entry, in the order written.
    func entryNodes() -> [(key: Int, value: Int)] {
        var entries: [(key: Int, value: Int)] = []
        entries.reserveCapacity(count)
        var key = node + 1
        for _ in 0..<count {
            entries.append((key, key + 1))
            key = Int(document.nodes[key + 1].next)
        }
        return entries
    }

    /// The entries in the order written, repeated keys included.
    package var entries: [Entry] {
        entryNodes().map { Entry(key: document.string(at: $0.key), value: document.value(at: $0.value)) }
    }

    /// The node of a key's last value.
    func valueNode(of key: String) -> Int? {
        var key = key
        let document = document
        return key.withUTF8 { wanted in
            var keyIsASCII = true
            for byte in wanted where byte >= 0x80 { keyIsASCII = false }
            return document.bytes.withUnsafeBufferPointer { bytes in
                document.nodes.withUnsafeBufferPointer { nodes in
                    // Through base pointers, the length first: every property of every object read passes here.
                    var found: Int?
                    var keyNode = node + 1
                    for _ in 0..<nodes[node].count {
                        let written = nodes[keyNode]
                        if written.kind == .plainString, keyIsASCII {
                            if Int(written.end - written.start) == wanted.count,
                                wanted.isEmpty || memcmp(bytes.baseAddress! + Int(written.start), wanted.baseAddress!, wanted.count) == 0
                            {
                                found = keyNode + 1
                            }
                        } else if PropertyListDocument.string(of: written, in: document.bytes) == String(decoding: wanted, as: UTF8.self) {
                            // Compared as strings, by canonical equivalence, as a `[String: Value]` would.
                            found = keyNode + 1
                        }
                        keyNode = Int(nodes[keyNode + 1].next)
                    }
                    return found
                }
            }
        }
    }

    /// The value of a key.
    package subscript(key: String) -> PropertyListValue? {
        valueNode(of: key).map(document.value(at:))
    }

    /// The string value of a key.
    package subscript(string key: String) -> String? {
        guard let value = valueNode(of: key), document.isString(value) else { return nil }
        return document.string(at: value)
    }

    /// The node of a key's string value.
    func stringNode(of key: String) -> Int? {
        guard let value = valueNode(of: key), document.isString(value) else { return nil }
        return value
    }

    /// Whether a key's value is a string equal to `text` (`nil`: the key has no string value), without making it.
    package func string(of key: String, equals text: String) -> Bool {
        guard let value = valueNode(of: key), document.isString(value) else { return false }
        return document.string(at: value, equals: text, textIsASCII: PropertyListDocument.isASCII(text))
    }

    /// The strings of an array value; a single string counts as an array of one, as Xcode's build settings allow.
    package subscript(strings key: String) -> [String] {
        stringNodes(of: key).map(document.string(at:))
    }

    /// The nodes of `self[strings: key]`.
    func stringNodes(of key: String) -> [Int] {
        guard let value = valueNode(of: key) else { return [] }
        if document.isString(value) { return [value] }
        guard document.nodes[value].kind == .array else { return [] }
        return document.elements(ofArray: value).filter(document.isString)
    }

    /// Each key once, sorted: the key as its first entry spells it, with its last entry's value.
    package var uniqueEntries: [Entry] {
        let entries = self.entries
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

    /// Equal when written alike: the same entries in the same order, at the same offset.
    package static func == (left: PropertyListDictionary, right: PropertyListDictionary) -> Bool {
        left.offset == right.offset && left.entries == right.entries
    }
}
