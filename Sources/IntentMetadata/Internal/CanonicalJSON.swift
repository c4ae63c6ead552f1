#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The one JSON layout this package writes: sorted keys, two-space indentation, `"key": value`, empty arrays and
/// objects as `[]` and `{}`, and a final newline.
///
/// An `Encoder` of its own builds the JSON tree and writes it. It replaced `JSONEncoder` followed by a
/// re-layout: on the bundles of large apps that pair took most of the extractor's time, and its bytes depended
/// on the platform's Foundation (key order and number format differ between Darwin and Linux). The rules are
/// the package's own, chosen so that bundles written before kept their bytes: keys in Unicode scalar order;
/// numbers as Swift prints them, without a trailing `.0`; `"`, `\` and control characters escaped, the common
/// ones by letter (`\n`), the others as `\u00XX` in lowercase hex; everything else, `/` included, as is.
///
/// Bundles, diagnostics (JSON and SARIF) and the `targets` listing are written with it, so every JSON document of the
/// package has the same bytes on every platform. String catalogs are not: they follow Xcode's own layout.
package enum CanonicalJSON {
    /// Encodes a value in the canonical layout, ending with a newline.
    ///
    /// - Throws: `EncodingError.invalidValue` for a number JSON cannot hold (infinite or NaN) or a value that
    ///   encodes nothing.
    package static func encode(_ value: some Encodable) throws -> Data {
        let node = try TreeEncoder.node(for: value, codingPath: [])
        var output: [UInt8] = []
        output.reserveCapacity(1 << 16)
        write(node, depth: 0, to: &output)
        output.append(UInt8(ascii: "\n"))
        return Data(output)
    }

    // MARK: Writing

    private static func write(_ node: JSONNode, depth: Int, to output: inout [UInt8]) {
        switch node {
        case .null:
            output.append(contentsOf: "null".utf8)
        case .bool(let value):
            output.append(contentsOf: (value ? "true" : "false").utf8)
        case .number(let text):
            output.append(contentsOf: text.utf8)
        case .string(let text):
            writeString(text, to: &output)
        case .array(let array):
            writeContainer(UInt8(ascii: "["), UInt8(ascii: "]"), array.elements, depth: depth, to: &output) { element, output in
                write(element, depth: depth + 1, to: &output)
            }
        case .object(let object):
            writeContainer(UInt8(ascii: "{"), UInt8(ascii: "}"), object.sortedMembers, depth: depth, to: &output) { member, output in
                writeString(member.key, to: &output)
                output.append(contentsOf: ": ".utf8)
                write(member.value, depth: depth + 1, to: &output)
            }
        }
    }

    /// An array or object: `[]`/`{}` when empty, else each element on its own line one level deeper, commas between.
    private static func writeContainer<Element>(
        _ open: UInt8, _ close: UInt8, _ elements: [Element], depth: Int, to output: inout [UInt8], writeElement: (Element, inout [UInt8]) -> Void
    ) {
        output.append(open)
        guard !elements.isEmpty else {
            output.append(close)
            return
        }
        for (position, element) in elements.enumerated() {
            if position > 0 { output.append(UInt8(ascii: ",")) }
            newline(depth: depth + 1, to: &output)
            writeElement(element, &output)
        }
        newline(depth: depth, to: &output)
        output.append(close)
    }

    private static func newline(depth: Int, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func writeString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // Most strings need no escape at all: one append.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            output.append(contentsOf: text.utf8)
            output.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
            case 0x08: output.append(contentsOf: #"\b"#.utf8)
            case 0x09: output.append(contentsOf: #"\t"#.utf8)
            case 0x0A: output.append(contentsOf: #"\n"#.utf8)
            case 0x0C: output.append(contentsOf: #"\f"#.utf8)
            case 0x0D: output.append(contentsOf: #"\r"#.utf8)
            case 0..<0x20:
                output.append(contentsOf: #"\u00"#.utf8)
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0x0F)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    // MARK: Numbers

    static func number(_ value: Double, codingPath: [any CodingKey]) throws -> JSONNode {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: codingPath, debugDescription: "\(value) has no JSON form."))
        }
        return .number(trimmingPointZero(value.description))
    }

    static func number(_ value: Float, codingPath: [any CodingKey]) throws -> JSONNode {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: codingPath, debugDescription: "\(value) has no JSON form."))
        }
        return .number(trimmingPointZero(value.description))
    }

    private static func trimmingPointZero(_ text: String) -> String {
        text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}

/// A JSON value under construction. Arrays and objects are boxes, so that a container handed out by an encoder
/// keeps filling the node its parent already holds.
enum JSONNode {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array(JSONArrayBox)
    case object(JSONObjectBox)
}

final class JSONArrayBox {
    var elements: [JSONNode] = []
}

/// An object's members in the order they were encoded; a key encoded twice keeps its last value.
final class JSONObjectBox {
    private(set) var members: [(key: String, value: JSONNode)] = []

    var isEmpty: Bool { members.isEmpty }

    func set(_ value: JSONNode, for key: String) {
        members.append((key, value))
    }

    /// The members by key, in Unicode scalar order (which is UTF-8 byte order), each key once.
    var sortedMembers: [(key: String, value: JSONNode)] {
        let order = members.indices.sorted { left, right in
            let leftKey = members[left].key.utf8, rightKey = members[right].key.utf8
            if leftKey.elementsEqual(rightKey) { return left < right }
            return leftKey.lexicographicallyPrecedes(rightKey)
        }
        var result: [(key: String, value: JSONNode)] = []
        result.reserveCapacity(order.count)
        for position in order {
            if let last = result.last, last.key == members[position].key {
                result[result.count - 1] = members[position]
            } else {
                result.append(members[position])
            }
        }
        return result
    }
}

/// The `Encoder` a value encodes itself to; `node` is what it encoded.
private final class TreeEncoder: Encoder {
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    var node: JSONNode?

    init(codingPath: [any CodingKey]) {
        self.codingPath = codingPath
    }

    /// The node of a value: common leaf types directly, everything else through its `encode(to:)`.
    static func node<Value: Encodable>(for value: Value, codingPath: [any CodingKey]) throws -> JSONNode {
        // Comparing metatypes is a pointer comparison; a dynamic cast per value (most are structs) was not cheap.
        if Value.self == String.self, let text = value as? String { return .string(text) }
        if Value.self == Int.self, let integer = value as? Int { return .number(String(integer)) }
        if Value.self == Bool.self, let flag = value as? Bool { return .bool(flag) }
        if Value.self == Double.self, let double = value as? Double { return try CanonicalJSON.number(double, codingPath: codingPath) }
        let encoder = TreeEncoder(codingPath: codingPath)
        try value.encode(to: encoder)
        guard let node = encoder.node else {
            throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: codingPath, debugDescription: "\(type(of: value)) encoded no value."))
        }
        return node
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedContainer<Key>(object: objectBox(), codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        UnkeyedContainer(array: arrayBox(), codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(encoder: self)
    }

    // Asking twice for a container gives the same one, as `JSONEncoder` does.
    private func objectBox() -> JSONObjectBox {
        if case .object(let box) = node { return box }
        let box = JSONObjectBox()
        node = .object(box)
        return box
    }

    private func arrayBox() -> JSONArrayBox {
        if case .array(let box) = node { return box }
        let box = JSONArrayBox()
        node = .array(box)
        return box
    }
}

/// A key for an element of an unkeyed container, for coding paths.
private struct IndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }

    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

