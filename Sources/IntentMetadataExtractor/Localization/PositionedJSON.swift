/// A JSON value with the byte offset it starts at, so problems in a string catalog can be reported at their
/// line and column. `JSONSerialization` gives no positions, and its error messages differ between platforms.
struct PositionedJSON: Sendable, Hashable {
    /// A JSON value; objects keep their members in file order, with each key's offset.
    enum Value: Sendable, Hashable {
        case object([Member])
        case array([PositionedJSON])
        case string(String)
        case number(String)
        case bool(Bool)
        case null
    }

    /// One member of an object.
    struct Member: Sendable, Hashable {
        var key: String
        var keyOffset: Int
        var value: PositionedJSON
    }

    /// A syntax error: what was expected, and where.
    struct SyntaxError: Error, Sendable, Hashable {
        var message: String
        var offset: Int
    }

    var value: Value
    var offset: Int

    /// The member with the given key (the last one, as JSON parsers usually do for duplicates).
    subscript(key: String) -> PositionedJSON? {
        guard case .object(let members) = value else { return nil }
        return members.last { $0.key == key }?.value
    }

    var members: [Member] {
        if case .object(let members) = value { return members }
        return []
    }

    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    var bool: Bool? {
        if case .bool(let flag) = value { return flag }
        return nil
    }

