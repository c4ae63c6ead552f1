/// The entries of a large property-list dictionary (a project's `objects`) by key: each entry has a number, its
/// position in the order written, and a key finds its last entry's number in constant time.
///
/// Keys are hashed from their bytes, and no `String` is made, when every key is plain ASCII (Xcode's IDs are 24
/// hexadecimal digits): then two keys are equal exactly when their bytes are. Otherwise, and for a wanted key that is
/// not ASCII, keys are compared as `String`s, which `==` compares by canonical equivalence, as a `[String: Int]` did.
///
/// ```swift
/// let objects = PropertyListKeyIndex(projectObjects)
/// if let number = objects.number(of: "0123456789ABCDEF01234567") { print(objects.value(at: number)) }
/// ```
package struct PropertyListKeyIndex: Sendable {
    let document: PropertyListDocument
    /// By entry number: the key's node and the value's node.
    let keyNodes: [Int32]
    let valueNodes: [Int32]
    /// Open addressing: entry numbers (`-1` empty) at their key's hash, a power of two of slots.
    private let slots: [Int32]
    /// When some key is not plain ASCII: each key's last entry, by `String`.
    private let numbersByString: [String: Int]?

    /// Indexes a dictionary's entries.
    package init(_ dictionary: PropertyListDictionary) {
        document = dictionary.document
        let entries = dictionary.entryNodes()
        keyNodes = entries.map { Int32($0.key) }
        valueNodes = entries.map { Int32($0.value) }
        if entries.allSatisfy({ dictionary.document.nodes[$0.key].kind == .plainString }) {
            var capacity = 16
            while capacity < entries.count * 2 { capacity <<= 1 }
            var slots = [Int32](repeating: -1, count: capacity)
            let mask = capacity - 1
            for (number, entry) in entries.enumerated() {
                var slot = Self.hash(of: entry.key, in: dictionary.document) & mask
                while slots[slot] >= 0, !Self.sameBytes(Int(keyNodes[Int(slots[slot])]), entry.key, in: dictionary.document) {
                    slot = (slot + 1) & mask
                }
                // A key written again replaces the earlier entry.
                slots[slot] = Int32(number)
            }
            self.slots = slots
            numbersByString = nil
        } else {
            var numbers: [String: Int] = [:]
            numbers.reserveCapacity(entries.count)
            for (number, entry) in entries.enumerated() { numbers[dictionary.document.string(at: entry.key)] = number }
            slots = []
            numbersByString = numbers
        }
    }

    /// How many entries are written, repeated keys included.
    package var count: Int { keyNodes.count }

    /// The key of an entry.
    package func key(at number: Int) -> String {
        document.string(at: Int(keyNodes[number]))
    }

    /// The value of an entry.
    package func value(at number: Int) -> PropertyListValue {
        document.value(at: Int(valueNodes[number]))
    }

    /// The value of an entry when it is a dictionary.
    package func dictionary(at number: Int) -> PropertyListDictionary? {
        let node = Int(valueNodes[number])
        guard document.nodes[node].kind == .dictionary else { return nil }
        return PropertyListDictionary(document: document, node: node)
    }

    /// Whether the key of entry `left` sorts before the key of entry `right`, as `String`'s `<` says.
    package func keyPrecedes(_ left: Int, _ right: Int) -> Bool {
        let (leftNode, rightNode) = (Int(keyNodes[left]), Int(keyNodes[right]))
        let nodes = document.nodes
        guard nodes[leftNode].kind == .plainString, nodes[rightNode].kind == .plainString else {
            return document.string(at: leftNode) < document.string(at: rightNode)
        }
        // ASCII strings order as their bytes.
        let leftBytes = document.bytes[Int(nodes[leftNode].start)..<Int(nodes[leftNode].end)]
        let rightBytes = document.bytes[Int(nodes[rightNode].start)..<Int(nodes[rightNode].end)]
        return leftBytes.lexicographicallyPrecedes(rightBytes)
    }

    /// The number of a key's last entry.
    package func number(of key: String) -> Int? {
        if let numbersByString { return numbersByString[key] }
        var key = key
        return key.withUTF8 { wanted in
            guard wanted.allSatisfy({ $0 < 0x80 }) else {
                // A key beyond ASCII can still equal an ASCII one (U+212A KELVIN SIGN is `K`): compare strings.
                let text = String(decoding: wanted, as: UTF8.self)
                return keyNodes.indices.last { document.string(at: Int(keyNodes[$0])) == text }
            }
            return document.bytes.withUnsafeBufferPointer { bytes in
                let mask = slots.count - 1
                var slot = Self.hash(UnsafeRawBufferPointer(wanted)) & mask
                while slots[slot] >= 0 {
                    let node = document.nodes[Int(keyNodes[Int(slots[slot])])]
                    let start = Int(node.start)
                    if Int(node.end) - start == wanted.count, wanted.elementsEqual(UnsafeBufferPointer(rebasing: bytes[start..<Int(node.end)])) {
                        return Int(slots[slot])
                    }
                    slot = (slot + 1) & mask
                }
                return nil
            }
        }
    }

    /// The number of the entry whose key is the string at `node` (of the same document).
    func number(ofStringAt node: Int) -> Int? {
        guard numbersByString == nil, document.nodes[node].kind == .plainString else { return number(of: document.string(at: node)) }
        let mask = slots.count - 1
        var slot = Self.hash(of: node, in: document) & mask
        while slots[slot] >= 0 {
            if Self.sameBytes(Int(keyNodes[Int(slots[slot])]), node, in: document) { return Int(slots[slot]) }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private static func sameBytes(_ left: Int, _ right: Int, in document: PropertyListDocument) -> Bool {
        let (leftNode, rightNode) = (document.nodes[left], document.nodes[right])
        let count = Int(leftNode.end - leftNode.start)
        guard Int(rightNode.end - rightNode.start) == count else { return false }
        return document.bytes[Int(leftNode.start)..<Int(leftNode.end)].elementsEqual(document.bytes[Int(rightNode.start)..<Int(rightNode.end)])
    }

    private static func hash(of node: Int, in document: PropertyListDocument) -> Int {
        let string = document.nodes[node]
        return document.bytes.withUnsafeBytes { bytes in
            hash(UnsafeRawBufferPointer(rebasing: bytes[Int(string.start)..<Int(string.end)]))
        }
    }

    /// FNV-1a over the bytes, eight at a time, then mixed: deterministic from run to run, as the output must be.
    private static func hash(_ bytes: UnsafeRawBufferPointer) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        var index = 0
        while index + 8 <= bytes.count {
            hash = (hash ^ bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0x100_0000_01B3
            hash ^= hash >> 29
            index += 8
        }
        while index < bytes.count {
            hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01B3
            index += 1
        }
        // MurmurHash3's finalizer, so that the low bits the table uses depend on every byte.
        hash = (hash ^ hash >> 33) &* 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        return Int(truncatingIfNeeded: hash)
    }
}