/// A `super` key, for coding paths of `superEncoder()`.
private struct SuperKey: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }

    init() {}
    init?(stringValue: String) { nil }
    init?(intValue: Int) { nil }
}

/// An encoder whose value becomes one member or element of a box once it has been encoded (`superEncoder`).
private final class ReferencingEncoder: Encoder {
    let encoder: TreeEncoder
    let store: (JSONNode) -> Void
    var codingPath: [any CodingKey] { encoder.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(codingPath: [any CodingKey], store: @escaping (JSONNode) -> Void) {
        encoder = TreeEncoder(codingPath: codingPath)
        self.store = store
    }

    deinit {
        store(encoder.node ?? .object(JSONObjectBox()))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> { encoder.container(keyedBy: type) }
    func unkeyedContainer() -> any UnkeyedEncodingContainer { encoder.unkeyedContainer() }
    func singleValueContainer() -> any SingleValueEncodingContainer { encoder.singleValueContainer() }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let object: JSONObjectBox
    let codingPath: [any CodingKey]

    private func set(_ node: JSONNode, _ key: Key) { object.set(node, for: key.stringValue) }

    mutating func encodeNil(forKey key: Key) throws { set(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { set(try CanonicalJSON.number(value, codingPath: codingPath + [key]), key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { set(try CanonicalJSON.number(value, codingPath: codingPath + [key]), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(.number(String(value)), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { set(.number(String(value)), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { set(.number(String(value)), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { set(.number(String(value)), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { set(.number(String(value)), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { set(.number(String(value)), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { set(.number(String(value)), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { set(.number(String(value)), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { set(.number(String(value)), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { set(.number(String(value)), key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        set(try TreeEncoder.node(for: value, codingPath: codingPath + [key]), key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let box = JSONObjectBox()
        set(.object(box), key)
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(object: box, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let box = JSONArrayBox()
        set(.array(box), key)
        return UnkeyedContainer(array: box, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        let object = object
        return ReferencingEncoder(codingPath: codingPath + [SuperKey()]) { object.set($0, for: "super") }
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let object = object
        return ReferencingEncoder(codingPath: codingPath + [key]) { object.set($0, for: key.stringValue) }
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer, ScalarNodeContainer {
    let array: JSONArrayBox
    let codingPath: [any CodingKey]
    var count: Int { array.elements.count }

    private var nextPath: [any CodingKey] { codingPath + [IndexKey(intValue: count)] }
    private func append(_ node: JSONNode) { array.elements.append(node) }

    var scalarPath: [any CodingKey] { nextPath }
    func store(_ node: JSONNode) { append(node) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let box = JSONObjectBox()
        let path = nextPath
        append(.object(box))
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(object: box, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let box = JSONArrayBox()
        let path = nextPath
        append(.array(box))
        return UnkeyedContainer(array: box, codingPath: path)
    }

    mutating func superEncoder() -> any Encoder {
        // The slot is taken now, so that elements encoded after it keep their places.
        let array = array
        let position = array.elements.count
        array.elements.append(.null)
        return ReferencingEncoder(codingPath: nextPath) { array.elements[position] = $0 }
    }
}

private struct SingleValueContainer: SingleValueEncodingContainer, ScalarNodeContainer {
    let encoder: TreeEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    var scalarPath: [any CodingKey] { codingPath }
    func store(_ node: JSONNode) { encoder.node = node }
}

/// What the unkeyed and single-value containers share: every value becomes one node, stored in the array's next
/// slot or as the encoder's value; `scalarPath` is where that node is, for errors.
private protocol ScalarNodeContainer {
    var scalarPath: [any CodingKey] { get }
    func store(_ node: JSONNode)
}

extension ScalarNodeContainer {
    mutating func encodeNil() throws { store(.null) }
    mutating func encode(_ value: Bool) throws { store(.bool(value)) }
    mutating func encode(_ value: String) throws { store(.string(value)) }
    mutating func encode(_ value: Double) throws { store(try CanonicalJSON.number(value, codingPath: scalarPath)) }
    mutating func encode(_ value: Float) throws { store(try CanonicalJSON.number(value, codingPath: scalarPath)) }
    mutating func encode(_ value: Int) throws { store(.number(String(value))) }
    mutating func encode(_ value: Int8) throws { store(.number(String(value))) }
    mutating func encode(_ value: Int16) throws { store(.number(String(value))) }
    mutating func encode(_ value: Int32) throws { store(.number(String(value))) }
    mutating func encode(_ value: Int64) throws { store(.number(String(value))) }
    mutating func encode(_ value: UInt) throws { store(.number(String(value))) }
    mutating func encode(_ value: UInt8) throws { store(.number(String(value))) }
    mutating func encode(_ value: UInt16) throws { store(.number(String(value))) }
    mutating func encode(_ value: UInt32) throws { store(.number(String(value))) }
    mutating func encode(_ value: UInt64) throws { store(.number(String(value))) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        store(try TreeEncoder.node(for: value, codingPath: scalarPath))
    }
}
