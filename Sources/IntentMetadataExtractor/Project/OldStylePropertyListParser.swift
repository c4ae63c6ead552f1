/// Reads an old-style (OpenStep) property list, the format Xcode writes `project.pbxproj` in.
///
/// The reader never traps on input: every loop consumes at least one byte or ends, nesting is limited to
/// `maximumDepth`, and the first problem ends the reading with its offset and reason, so nothing half-read
/// is used.
///
/// ```swift
/// let value = try OldStylePropertyListParser.parse(Array(text.utf8)).get()
/// ```
package struct OldStylePropertyListParser {
    /// Deeper nesting than this is refused; Xcode's projects nest four or five levels.
    package static let maximumDepth = 200

    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0
    /// The bytes of a quoted string with escapes, reused from string to string.
    private var unescaped: [UInt8] = []

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses a whole property list: one value, then nothing but whitespace and comments.
    ///
    /// - Parameter bytes: the file's bytes, UTF-8 (a byte-order mark is skipped).
    /// - Returns: the value, or the first syntax error.
    package static func parse(_ bytes: [UInt8]) -> Result<PropertyListValue, PropertyListSyntaxError> {
        var parser = OldStylePropertyListParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3 }
        do {
            try parser.skipTrivia()
            guard parser.position < bytes.count else { throw parser.error("the file is empty") }
            let value = try parser.parseValue()
            try parser.skipTrivia()
            guard parser.position >= bytes.count else { throw parser.error("unexpected text after the end of the property list") }
            return .success(value)
        } catch let error as PropertyListSyntaxError {
            return .failure(error)
        } catch {
            return .failure(PropertyListSyntaxError(offset: parser.position, message: "\(error)"))
        }
    }

    private func error(_ message: String, at offset: Int? = nil) -> PropertyListSyntaxError {
        PropertyListSyntaxError(offset: offset ?? position, message: message)
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func parseValue() throws -> PropertyListValue {
        try skipTrivia()
        guard let byte = current else { throw error("unexpected end of file where a value was expected") }
        switch byte {
        case UInt8(ascii: "{"): return .dictionary(try parseDictionary())
        case UInt8(ascii: "("): return .array(try parseArray())
        case UInt8(ascii: "<"): return .data(try parseData())
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try parseQuotedString())
        default:
            guard Self.isUnquotedCharacter(byte) else { throw error("unexpected character \(Self.describe(byte)) where a value was expected") }
            return .string(parseUnquotedString())
        }
    }

    private mutating func enterNesting() throws {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("nesting is deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func parseDictionary() throws -> PropertyListDictionary {
        let start = position
        try enterNesting()
        defer { depth -= 1 }
        position += 1
        // Room for an Xcode object's keys from the start, so that most dictionaries allocate once.
        var entries: [PropertyListDictionary.Entry] = []
        entries.reserveCapacity(8)
        while true {
            try skipTrivia()
            guard let byte = current else { throw error("unexpected end of file inside the dictionary opened here", at: start) }
            if byte == UInt8(ascii: "}") {
                position += 1
                return PropertyListDictionary(entries: entries, offset: start)
            }
            let key: String
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                key = try parseQuotedString()
            } else if Self.isUnquotedCharacter(byte) {
                key = parseUnquotedString()
            } else {
                throw error("unexpected character \(Self.describe(byte)) where a key or '}' was expected")
            }
            let afterKey = position
            try skipTrivia()
            guard current == UInt8(ascii: "=") else { throw error("expected '=' after the key '\(key)'", at: afterKey) }
            position += 1
            let value = try parseValue()
            // Reported right after the value, where the ';' belongs, as compilers report a missing separator.
            let afterValue = position
            try skipTrivia()
            guard current == UInt8(ascii: ";") else { throw error("expected ';' after the value of '\(key)'", at: afterValue) }
            position += 1
            entries.append(PropertyListDictionary.Entry(key: key, value: value))
        }
    }

    private mutating func parseArray() throws -> [PropertyListValue] {
        let start = position
        try enterNesting()
        defer { depth -= 1 }
        position += 1
        var values: [PropertyListValue] = []
        while true {
            try skipTrivia()
            guard let byte = current else { throw error("unexpected end of file inside the array opened here", at: start) }
            if byte == UInt8(ascii: ")") {
                position += 1
                return values
            }
            values.append(try parseValue())
            try skipTrivia()
            guard let separator = current else { throw error("unexpected end of file inside the array opened here", at: start) }
            if separator == UInt8(ascii: ",") {
                position += 1
            } else if separator != UInt8(ascii: ")") {
                throw error("expected ',' or ')' after an array element")
            }
        }
    }

    private mutating func parseData() throws -> [UInt8] {
        let start = position
        position += 1
        var data: [UInt8] = []
        var high: UInt8?
        while let byte = current {
            position += 1
            if byte == UInt8(ascii: ">") {
                guard high == nil else { throw error("data has an odd number of hexadecimal digits", at: start) }
                return data
            }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { continue }
            guard let digit = Self.hexadecimalValue(byte) else { throw error("unexpected character \(Self.describe(byte)) in data", at: position - 1) }
            if let first = high {
                data.append(first << 4 | digit)
                high = nil
            } else {
                high = digit
            }
        }
        throw error("unexpected end of file inside the data opened here", at: start)
    }

    private mutating func parseUnquotedString() -> String {
        let start = position
        var end = position
        while end < bytes.count, Self.isUnquotedCharacter(bytes[end]) { end += 1 }
        position = end
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private mutating func parseQuotedString() throws -> String {
        let start = position
        let quote = bytes[position]
        position += 1
        // Most strings have no escapes: they are one slice of the file.
        while let byte = current, byte != quote, byte != UInt8(ascii: "\\") { position += 1 }
        if current == quote {
            position += 1
            return String(decoding: bytes[start + 1..<position - 1], as: UTF8.self)
        }
        unescaped.removeAll(keepingCapacity: true)
        var runStart = start + 1
        while let byte = current {
            if byte == quote {
                unescaped.append(contentsOf: bytes[runStart..<position])
                position += 1
                return String(decoding: unescaped, as: UTF8.self)
            }
            guard byte == UInt8(ascii: "\\") else {
                position += 1
                continue
            }
            unescaped.append(contentsOf: bytes[runStart..<position])
            position += 1
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
                while digits < 4, let byte = current, let digit = Self.hexadecimalValue(byte) {
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
            runStart = position
        }
        throw error("unterminated string", at: start)
    }

    private mutating func skipTrivia() throws {
        while let byte = current {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
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
        // A local index, with the bounds asked once a byte: the loop runs over every byte of every comment.
        var index = position + 2
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                position = index + 2
                return
            }
            index += 1
        }
        position = bytes.count
        throw error("unterminated comment", at: start)
    }

    // The characters Xcode writes without quotes; anything else is quoted.
    private static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    private static func hexadecimalValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func describe(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "0x" + String(byte, radix: 16, uppercase: true)
    }
}
