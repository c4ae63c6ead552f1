/// A reader for the plain XML property lists Xcode writes (intent definitions): `dict`, `array`, `key`, `string`,
/// `integer`, a whole `real`, `true` and `false`, text with the five predefined entities, an XML declaration and a
/// `DOCTYPE`.
///
/// It declines (`nil`) whatever else a property list may hold: a comment, CDATA, a character reference, a carriage
/// return, a control character or `>` in text, a `real` with a fraction, a `date` or `data`, attributes, a key written
/// twice, a byte-order mark, another encoding, a binary list, malformed XML. `DecodedPropertyList.read` then asks
/// `PropertyListDecoder`, which reads all of them but took 16M instructions for ruuvi-station's 23 KB intent
/// definition (about 700 a byte, most of it the decoder's errors for the types a value is not); so what this reads, it
/// reads as the decoder does, and the tests compare the two.
enum XMLPropertyListReader {
    /// The property list in `bytes`, or `nil` when it holds something this reader leaves to the decoder.
    static func read(_ bytes: [UInt8]) -> DecodedPropertyList? {
        bytes.withUnsafeBufferPointer { buffer in
            var parser = Parser(buffer: buffer)
            return parser.document()
        }
    }

    /// Nesting deeper than this is left to the decoder, so that no input recurses without bound.
    static let maximumDepth = 256

    private struct Parser {
        let buffer: UnsafeBufferPointer<UInt8>
        var position = 0
        var depth = 0

        init(buffer: UnsafeBufferPointer<UInt8>) {
            self.buffer = buffer
        }

        mutating func document() -> DecodedPropertyList? {
            skipSpace()
            if starts(with: "<?xml") {
                guard let end = find("?>") else { return nil }
                let declaration = String(decoding: UnsafeBufferPointer(rebasing: buffer[position..<end]), as: UTF8.self)
                if declaration.contains("encoding"), !declaration.contains("encoding=\"UTF-8\""), !declaration.contains("encoding=\"utf-8\"") { return nil }
                position = end + 2
                skipSpace()
            }
            if starts(with: "<!DOCTYPE") {
                guard let end = find(">"), !buffer[position..<end].contains(UInt8(ascii: "[")) else { return nil }
                position = end + 1
                skipSpace()
            }
            guard starts(with: "<plist"), position + 6 < buffer.count, buffer[position + 6] == UInt8(ascii: " ") || buffer[position + 6] == UInt8(ascii: ">"),
                  let end = find(">"), buffer[end - 1] != UInt8(ascii: "/") else { return nil }
            position = end + 1
            skipSpace()
            guard let value = value() else { return nil }
            skipSpace()
            guard consume("</plist>") else { return nil }
            skipSpace()
            return position == buffer.count ? value : nil
        }

        mutating func value() -> DecodedPropertyList? {
            guard depth < XMLPropertyListReader.maximumDepth, let (name, isEmpty) = openTag() else { return nil }
            switch name {
            case "dict":
                guard !isEmpty else { return .dictionary([:]) }
                depth += 1
                defer { depth -= 1 }
                var dictionary: [String: DecodedPropertyList] = [:]
                while true {
                    skipSpace()
                    if consume("</dict>") { return .dictionary(dictionary) }
                    guard consume("<key>"), let key = text(closedBy: "</key>") else { return nil }
                    skipSpace()
                    guard let value = value(), dictionary.updateValue(value, forKey: key) == nil else { return nil }
                }
            case "array":
                guard !isEmpty else { return .array([]) }
                depth += 1
                defer { depth -= 1 }
                var array: [DecodedPropertyList] = []
                while true {
                    skipSpace()
                    if consume("</array>") { return .array(array) }
                    guard let value = value() else { return nil }
                    array.append(value)
                }
            case "string":
                if isEmpty { return .string("") }
                return text(closedBy: "</string>").map { .string($0) }
            case "integer":
                guard !isEmpty, let digits = text(closedBy: "</integer>"), Self.isPlainInteger(digits), let value = Int(digits) else { return nil }
                return .integer(value)
            case "real":
                // A whole `real` (BookPlayer's `<real>1</real>`) decodes as an `Int`, as `DecodedPropertyList` tries
                // `Int` before `Double`; one with a fraction or an exponent is left to the decoder.
                guard !isEmpty, let digits = text(closedBy: "</real>"), Self.isPlainInteger(digits), let value = Int(digits) else { return nil }
                return .integer(value)
            case "true":
                return isEmpty ? .bool(true) : nil
            case "false":
                return isEmpty ? .bool(false) : nil
            default:
                return nil
            }
        }

