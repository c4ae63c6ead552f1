/// A parsed JSON document that knows the byte offset of every value, so problems in a string catalog can be reported
/// at their line and column. `JSONSerialization` gives no positions, and its error messages differ between platforms.
///
/// The document is a flat list of nodes in document order, not a tree: a value is known by its index in the list, a
/// container is followed by its contents, and an object's members are a key node then a value node. Strings stay
/// bytes of the file until asked for (`string(_:)`). A 2.7 MB catalog is one array of nodes instead of a hundred
/// thousand arrays and strings to build and free, and a reader that wants a few dozen keys decodes only those.
///
/// ```swift
/// let document = try PositionedJSON.parse(Array(#"{"strings": {"Hi": {}}}"#.utf8))
/// let strings = document.member("strings", of: document.root)   // the node of the inner object
/// ```
package struct PositionedJSON: Sendable {
    /// What a node is.
    package enum Kind: UInt8, Sendable {
        case object, array, string, number, `true`, `false`, null
    }

    /// A syntax error: what was expected, and where.
    package struct SyntaxError: Error, Sendable, Hashable {
        package var message: String
        package var offset: Int

        package init(message: String, offset: Int) {
            self.message = message
            self.offset = offset
        }
    }

    /// One value.
    package struct Node: Sendable {
        /// The byte offset the value starts at (an object's `{`, a string's opening quote).
        package var offset: Int
        /// For an object or array, the index of the first node after its contents; for a string, the offset of its
        /// closing quote; unused for the others.
        package var end: Int
        package var kind: Kind
        /// Whether a string contains an escape (and so must be decoded rather than copied).
        package var hasEscapes = false
    }

    /// The document's bytes.
    package let bytes: [UInt8]
    /// The nodes, in document order; the top-level value is the first.
    package let nodes: [Node]

    package init(bytes: [UInt8], nodes: [Node]) {
        self.bytes = bytes
        self.nodes = nodes
    }

    /// The index of the top-level value.
    package var root: Int { 0 }

    /// What the value at `index` is.
    package func kind(_ index: Int) -> Kind { nodes[index].kind }

    /// The byte offset the value at `index` starts at.
    package func offset(_ index: Int) -> Int { nodes[index].offset }

    /// The index just past the value at `index` and its contents.
    package func next(after index: Int) -> Int {
        switch nodes[index].kind {
        case .object, .array: nodes[index].end
        default: index + 1
        }
    }

    /// The members of an object, each as the indices of its key and its value, in file order; none for another kind.
    package func members(of index: Int) -> [(key: Int, value: Int)] {
        guard nodes[index].kind == .object else { return [] }
        var members: [(key: Int, value: Int)] = []
        var key = index + 1
        while key < nodes[index].end {
            members.append((key, key + 1))
            key = next(after: key + 1)
        }
        return members
    }

    /// The elements of an array, in file order; none for another kind.
    package func elements(of index: Int) -> [Int] {
        guard nodes[index].kind == .array else { return [] }
        var elements: [Int] = []
        var element = index + 1
        while element < nodes[index].end {
            elements.append(element)
            element = next(after: element)
        }
        return elements
    }

    /// The value of the member with the given key (the last one, as JSON parsers usually do for duplicates), or `nil`
    /// when there is none or the value at `index` is not an object.
    package func member(_ name: StaticString, of index: Int) -> Int? {
        guard nodes[index].kind == .object else { return nil }
        var found: Int?
        var key = index + 1
        while key < nodes[index].end {
            if stringEquals(key, name) { found = key + 1 }
            key = next(after: key + 1)
        }
        return found
    }

    /// The text of the string at `index`, or `nil` for another kind.
    package func string(_ index: Int) -> String? {
        let node = nodes[index]
        guard node.kind == .string else { return nil }
        let content = node.offset + 1..<node.end
        guard node.hasEscapes else { return String(decoding: bytes[content], as: UTF8.self) }
        var text = EscapedText()
        var position = content.lowerBound
        // The string was checked when it was parsed: every escape here is complete and known.
        while position < content.upperBound {
            let runEnd = EscapedText.endOfRun(in: bytes, from: position, stopsAtControlCharacters: false)
            text.append(run: bytes[position..<min(runEnd, content.upperBound)])
            guard runEnd < content.upperBound else { break }
            let escaped = bytes[runEnd + 1]
            position = runEnd + 2
            switch escaped {
            case UInt8(ascii: "u"):
                text.append(escapedValue: EscapedText.hexadecimalValue(bytes[position..<position + 4]) ?? 0xFFFD)
                position += 4
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
                text.append(escapedValue: UInt32(escaped))
            default:
                text.append(escapedValue: EscapedText.controlCharacter(escapedBy: escaped, bellAndVerticalTab: false) ?? 0xFFFD)
            }
        }
        return text.finish()
    }

    /// Whether the values at two indices are strings with the same text.
    package func stringsEqual(_ first: Int, _ second: Int) -> Bool {
        let one = nodes[first]
        let other = nodes[second]
        guard one.kind == .string, other.kind == .string else { return false }
        guard !one.hasEscapes, !other.hasEscapes else { return string(first) == string(second) }
        let count = one.end - one.offset - 1
        guard count == other.end - other.offset - 1 else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < count, buffer[one.offset + 1 + index] == buffer[other.offset + 1 + index] { index += 1 }
            return index == count
        }
    }

    /// Whether the value at `index` is a string whose text is empty.
    package func isEmptyString(_ index: Int) -> Bool {
        nodes[index].kind == .string && nodes[index].end == nodes[index].offset + 1
    }

    /// Whether the value at `index` is a string with the given text.
    package func stringEquals(_ index: Int, _ text: StaticString) -> Bool {
        let node = nodes[index]
        guard node.kind == .string else { return false }
        guard !node.hasEscapes else { return string(index) == text.description }
        let count = node.end - node.offset - 1
        guard count == text.utf8CodeUnitCount else { return false }
        return text.withUTF8Buffer { expected in
            bytes.withUnsafeBufferPointer { actual in
                var index = 0
                while index < count, actual[node.offset + 1 + index] == expected[index] { index += 1 }
                return index == count
            }
        }
    }

    /// The value of the Boolean at `index`, or `nil` for another kind.
    package func bool(_ index: Int) -> Bool? {
        switch nodes[index].kind {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// The kind of the value at `index` in words, for messages: "an object", "a string".
    package func kindDescription(_ index: Int) -> String {
        switch nodes[index].kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .true, .false: "a Boolean"
        case .null: "null"
        }
    }

    /// Parses a whole document. A UTF-8 byte order mark before it is skipped; offsets still count from the first byte.
    ///
    /// - Throws: `SyntaxError` at the first byte that is not valid JSON.
    package static func parse(_ bytes: [UInt8], maximumDepth: Int = 64) throws(SyntaxError) -> PositionedJSON {
        let nodes = try bytes.withUnsafeBufferPointer { buffer throws(SyntaxError) in
            var parser = Parser(bytes: buffer, maximumDepth: maximumDepth)
            if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3 }
            parser.skipWhitespace()
            try parser.parseValue(depth: 0)
            parser.skipWhitespace()
            guard parser.position == buffer.count else {
                throw SyntaxError(message: "expected the end of the document after the top-level value", offset: parser.position)
            }
            return parser.nodes
        }
        return PositionedJSON(bytes: bytes, nodes: nodes)
    }

    /// The parser reads the bytes through a buffer pointer, valid during `parse` only. A release build does not
    /// check a buffer pointer's subscript, so every read comes after a test of the position against `bytes.count`
    /// (`peek()` and the loops' conditions); the tests read every prefix of a catalog and random bytes.
    private struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        let maximumDepth: Int
        var position = 0
        var nodes: [Node] = []

        init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
            self.bytes = bytes
            self.maximumDepth = maximumDepth
            // About one value in every 16 bytes of a catalog.
            nodes.reserveCapacity(bytes.count / 16 + 1)
        }

        func peek() -> UInt8? {
            position < bytes.count ? bytes[position] : nil
        }

        /// Skips whitespace. Xcode indents a catalog by two spaces a level and its values sit six levels deep, so most
        /// of a catalog's bytes are the spaces that follow a line break: those are passed over eight at a time.
        @inline(__always)
        mutating func skipWhitespace() {
            var index = position
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                // Most calls stand before a value or a `:`, which no whitespace precedes but one space.
                guard byte <= 0x20, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { break }
                index += 1
                if byte == 0x0A, let base = bytes.baseAddress {
                    while index + 8 <= count, UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020 {
                        index += 8
                    }
                }
            }
            position = index
        }

        @inline(__always)
        mutating func expect(_ byte: UInt8, _ what: StaticString) throws(SyntaxError) {
            guard peek() == byte else { throw SyntaxError(message: "expected \(what)", offset: position) }
            position += 1
        }

        mutating func parseValue(depth: Int) throws(SyntaxError) {
            let start = position
            guard let byte = peek() else { throw SyntaxError(message: "expected a value, but the document ends", offset: position) }
            switch byte {
            case UInt8(ascii: "{"):
                guard depth < maximumDepth else { throw SyntaxError(message: "nesting is deeper than \(maximumDepth) levels", offset: start) }
                try parseObject(depth: depth)
            case UInt8(ascii: "["):
                guard depth < maximumDepth else { throw SyntaxError(message: "nesting is deeper than \(maximumDepth) levels", offset: start) }
                try parseArray(depth: depth)
            case UInt8(ascii: "\""):
                try parseString()
            case UInt8(ascii: "t"):
                try parseWord("true")
                nodes.append(Node(offset: start, end: position, kind: .true))
            case UInt8(ascii: "f"):
                try parseWord("false")
                nodes.append(Node(offset: start, end: position, kind: .false))
            case UInt8(ascii: "n"):
                try parseWord("null")
                nodes.append(Node(offset: start, end: position, kind: .null))
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try parseNumber()
                nodes.append(Node(offset: start, end: position, kind: .number))
            default:
                throw SyntaxError(message: "expected a value", offset: start)
            }
        }

        /// Appends an object's node, then its members; the object's `end` is set once they are in.
        mutating func parseObject(depth: Int) throws(SyntaxError) {
            let index = nodes.count
            nodes.append(Node(offset: position, end: 0, kind: .object))
            defer { nodes[index].end = nodes.count }
            position += 1
            skipWhitespace()
            if peek() == UInt8(ascii: "}") {
                position += 1
                return
            }
            while true {
                skipWhitespace()
                guard peek() == UInt8(ascii: "\"") else { throw SyntaxError(message: "expected a quoted key", offset: position) }
                try parseString()
                skipWhitespace()
                try expect(UInt8(ascii: ":"), "':' after the key")
                skipWhitespace()
                try parseValue(depth: depth + 1)
                skipWhitespace()
                if peek() == UInt8(ascii: ",") {
                    position += 1
                    continue
                }
                try expect(UInt8(ascii: "}"), "',' or '}' after a member")
                return
            }
        }

        mutating func parseArray(depth: Int) throws(SyntaxError) {
            let index = nodes.count
            nodes.append(Node(offset: position, end: 0, kind: .array))
            defer { nodes[index].end = nodes.count }
            position += 1
            skipWhitespace()
            if peek() == UInt8(ascii: "]") {
                position += 1
                return
            }
            while true {
                skipWhitespace()
                try parseValue(depth: depth + 1)
                skipWhitespace()
                if peek() == UInt8(ascii: ",") {
                    position += 1
                    continue
                }
                try expect(UInt8(ascii: "]"), "',' or ']' after an element")
                return
            }
        }

        mutating func parseWord(_ word: StaticString) throws(SyntaxError) {
            let count = word.utf8CodeUnitCount
            let matches = position + count <= bytes.count && word.withUTF8Buffer { expected in
                (0..<count).allSatisfy { bytes[position + $0] == expected[$0] }
            }
            guard matches else { throw SyntaxError(message: "expected a value", offset: position) }
            position += count
        }

        mutating func parseNumber() throws(SyntaxError) {
            func isDigit(_ byte: UInt8?) -> Bool { byte.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false }
            if peek() == UInt8(ascii: "-") { position += 1 }
            guard isDigit(peek()) else { throw SyntaxError(message: "expected a digit", offset: position) }
            if peek() == UInt8(ascii: "0") {
                position += 1
                guard !isDigit(peek()) else { throw SyntaxError(message: "a number cannot start with '0' followed by a digit", offset: position - 1) }
            }
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
        }

        /// Checks a string and appends its node; its text is decoded only when asked for (`string(_:)`).
        mutating func parseString() throws(SyntaxError) {
            let start = position
            position += 1
            var hasEscapes = false
            while true {
                position = EscapedText.endOfRun(in: bytes, from: position, stopsAtControlCharacters: true)
                guard let byte = peek() else { throw SyntaxError(message: "string is not closed", offset: start) }
                if byte < 0x20 {
                    throw SyntaxError(message: "control character in a string; write it as an escape such as '\\n'", offset: position)
                }
                if byte == UInt8(ascii: "\"") {
                    nodes.append(Node(offset: start, end: position, kind: .string, hasEscapes: hasEscapes))
                    position += 1
                    return
                }
                hasEscapes = true
                let escapeOffset = position
                position += 1
                guard let escaped = peek() else { throw SyntaxError(message: "string is not closed", offset: start) }
                position += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
                    break
                case UInt8(ascii: "u"):
                    guard position + 4 <= bytes.count, EscapedText.hexadecimalValue(bytes[position..<position + 4]) != nil else {
                        throw SyntaxError(message: "expected four hexadecimal digits after '\\u'", offset: escapeOffset)
                    }
                    position += 4
                default:
                    guard EscapedText.controlCharacter(escapedBy: escaped, bellAndVerticalTab: false) != nil else {
                        throw SyntaxError(message: "unknown escape '\\\(Character(Unicode.Scalar(escaped)))' in a string", offset: escapeOffset)
                    }
                }
            }
        }
    }
}
