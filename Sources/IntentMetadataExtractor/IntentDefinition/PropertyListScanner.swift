#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// The property list's elements. A tag's name is matched to one from its bytes: making a `String` of every
    /// tag's name and looking it up in sets was most of reading pocket-casts-ios's translations, which are XML
    /// property lists.
    private enum Element {
        case plist, dict, array, key, string, integer, real, date, data, `true`, `false`

        var name: StaticString {
            switch self {
            case .plist: "plist"
            case .dict: "dict"
            case .array: "array"
            case .key: "key"
            case .string: "string"
            case .integer: "integer"
            case .real: "real"
            case .date: "date"
            case .data: "data"
            case .true: "true"
            case .false: "false"
            }
        }

        var isContainer: Bool { self == .plist || self == .dict || self == .array }

        /// The element whose name the bytes spell, or `nil`.
        init?(_ bytes: ArraySlice<UInt8>) {
            let candidate: Element
            switch (bytes.count, bytes.first) {
            case (5, UInt8(ascii: "p")): candidate = .plist
            case (4, UInt8(ascii: "d")): candidate = bytes.last == UInt8(ascii: "t") ? .dict : bytes.last == UInt8(ascii: "e") ? .date : .data
            case (5, UInt8(ascii: "a")): candidate = .array
            case (3, UInt8(ascii: "k")): candidate = .key
            case (6, UInt8(ascii: "s")): candidate = .string
            case (7, UInt8(ascii: "i")): candidate = .integer
            case (4, UInt8(ascii: "r")): candidate = .real
            case (4, UInt8(ascii: "t")): candidate = .true
            case (5, UInt8(ascii: "f")): candidate = .false
            default: return nil
            }
            guard candidate.spells(bytes) else { return nil }
            self = candidate
        }

        /// Whether the bytes are this element's name (compared as memory: a generic comparison of the two
        /// collections was a tenth of reading pocket-casts-ios's translations).
        func spells(_ bytes: ArraySlice<UInt8>) -> Bool {
            name.withUTF8Buffer { name in
                name.count == bytes.count && bytes.withUnsafeBufferPointer { bytes in
                    name.count == 0 || memcmp(name.baseAddress!, bytes.baseAddress!, name.count) == 0
                }
            }
        }
    }

    private struct Frame {
        var element: Element
        var offset: Int
        var text: [UInt8] = []
        /// The text while it is one run of the file's bytes (most values): kept as a range, not copied.
        var plainText: Range<Int>?
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
            return Problem(offset: open.offset, message: "element '<\(open.element.name)>' is not closed")
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
        // Comments, CDATA, processing instructions and declarations all start with `<!` or `<?`; tags, nearly all
        // markup, are told apart by their second byte alone.
        let second = start + 1 < bytes.count ? bytes[start + 1] : 0
        guard second == UInt8(ascii: "!") || second == UInt8(ascii: "?") else { return scanTag(at: start) }
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
        return scanTag(at: start)
    }

    private mutating func scanTag(at start: Int) -> Problem? {
        guard let end = tagEnd(from: start + 1) else { return Problem(offset: start, message: "tag is not closed") }
        index = end
        let isClosing = start + 1 < bytes.count && bytes[start + 1] == UInt8(ascii: "/")
        let isEmpty = bytes[end - 2] == UInt8(ascii: "/") && !isClosing
        let nameStart = isClosing ? start + 2 : start + 1
        var nameEnd = nameStart
        while nameEnd < end - 1, Self.isNameByte(bytes[nameEnd]) { nameEnd += 1 }
        guard nameEnd > nameStart else { return Problem(offset: start, message: "tag has no element name") }
        let name = bytes[nameStart..<nameEnd]
        if isClosing {
            return close(name, at: start)
        }
        guard let element = Element(name) else {
            return Problem(offset: start, message: "unknown property list element '<\(Self.text(name))>'")
        }
        if let problem = open(element, at: start, contentOffset: end) { return problem }
        return isEmpty ? close(name, at: start) : nil
    }

    /// An element name's bytes as text, for a message.
    private static func text(_ name: ArraySlice<UInt8>) -> String {
        String(decoding: name, as: UTF8.self)
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

    private mutating func open(_ element: Element, at offset: Int, contentOffset: Int) -> Problem? {
        let name = element.name
        if let parent = stack.last {
            guard parent.element.isContainer else {
                return Problem(offset: offset, message: "element '<\(name)>' cannot appear inside '<\(parent.element.name)>'")
            }
            if parent.element == .dict {
                if parent.expectsKey, element != .key {
                    return Problem(offset: offset, message: "value '<\(name)>' in '<dict>' has no key before it")
                }
                if !parent.expectsKey, element == .key, let pending = parent.pendingKey {
                    return Problem(offset: offset, message: "key '\(pending.text)' has no value")
                }
            }
        } else {
            guard !hasRoot else { return Problem(offset: offset, message: "property list has a second root element '<\(name)>'") }
            hasRoot = true
            if element == .key { return Problem(offset: offset, message: "'<key>' must be inside '<dict>'") }
        }
        var frame = Frame(element: element, offset: offset)
        if let parentIndex = stack.indices.last, stack[parentIndex].element == .dict, element != .key, let pending = stack[parentIndex].pendingKey {
            keyedValues.append(KeyedValue(key: pending.text, offset: contentOffset, text: nil))
            frame.keyedValueIndex = keyedValues.count - 1
            stack[parentIndex].pendingKey = nil
            stack[parentIndex].expectsKey = true
        }
        stack.append(frame)
        return nil
    }

    private mutating func close(_ name: ArraySlice<UInt8>, at offset: Int) -> Problem? {
        guard let frame = stack.popLast() else {
            return Problem(offset: offset, message: "closing tag '</\(Self.text(name))>' has no opening tag")
        }
        guard frame.element.spells(name) else {
            return Problem(offset: offset, message: "closing tag '</\(Self.text(name))>' does not match '<\(frame.element.name)>' opened on line \(lineOf(frame.offset))")
        }
        // Containers and Booleans have no text, and most values' text is kept as it is: only keys, numbers and
        // the values of dictionaries are made strings.
        let bytes = bytes
        let text = { frame.plainText.map { String(decoding: bytes[$0], as: UTF8.self) } ?? String(decoding: frame.text, as: UTF8.self) }
        switch frame.element {
        case .dict:
            if let pending = frame.pendingKey {
                return Problem(offset: pending.offset, message: "key '\(pending.text)' has no value")
            }
        case .key:
            if let parentIndex = stack.indices.last {
                stack[parentIndex].pendingKey = (text(), frame.offset)
                stack[parentIndex].expectsKey = false
            }
        case .integer:
            let trimmed = text().trimmingWhitespaceAndNewlines
            if Int(trimmed) == nil, !Self.isHexadecimalInteger(trimmed) {
                return Problem(offset: frame.offset, message: "'\(trimmed)' is not an integer")
            }
        case .real:
            let trimmed = text().trimmingWhitespaceAndNewlines
            if Double(trimmed) == nil {
                return Problem(offset: frame.offset, message: "'\(trimmed)' is not a number")
            }
        default:
            break
        }
        if let position = frame.keyedValueIndex, !frame.element.isContainer, frame.element != .true, frame.element != .false {
            keyedValues[position].text = text()
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
        let element = stack[top].element
        if element.isContainer || element == .true || element == .false {
            if let position = text.firstIndex(where: { !Self.isWhitespace($0) }) {
                return Problem(offset: offset ?? position, message: "text is not allowed directly inside '<\(element.name)>'")
            }
            return nil
        }
        // Plain text (`offset` nil) is a slice of the file; the first run is kept as its range.
        if offset == nil, stack[top].plainText == nil, stack[top].text.isEmpty {
            stack[top].plainText = text.startIndex..<text.endIndex
            return nil
        }
        if let range = stack[top].plainText {
            stack[top].text = Array(bytes[range])
            stack[top].plainText = nil
        }
        stack[top].text += text
        return nil
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}
