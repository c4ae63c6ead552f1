#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads an old-style (OpenStep) property list, the format Xcode writes `project.pbxproj` in.
///
/// The reader never traps on input: every loop consumes at least one byte or ends, nesting is limited to
/// `maximumDepth`, and the first problem ends the reading with its offset and reason, so nothing half-read
/// is used.
///
/// A parse makes no `String`: it records where each value is (`PropertyListDocument`), and a string is made when
/// it is read.
///
/// ```swift
/// let value = try OldStylePropertyListParser.parse(Array(text.utf8)).get()
/// ```
package struct OldStylePropertyListParser {
    /// Deeper nesting than this is refused; Xcode's projects nest four or five levels.
    package static let maximumDepth = 200

    /// The file's bytes, valid while `parseDocument` runs: reads through a buffer pointer have no bounds checks in a
    /// release build, and every loop here checks `position < bytes.count` itself.
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var depth = 0
    /// The document's nodes, in the order written.
    private var nodes: [PropertyListDocument.Node] = []

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses a whole property list: one value, then nothing but whitespace and comments.
    ///
    /// - Parameter bytes: the file's bytes, UTF-8 (a byte-order mark is skipped); larger than 2 GB is refused.
    /// - Returns: the value (its strings are made when read), or the first syntax error.
    package static func parse(_ bytes: [UInt8]) -> Result<PropertyListValue, PropertyListSyntaxError> {
        parseDocument(bytes).map(\.root)
    }

    /// Parses a whole property list into a document, whose first node is its value.
    static func parseDocument(_ bytes: [UInt8]) -> Result<PropertyListDocument, PropertyListSyntaxError> {
        // Node offsets are 32-bit.
        guard bytes.count < Int(Int32.max) else { return .failure(PropertyListSyntaxError(offset: 0, message: "the file is larger than 2 GB")) }
        let nodes = bytes.withUnsafeBufferPointer { buffer -> Result<[PropertyListDocument.Node], PropertyListSyntaxError> in
            var parser = OldStylePropertyListParser(bytes: buffer)
            if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3 }
            // About one value for every 24 bytes of a project.
            parser.nodes.reserveCapacity(buffer.count / 24 + 1)
            do {
                try parser.skipTrivia()
                guard parser.position < buffer.count else { throw parser.error("the file is empty") }
                try parser.parseValue()
                try parser.skipTrivia()
                guard parser.position >= buffer.count else { throw parser.error("unexpected text after the end of the property list") }
                return .success(parser.nodes)
            } catch let error as PropertyListSyntaxError {
                return .failure(error)
            } catch {
                return .failure(PropertyListSyntaxError(offset: parser.position, message: "\(error)"))
            }
        }
        return nodes.map { PropertyListDocument(bytes: bytes, nodes: $0) }
    }

    private func error(_ message: String, at offset: Int? = nil) -> PropertyListSyntaxError {
        PropertyListSyntaxError(offset: offset ?? position, message: message)
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// Adds a string node from `start` to `end`.
    private mutating func addString(_ kind: PropertyListDocument.Kind, from start: Int, to end: Int) {
        nodes.append(PropertyListDocument.Node(kind: kind, start: Int32(start), end: Int32(end), next: Int32(nodes.count + 1), count: 0))
    }

    /// Parses one value into its node (and those of what it contains).
    private mutating func parseValue() throws {
        try skipTrivia()
        guard let byte = current else { throw error("unexpected end of file where a value was expected") }
        switch byte {
        case UInt8(ascii: "{"): try parseDictionary()
        case UInt8(ascii: "("): try parseArray()
        case UInt8(ascii: "<"): try parseData()
        case UInt8(ascii: "\""), UInt8(ascii: "'"): try parseQuotedString()
        default:
            guard Self.isUnquotedCharacter(byte) else { throw error("unexpected character \(Self.describe(byte)) where a value was expected") }
            parseUnquotedString()
        }
    }

    private mutating func enterNesting() throws {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("nesting is deeper than \(Self.maximumDepth) levels") }
    }

    /// Adds a container's node, whose `next` and `count` `close` fills in.
    private mutating func open(_ kind: PropertyListDocument.Kind) -> Int {
        nodes.append(PropertyListDocument.Node(kind: kind, start: Int32(position), end: 0, next: 0, count: 0))
        return nodes.count - 1
    }

    private mutating func close(_ node: Int, count: Int) {
        nodes[node].end = Int32(position)
        nodes[node].next = Int32(nodes.count)
        nodes[node].count = Int32(count)
    }

    private mutating func parseDictionary() throws {
        let start = position
        try enterNesting()
        defer { depth -= 1 }
        let node = open(.dictionary)
        position += 1
        var count = 0
        while true {
            try skipTrivia()
            guard let byte = current else { throw error("unexpected end of file inside the dictionary opened here", at: start) }
            if byte == UInt8(ascii: "}") {
                position += 1
                close(node, count: count)
                return
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                try parseQuotedString()
            } else if Self.isUnquotedCharacter(byte) {
                parseUnquotedString()
            } else {
                throw error("unexpected character \(Self.describe(byte)) where a key or '}' was expected")
            }
            let keyNode = nodes.count - 1
            let afterKey = position
            try skipTrivia()
            guard current == UInt8(ascii: "=") else { throw error("expected '=' after the key '\(key(at: keyNode))'", at: afterKey) }
            position += 1
            try parseValue()
            // Reported right after the value, where the ';' belongs, as compilers report a missing separator.
            let afterValue = position
            try skipTrivia()
            guard current == UInt8(ascii: ";") else { throw error("expected ';' after the value of '\(key(at: keyNode))'", at: afterValue) }
            position += 1
            count += 1
        }
    }

    /// The text of a key, for a message.
    private func key(at node: Int) -> String {
        PropertyListDocument.string(of: nodes[node], in: bytes)
    }

    private mutating func parseArray() throws {
        let start = position
        try enterNesting()
        defer { depth -= 1 }
        let node = open(.array)
        position += 1
        var count = 0
        while true {
            try skipTrivia()
            guard let byte = current else { throw error("unexpected end of file inside the array opened here", at: start) }
            if byte == UInt8(ascii: ")") {
                position += 1
                close(node, count: count)
                return
            }
            try parseValue()
            count += 1
            try skipTrivia()
            guard let separator = current else { throw error("unexpected end of file inside the array opened here", at: start) }
            if separator == UInt8(ascii: ",") {
                position += 1
            } else if separator != UInt8(ascii: ")") {
                throw error("expected ',' or ')' after an array element")
            }
        }
    }

    /// Checks the digits of `<...>`; they are decoded when read.
    private mutating func parseData() throws {
        let start = position
        position += 1
        var digits = 0
        while let byte = current {
            position += 1
            if byte == UInt8(ascii: ">") {
                guard digits % 2 == 0 else { throw error("data has an odd number of hexadecimal digits", at: start) }
                nodes.append(PropertyListDocument.Node(kind: .data, start: Int32(start), end: Int32(position - 1), next: Int32(nodes.count + 1), count: 0))
                return
            }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { continue }
            guard PropertyListDocument.hexadecimalValue(byte) != nil else { throw error("unexpected character \(Self.describe(byte)) in data", at: position - 1) }
            digits += 1
        }
        throw error("unexpected end of file inside the data opened here", at: start)
    }

    private mutating func parseUnquotedString() {
        let start = position
        var end = position
        let count = bytes.count
        // A byte at a time through a 256-entry table: IDs (24 hexadecimal digits) and paths are most of a project.
        Self.unquotedCharacters.withUnsafeBufferPointer { table in
            while end < count, table[Int(bytes[end])] { end += 1 }
        }
        position = end
        addString(.plainString, from: start, to: end)
    }

    /// `isUnquotedCharacter` for every byte.
    private static let unquotedCharacters: [Bool] = (0...255).map { isUnquotedCharacter(UInt8($0)) }

    /// Finds the end of a quoted string: a backslash escapes the byte after it (the digits of `\U` and octal escapes
    /// are never a quote).
    private mutating func parseQuotedString() throws {
        let start = position
        let quote = bytes[position]
        position += 1
        var bytesOr: UInt8 = 0
        var hasEscapes = false
        while let byte = current {
            if byte == quote {
                position += 1
                addString(hasEscapes ? .escapedString : bytesOr < 0x80 ? .plainString : .string, from: start + 1, to: position - 1)
                return
            }
            position += 1
            bytesOr |= byte
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                guard current != nil else { break }
                position += 1
            }
        }
        throw error("unterminated string", at: start)
    }

    private mutating func skipTrivia() throws {
        let count = bytes.count
        while position < count {
            let byte = bytes[position]
            // Tabs, spaces and line breaks first: Xcode indents every line with tabs.
            if byte <= UInt8(ascii: " "), byte == UInt8(ascii: "\t") || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") {
                position += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\r"), 0x0B, 0x0C:
                position += 1
            case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "/"):
                while let byte = current, byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") { position += 1 }
            case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "*"):
                try skipBlockComment()
            default:
                return
            }
        }
    }

    /// Steps over a `/* ... */` comment; Xcode writes one after nearly every ID, about a third of a project's bytes.
    private mutating func skipBlockComment() throws {
        let start = position
        // From one `*` to the next with `memchr`, until one is followed by `/`.
        let end: Int? = {
            guard let base = bytes.baseAddress else { return nil }
            var index = start + 2
            while index + 1 < bytes.count {
                guard let star = memchr(base + index, Int32(UInt8(ascii: "*")), bytes.count - 1 - index) else { return nil }
                let found = UnsafePointer(star.assumingMemoryBound(to: UInt8.self)) - base
                if base[found + 1] == UInt8(ascii: "/") { return found + 2 }
                index = found + 1
            }
            return nil
        }()
        guard let end else {
            position = bytes.count
            throw error("unterminated comment", at: start)
        }
        position = end
    }

    // The characters Xcode writes without quotes (`A-Z a-z 0-9 _ $ + / : . -`); anything else is quoted. One bit per
    // ASCII byte, bytes 0-63 in the first mask, 64-127 in the second: every byte of every ID and path is asked.
    private static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        let below64: UInt64 = 0x07FF_E810_0000_0000
        let from64: UInt64 = 0x07FF_FFFE_87FF_FFFE
        guard byte < 128 else { return false }
        return ((byte < 64 ? below64 : from64) >> UInt64(byte & 63)) & 1 != 0
    }

    private static func describe(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "0x" + String(byte, radix: 16, uppercase: true)
    }
}