        /// `-`, then digits, nothing else: what `Int.init` and the decoder read alike.
        static func isPlainInteger(_ text: String) -> Bool {
            let digits = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
            return !digits.isEmpty && digits.count <= 18 && digits.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        }

        /// `<name>` or `<name/>`, a name of lowercase letters and no attributes.
        mutating func openTag() -> (name: String, isEmpty: Bool)? {
            guard position < buffer.count, buffer[position] == UInt8(ascii: "<") else { return nil }
            var end = position + 1
            while end < buffer.count, buffer[end] >= UInt8(ascii: "a"), buffer[end] <= UInt8(ascii: "z") { end += 1 }
            guard end > position + 1, end < buffer.count else { return nil }
            let name = String(decoding: UnsafeBufferPointer(rebasing: buffer[(position + 1)..<end]), as: UTF8.self)
            if buffer[end] == UInt8(ascii: ">") {
                position = end + 1
                return (name, false)
            }
            guard end + 1 < buffer.count, buffer[end] == UInt8(ascii: "/"), buffer[end + 1] == UInt8(ascii: ">") else { return nil }
            position = end + 2
            return (name, true)
        }

        /// The text up to `closing`, entities replaced, and past `closing`; `nil` for anything the reader declines.
        mutating func text(closedBy closing: StaticString) -> String? {
            var bytes: [UInt8] = []
            var start = position
            while position < buffer.count {
                switch buffer[position] {
                case UInt8(ascii: "<"):
                    bytes += UnsafeBufferPointer(rebasing: buffer[start..<position])
                    guard consume(closing), StringsFileReader.isValidUTF8(bytes) else { return nil }
                    return String(decoding: bytes, as: UTF8.self)
                case UInt8(ascii: "&"):
                    bytes += UnsafeBufferPointer(rebasing: buffer[start..<position])
                    guard let (byte, length) = entity() else { return nil }
                    bytes.append(byte)
                    position += length
                    start = position
                case UInt8(ascii: "\t"), UInt8(ascii: "\n"):
                    position += 1
                case 0..<0x20, UInt8(ascii: ">"):
                    // A carriage return (XML turns `\r\n` into `\n`), a character XML forbids, or `]]>`.
                    return nil
                case 0xEF where position + 2 < buffer.count && buffer[position + 1] == 0xBF && buffer[position + 2] >= 0xBE:
                    // U+FFFE and U+FFFF, which XML forbids too.
                    return nil
                default:
                    position += 1
                }
            }
            return nil
        }

        /// The byte a predefined entity at `position` stands for, and the entity's length.
        func entity() -> (UInt8, Int)? {
            for (name, byte) in Self.entities where starts(with: name) {
                return (byte, name.utf8CodeUnitCount)
            }
            return nil
        }

        /// The five predefined entities and the byte each stands for.
        static let entities: [(StaticString, UInt8)] = [
            ("&amp;", UInt8(ascii: "&")), ("&lt;", UInt8(ascii: "<")), ("&gt;", UInt8(ascii: ">")), ("&quot;", UInt8(ascii: "\"")), ("&apos;", UInt8(ascii: "'")),
        ]

        mutating func skipSpace() {
            while position < buffer.count {
                switch buffer[position] {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"): position += 1
                default: return
                }
            }
        }

        func starts(with text: StaticString) -> Bool {
            let length = text.utf8CodeUnitCount
            guard position + length <= buffer.count else { return false }
            for offset in 0..<length where buffer[position + offset] != text.utf8Start[offset] { return false }
            return true
        }

        mutating func consume(_ text: StaticString) -> Bool {
            guard starts(with: text) else { return false }
            position += text.utf8CodeUnitCount
            return true
        }

        /// The position of the next `text` from `position`, or `nil`.
        func find(_ text: String) -> Int? {
            let bytes = Array(text.utf8)
            var index = position
            while index + bytes.count <= buffer.count {
                if buffer[index] == bytes[0], buffer[index..<(index + bytes.count)].elementsEqual(bytes) { return index }
                index += 1
            }
            return nil
        }
    }
}
