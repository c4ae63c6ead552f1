import Foundation

/// A small scanner over an XML property list that knows where things are.
///
/// `PropertyListSerialization` reads the values but reports neither the place of a problem nor where a value
/// stands. The scanner fills both gaps: it finds the first problem of a file the serializer rejected, with
/// its byte offset, and it lists every dictionary value with the key it belongs to and its offset, so that
/// legacy intents and the diagnostics about them point into the file.
///
/// It checks well-formed XML (tags, comments, entities) and the property list grammar (known elements,
/// keys alternating with values in `<dict>`, numbers in `<integer>` and `<real>`). It does not read a DTD
/// or namespaces; property lists use neither. It never crashes and always ends: every step consumes input.
struct PropertyListScanner {
    /// The first problem found.
    struct Problem: Equatable {
        /// The byte offset the problem is reported at.
        var offset: Int
        /// What is wrong, in compiler voice.
        var message: String
    }

    /// A value of a `<dict>` with its key.
    struct KeyedValue: Equatable {
        /// The key's text.
        var key: String
        /// The byte offset of the value's content: the first byte after its opening tag.
        var offset: Int
        /// The text of a `<string>`, `<integer>` or other text value; `nil` for containers and Booleans.
        var text: String?
    }

    /// What a scan found.
    struct Result: Equatable {
        /// The first problem, or `nil` when the file is a well-formed property list.
        var problem: Problem?
        /// The dictionary values before the problem, in document order.
        var keyedValues: [KeyedValue]
    }

    private static let containers: Set<String> = ["plist", "dict", "array"]
    private static let leaves: Set<String> = ["key", "string", "integer", "real", "date", "data", "true", "false"]

    private struct Frame {
        var name: String
        var offset: Int
        var text: [UInt8] = []
        var expectsKey = true
        var pendingKey: (text: String, offset: Int)?
        var keyedValueIndex: Int?
    }

    private let bytes: [UInt8]
    private let lineOf: (Int) -> Int
    private var index = 0
    private var stack: [Frame] = []
    private var keyedValues: [KeyedValue] = []
    private var hasRoot = false

    /// Creates a scanner over a file's bytes.
    ///
    /// - Parameter file: the property list; `lineAndColumn(at:)` words "opened on line N" in messages.
    init(_ file: SourceFile) {
        bytes = file.bytes
        lineOf = { file.lineAndColumn(at: $0).line }
    }

    /// Scans the whole file, stopping at the first problem.
    mutating func scan() -> Result {
        let problem = scanDocument()
        return Result(problem: problem, keyedValues: keyedValues)
    }