    var kindDescription: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a Boolean"
        case .null: "null"
        }
    }

    /// Parses a whole document.
    ///
    /// - Throws: `SyntaxError` at the first byte that is not valid JSON.
    static func parse(_ bytes: [UInt8], maximumDepth: Int = 64) throws(SyntaxError) -> PositionedJSON {
        var parser = Parser(bytes: bytes, maximumDepth: maximumDepth)
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.position == bytes.count else {
            throw SyntaxError(message: "expected the end of the document after the top-level value", offset: parser.position)
        }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        let maximumDepth: Int
        var position = 0

        init(bytes: [UInt8], maximumDepth: Int) {
            self.bytes = bytes
            self.maximumDepth = maximumDepth
        }

        func peek() -> UInt8? {
            position < bytes.count ? bytes[position] : nil
        }

        mutating func skipWhitespace() {
            while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
                position += 1
            }
        }

        mutating func expect(_ byte: UInt8, _ what: String) throws(SyntaxError) {
            guard peek() == byte else { throw SyntaxError(message: "expected \(what)", offset: position) }
            position += 1
        }

        mutating func parseValue(depth: Int) throws(SyntaxError) -> PositionedJSON {
            let start = position
            guard let byte = peek() else { throw SyntaxError(message: "expected a value, but the document ends", offset: position) }
            switch byte {
            case UInt8(ascii: "{"):
                guard depth < maximumDepth else { throw SyntaxError(message: "nesting is deeper than \(maximumDepth) levels", offset: start) }
                return PositionedJSON(value: .object(try parseObject(depth: depth)), offset: start)
            case UInt8(ascii: "["):
                guard depth < maximumDepth else { throw SyntaxError(message: "nesting is deeper than \(maximumDepth) levels", offset: start) }
                return PositionedJSON(value: .array(try parseArray(depth: depth)), offset: start)
            case UInt8(ascii: "\""):
                return PositionedJSON(value: .string(try parseString()), offset: start)
            case UInt8(ascii: "t"):
                try parseWord("true")
                return PositionedJSON(value: .bool(true), offset: start)
            case UInt8(ascii: "f"):
                try parseWord("false")
                return PositionedJSON(value: .bool(false), offset: start)
            case UInt8(ascii: "n"):
                try parseWord("null")
                return PositionedJSON(value: .null, offset: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return PositionedJSON(value: .number(try parseNumber()), offset: start)
            default:
                throw SyntaxError(message: "expected a value", offset: start)
            }
        }

        mutating func parseObject(depth: Int) throws(SyntaxError) -> [Member] {
            position += 1
            var members: [Member] = []
            skipWhitespace()
            if peek() == UInt8(ascii: "}") {
                position += 1
                return members
            }
            while true {
                skipWhitespace()
                let keyOffset = position
                guard peek() == UInt8(ascii: "\"") else { throw SyntaxError(message: "expected a quoted key", offset: position) }
                let key = try parseString()
                skipWhitespace()
                try expect(UInt8(ascii: ":"), "':' after the key")
                skipWhitespace()
                let value = try parseValue(depth: depth + 1)
                members.append(Member(key: key, keyOffset: keyOffset, value: value))
                skipWhitespace()
                if peek() == UInt8(ascii: ",") {
                    position += 1
                    continue
                }
                try expect(UInt8(ascii: "}"), "',' or '}' after a member")
                return members
            }
        }

        mutating func parseArray(depth: Int) throws(SyntaxError) -> [PositionedJSON] {
            position += 1
            var elements: [PositionedJSON] = []
            skipWhitespace()
            if peek() == UInt8(ascii: "]") {
                position += 1
                return elements
            }
            while true {
                skipWhitespace()
                elements.append(try parseValue(depth: depth + 1))
                skipWhitespace()
                if peek() == UInt8(ascii: ",") {
                    position += 1
                    continue
                }
                try expect(UInt8(ascii: "]"), "',' or ']' after an element")
                return elements
            }
        }

        mutating func parseWord(_ word: String) throws(SyntaxError) {
            let expected = Array(word.utf8)
            guard position + expected.count <= bytes.count, Array(bytes[position..<position + expected.count]) == expected else {
                throw SyntaxError(message: "expected a value", offset: position)
            }
            position += expected.count
        }

        mutating func parseNumber() throws(SyntaxError) -> String {
            let start = position
            func isDigit(_ byte: UInt8?) -> Bool { byte.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false }
            if peek() == UInt8(ascii: "-") { position += 1 }
            guard isDigit(peek()) else { throw SyntaxError(message: "expected a digit", offset: position) }
            while isDigit(peek()) { position += 1 }
            if peek() == UInt8(ascii: ".") {
                position += 1
                guard isDigit(peek()) else { throw SyntaxError(message: "expected a digit after '.'", offset: position) }
                while isDigit(peek()) { position += 1 }
            }
            if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
                position += 1
                if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
                guard isDigit(peek()) else { throw SyntaxError(message: "expected a digit in the exponent", offset: position) }
                while isDigit(peek()) { position += 1 }
            }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        mutating func parseString() throws(SyntaxError) -> String {
            let start = position
            position += 1
            var text = EscapedText()
            var runStart = position
            while true {
                position = EscapedText.endOfRun(in: bytes, from: position, stopsAtControlCharacters: true)
                guard let byte = peek() else { throw SyntaxError(message: "string is not closed", offset: start) }
                if byte < 0x20 {
                    throw SyntaxError(message: "control character in a string; write it as an escape such as '\\n'", offset: position)
                }
                // A string without escapes, the common case, is one copy of its bytes.
                if byte == UInt8(ascii: "\""), text.isEmpty {
                    position += 1
                    return String(decoding: bytes[runStart..<position - 1], as: UTF8.self)
                }
                text.append(run: bytes[runStart..<position])
                if byte == UInt8(ascii: "\"") {
                    position += 1
                    return text.finish()
                }
                let escapeOffset = position
                position += 1
                guard let escaped = peek() else { throw SyntaxError(message: "string is not closed", offset: start) }
                position += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
                    text.append(escapedValue: UInt32(escaped))
                case UInt8(ascii: "u"):
                    guard position + 4 <= bytes.count, let code = EscapedText.hexadecimalValue(bytes[position..<position + 4]) else {
                        throw SyntaxError(message: "expected four hexadecimal digits after '\\u'", offset: escapeOffset)
                    }
                    position += 4
                    text.append(escapedValue: code)
                default:
                    guard let control = EscapedText.controlCharacter(escapedBy: escaped, bellAndVerticalTab: false) else {
                        throw SyntaxError(message: "unknown escape '\\\(Character(Unicode.Scalar(escaped)))' in a string", offset: escapeOffset)
                    }
                    text.append(escapedValue: control)
                }
                runStart = position
            }
        }
    }
}
