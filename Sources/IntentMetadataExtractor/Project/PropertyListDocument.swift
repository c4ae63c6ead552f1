#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A parsed old-style property list: the file's bytes and, for each value, one `Node` that says where it is.
///
/// Nothing is copied out of the file while parsing: a string is made from its bytes when it is read, a dictionary
/// is a view of its nodes. A project names thousands of objects, most of which a reading never asks for (the IDs of
/// build files, comments' neighbours, settings of other configurations); making a `String` of each, and freeing
/// them all afterwards, was most of the cost of reading a project.
///
/// The nodes are in the order written; a container's elements (a dictionary's keys and values alternating) follow
/// it, and its `next` is the node after its last element.
package final class PropertyListDocument: Sendable {
    /// What a node is.
    enum Kind: UInt8 {
        /// A string whose bytes are its value and are all ASCII: quoted without escapes, or unquoted.
        case plainString
        /// A quoted string without escapes, with bytes beyond ASCII.
        case string
        /// A quoted string with backslash escapes, decoded when read.
        case escapedString
        case array
        case dictionary
        /// `<0fbd77>`: the hexadecimal digits are decoded when read.
        case data
    }

    /// One value of the file.
    struct Node {
        var kind: Kind
        /// Strings: the first byte of the value (after a quote). Arrays, dictionaries, data: the opening bracket.
        var start: Int32
        /// Strings: the byte after the value (a closing quote, or what ends an unquoted string). Data: the `>`.
        var end: Int32
        /// The node after this one and everything it contains.
        var next: Int32
        /// Arrays: their elements; dictionaries: their entries.
        var count: Int32
    }

    let bytes: [UInt8]
    let nodes: [Node]

    init(bytes: [UInt8], nodes: [Node]) {
        self.bytes = bytes
        self.nodes = nodes
    }

    /// The value of the first node: the whole property list.
    var root: PropertyListValue { value(at: 0) }

    /// The value of a node; a string is made here, a dictionary is a view.
    func value(at node: Int) -> PropertyListValue {
        switch nodes[node].kind {
        case .plainString, .string, .escapedString: .string(string(at: node))
        case .array: .array(elements(ofArray: node).map(value(at:)))
        case .dictionary: .dictionary(PropertyListDictionary(document: self, node: node))
        case .data: .data(data(at: node))
        }
    }

    /// Whether a node is a string, in any of its forms.
    func isString(_ node: Int) -> Bool {
        nodes[node].kind.rawValue <= Kind.escapedString.rawValue
    }

    /// The nodes of an array's elements.
    func elements(ofArray node: Int) -> [Int] {
        let array = nodes[node]
        var elements: [Int] = []
        elements.reserveCapacity(Int(array.count))
        var element = node + 1
        for _ in 0..<array.count {
            elements.append(element)
            element = Int(nodes[element].next)
        }
        return elements
    }

    /// The string of a string node.
    func string(at node: Int) -> String {
        Self.string(of: nodes[node], in: bytes)
    }

    /// The string of a string node of `bytes`.
    static func string<Bytes: RandomAccessCollection<UInt8>>(of string: Node, in bytes: Bytes) -> String where Bytes.Index == Int {
        let range = Int(string.start)..<Int(string.end)
        guard string.kind == .escapedString else { return String(decoding: bytes[range], as: UTF8.self) }
        return String(decoding: Self.unescaped(bytes[range]), as: UTF8.self)
    }

    /// Whether a string node's string is `text`, as `String`'s `==` says (canonical equivalence), comparing bytes
    /// where that gives the same answer: a plain node and an ASCII `text`.
    func string(at node: Int, equals text: String, textIsASCII: Bool) -> Bool {
        let string = nodes[node]
        if string.kind == .plainString, textIsASCII {
            let count = Int(string.end - string.start)
            guard count == text.utf8.count else { return false }
            var text = text
            return text.withUTF8 { textBytes in
                bytes.withUnsafeBufferPointer { fileBytes in
                    count == 0 || memcmp(fileBytes.baseAddress! + Int(string.start), textBytes.baseAddress!, count) == 0
                }
            }
        }
        return self.string(at: node) == text
    }

    /// The bytes of a data node.
    func data(at node: Int) -> [UInt8] {
        var data: [UInt8] = []
        var high: UInt8?
        for byte in bytes[Int(nodes[node].start) + 1..<Int(nodes[node].end)] {
            guard let digit = Self.hexadecimalValue(byte) else { continue }
            if let first = high {
                data.append(first << 4 | digit)
                high = nil
            } else {
                high = digit
            }
        }
        return data
    }

    /// Whether every byte of a string is ASCII.
    static func isASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } }
    }

    /// The value of a quoted string's bytes (between the quotes) with its escapes decoded.
    static func unescaped<Bytes: RandomAccessCollection<UInt8>>(_ quoted: Bytes) -> [UInt8] where Bytes.Index == Int {
        var unescaped: [UInt8] = []
        unescaped.reserveCapacity(quoted.count)
        var position = quoted.startIndex
        var current: UInt8? { position < quoted.endIndex ? quoted[position] : nil }
        while let byte = current {
            position += 1
            guard byte == UInt8(ascii: "\\") else {
                unescaped.append(byte)
                continue
            }
            // The parser saw that a byte follows every backslash.
            guard let escaped = current else { break }
            position += 1
            switch escaped {
            case UInt8(ascii: "n"): unescaped.append(0x0A)
            case UInt8(ascii: "t"): unescaped.append(0x09)
            case UInt8(ascii: "r"): unescaped.append(0x0D)
            case UInt8(ascii: "a"): unescaped.append(0x07)
            case UInt8(ascii: "b"): unescaped.append(0x08)
            case UInt8(ascii: "f"): unescaped.append(0x0C)
            case UInt8(ascii: "v"): unescaped.append(0x0B)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var scalar: UInt32 = 0
                var digits = 0
                while digits < 4, let byte = current, let digit = hexadecimalValue(byte) {
                    scalar = scalar << 4 | UInt32(digit)
                    position += 1
                    digits += 1
                }
                unescaped.append(contentsOf: String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "7") {
                    value = value << 3 | UInt32(byte - UInt8(ascii: "0"))
                    position += 1
                    digits += 1
                }
                unescaped.append(UInt8(truncatingIfNeeded: value))
            default:
                unescaped.append(escaped)
            }
        }
        return unescaped
    }

    static func hexadecimalValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