    private mutating func scanDocument() -> Problem? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                if let problem = scanMarkup() { return problem }
            } else if byte == UInt8(ascii: "&") {
                if let problem = scanEntity() { return problem }
            } else {
                // A run of text up to the next markup or entity is appended at once.
                var end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "<"), bytes[end] != UInt8(ascii: "&") { end += 1 }
                let run = bytes[index..<end]
                index = end
                if let problem = appendText(run, at: nil) { return problem }
            }
        }
        if let open = stack.last {
            return Problem(offset: open.offset, message: "element '<\(open.name)>' is not closed")
        }
        if !hasRoot {
            return Problem(offset: 0, message: "file has no property list element")
        }
        return nil
    }

    /// Whether the bytes at `offset` are `text`'s (compared in place: this is asked for every tag).
    private func starts(with text: StaticString, at offset: Int) -> Bool {
        guard offset + text.utf8CodeUnitCount <= bytes.count else { return false }
        return text.withUTF8Buffer { pattern in
            pattern.indices.allSatisfy { bytes[offset + $0] == pattern[$0] }
        }
    }

    /// The offset just past `terminator`, searching from `offset`, or `nil` when it never comes.
    private func offset(after terminator: StaticString, from offset: Int) -> Int? {
        var position = offset
        while position + terminator.utf8CodeUnitCount <= bytes.count {
            if starts(with: terminator, at: position) { return position + terminator.utf8CodeUnitCount }
            position += 1
        }
        return nil
    }

    private mutating func scanMarkup() -> Problem? {
        let start = index
        if starts(with: "<!--", at: start) {
            guard let end = offset(after: "-->", from: start + 4) else { return Problem(offset: start, message: "comment is not closed") }
            index = end
            return nil
        }
        if starts(with: "<![CDATA[", at: start) {
            guard let end = offset(after: "]]>", from: start + 9) else { return Problem(offset: start, message: "CDATA section is not closed") }
            let content = bytes[(start + 9)..<(end - 3)]
            index = end
            return appendText(content, at: start)
        }
        if starts(with: "<?", at: start) {
            guard let end = offset(after: "?>", from: start + 2) else { return Problem(offset: start, message: "processing instruction is not closed") }
            index = end
            return nil
        }
        if starts(with: "<!", at: start) {
            guard let end = offset(after: ">", from: start + 2) else { return Problem(offset: start, message: "declaration is not closed") }
            index = end
            return nil
        }
        guard let end = tagEnd(from: start + 1) else { return Problem(offset: start, message: "tag is not closed") }
        index = end
        let isClosing = start + 1 < bytes.count && bytes[start + 1] == UInt8(ascii: "/")
        let isEmpty = bytes[end - 2] == UInt8(ascii: "/") && !isClosing
        let nameStart = isClosing ? start + 2 : start + 1
        var nameEnd = nameStart
        while nameEnd < end - 1, Self.isNameByte(bytes[nameEnd]) { nameEnd += 1 }
        let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
        guard !name.isEmpty else { return Problem(offset: start, message: "tag has no element name") }
        if isClosing {
            return close(name, at: start)
        }
        if let problem = open(name, at: start, contentOffset: end) { return problem }
        return isEmpty ? close(name, at: start) : nil
    }

    /// The offset just past the `>` ending a tag, skipping quoted attribute values.
    private func tagEnd(from offset: Int) -> Int? {
        var position = offset
        var quote: UInt8?
        while position < bytes.count {
            let byte = bytes[position]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return position + 1
            } else if byte == UInt8(ascii: "<") {
                return nil
            }
            position += 1
        }
        return nil
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")
    }

    private mutating func open(_ name: String, at offset: Int, contentOffset: Int) -> Problem? {
        guard Self.containers.contains(name) || Self.leaves.contains(name) else {
            return Problem(offset: offset, message: "unknown property list element '<\(name)>'")
        }
        if let parent = stack.last {
            guard Self.containers.contains(parent.name) else {
                return Problem(offset: offset, message: "element '<\(name)>' cannot appear inside '<\(parent.name)>'")
            }
            if parent.name == "dict" {
                if parent.expectsKey, name != "key" {
                    return Problem(offset: offset, message: "value '<\(name)>' in '<dict>' has no key before it")
                }
                if !parent.expectsKey, name == "key", let pending = parent.pendingKey {
                    return Problem(offset: offset, message: "key '\(pending.text)' has no value")
                }
            }
        } else {
            guard !hasRoot else { return Problem(offset: offset, message: "property list has a second root element '<\(name)>'") }
            hasRoot = true
            if name == "key" { return Problem(offset: offset, message: "'<key>' must be inside '<dict>'") }
        }
        var frame = Frame(name: name, offset: offset)
        if let parentIndex = stack.indices.last, stack[parentIndex].name == "dict", name != "key", let pending = stack[parentIndex].pendingKey {
            keyedValues.append(KeyedValue(key: pending.text, offset: contentOffset, text: nil))
            frame.keyedValueIndex = keyedValues.count - 1
            stack[parentIndex].pendingKey = nil
            stack[parentIndex].expectsKey = true
        }
        stack.append(frame)
        return nil
    }

    private mutating func close(_ name: String, at offset: Int) -> Problem? {
        guard let frame = stack.popLast() else {
            return Problem(offset: offset, message: "closing tag '</\(name)>' has no opening tag")
        }
        guard frame.name == name else {
            return Problem(offset: offset, message: "closing tag '</\(name)>' does not match '<\(frame.name)>' opened on line \(lineOf(frame.offset))")
        }
        let text = String(decoding: frame.text, as: UTF8.self)
        switch name {
        case "dict":
            if let pending = frame.pendingKey {
                return Problem(offset: pending.offset, message: "key '\(pending.text)' has no value")
            }
        case "key":
            if let parentIndex = stack.indices.last {
                stack[parentIndex].pendingKey = (text, frame.offset)
                stack[parentIndex].expectsKey = false
            }
        case "integer":
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if Int(trimmed) == nil, !Self.isHexadecimalInteger(trimmed) {
                return Problem(offset: frame.offset, message: "'\(trimmed)' is not an integer")
            }
        case "real":
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if Double(trimmed) == nil {
                return Problem(offset: frame.offset, message: "'\(trimmed)' is not a number")
            }
        default:
            break
        }
        if let position = frame.keyedValueIndex, Self.leaves.contains(name), name != "true", name != "false" {
            keyedValues[position].text = text
        }
        return nil
    }

    private static func isHexadecimalInteger(_ text: String) -> Bool {
        var body = Substring(text)
        if body.hasPrefix("-") || body.hasPrefix("+") { body = body.dropFirst() }
        guard body.hasPrefix("0x") || body.hasPrefix("0X") else { return false }
        return Int(body.dropFirst(2), radix: 16) != nil
    }

    private mutating func scanEntity() -> Problem? {
        let start = index
        var end = start + 1
        while end < bytes.count, end - start <= 10, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            return Problem(offset: start, message: "'&' must start an entity such as '&amp;'")
        }
        let name = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
        var decoded = named[name]
        if decoded == nil, name.hasPrefix("#") {
            let digits = name.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            decoded = value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        }
        guard let decoded else { return Problem(offset: start, message: "unknown entity '&\(name);'") }
        index = end + 1
        return appendText(ArraySlice(decoded.utf8), at: start)
    }

    /// Appends text to the open element.
    /// - Parameters:
    ///   - text: The text's bytes (a slice of the file for plain text, so its indices are file offsets).
    ///   - offset: Where a problem with the text is reported; `nil` for plain text, whose problems are reported at
    ///     its first byte that is not white space.
    private mutating func appendText(_ text: ArraySlice<UInt8>, at offset: Int?) -> Problem? {
        guard let top = stack.indices.last else {
            if let position = text.firstIndex(where: { !Self.isWhitespace($0) }) {
                return Problem(offset: offset ?? position, message: "text '\(String(decoding: [text[position]], as: UTF8.self))' is outside the property list")
            }
            return nil
        }
        if Self.containers.contains(stack[top].name) || stack[top].name == "true" || stack[top].name == "false" {
            if let position = text.firstIndex(where: { !Self.isWhitespace($0) }) {
                return Problem(offset: offset ?? position, message: "text is not allowed directly inside '<\(stack[top].name)>'")
            }
            return nil
        }
        stack[top].text += text
        return nil
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}
