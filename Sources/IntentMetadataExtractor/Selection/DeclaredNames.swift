/// The names a file may declare, read from its bytes without lexing: each name written after `struct`, `class`,
/// `enum`, `actor`, `protocol` or `typealias`, and each component of a dotted name written after `extension`.
///
/// Like `IdentifierSearch`, it reads bytes, not tokens, and errs on the side of too many: a keyword in a comment or a
/// string counts, `class func f` gives `func`, and a name with non-ASCII bytes also gives each of its prefixes that
/// end before a non-ASCII character (the lexer may end an identifier there). It never misses a declaration the
/// parser reads: comments and line breaks between the keyword and the name are skipped, backticks removed, and an
/// extension's generic arguments (`extension Outer<Int>.Inner`) stepped over. A name missed would cost metadata;
/// a name too many costs nothing unless App Intents code needs a type of that name, and then a parse.
///
/// What lies between a keyword and its name is read up to `maximumGap` bytes: a keyword inside a long comment would
/// otherwise read to the comment's end, and a file of such comments would take time quadratic in its length. Past
/// the bound the file may declare anything (`declaresAnything`), the scan stops, and the file is parsed as soon as
/// any name is needed.
package struct DeclaredNames: Sendable {
    /// The names written after `struct`, `class`, `enum`, `actor`, `protocol` or `typealias`.
    package var types: Set<String> = []
    /// The names written after `extension`, each component of a dotted one.
    package var extended: Set<String> = []
    /// Whether a keyword was followed by more than `maximumGap` bytes of space, comments or generic arguments, so
    /// that the scan stopped: the file may declare any name.
    package var declaresAnything = false

    /// The most bytes read between a keyword and a name, or between an extension's name components.
    static let maximumGap = 256

    private static let keywords = IdentifierSearch(words: ["struct", "class", "enum", "actor", "protocol", "typealias", "extension"])

    /// Scans `bytes`.
    package init(scanning bytes: [UInt8]) {
        var types: Set<String> = []
        var extended: Set<String> = []
        declaresAnything = bytes.withUnsafeBufferPointer { buffer in
            Self.keywords.firstOccurrence(in: buffer) { start, length in
                var reader = NameReader(buffer: buffer, position: start + length)
                if length == 9, buffer[start] == UInt8(ascii: "e") {
                    while let name = reader.nextName() {
                        reader.insertName(name, into: &extended)
                        guard reader.skipToNextComponent() else { break }
                    }
                } else if let name = reader.nextName() {
                    reader.insertName(name, into: &types)
                }
                // Past the bound, stop: the file counts as declaring everything.
                return reader.gapLeft < 0
            }
        }
        self.types = types
        self.extended = extended
    }

    /// Reads names forward from just after a keyword.
    private struct NameReader {
        let buffer: UnsafeBufferPointer<UInt8>
        var position: Int
        /// How many more bytes may be skipped; below 0 once the bound is passed.
        var gapLeft = DeclaredNames.maximumGap

        /// The bytes of the name at `position` after any space and comments, backticks removed, or `nil`.
        mutating func nextName() -> Range<Int>? {
            skipSpaceAndComments()
            guard position < buffer.count, gapLeft >= 0 else { return nil }
            if buffer[position] == UInt8(ascii: "`") {
                let start = position + 1
                var end = start
                while end < buffer.count, buffer[end] != UInt8(ascii: "`"), buffer[end] != UInt8(ascii: "\n") { end += 1 }
                position = min(end + 1, buffer.count)
                return end > start ? start..<end : nil
            }
            let start = position
            while position < buffer.count, Self.isNameByte(buffer[position]) { position += 1 }
            return position > start ? start..<position : nil
        }

        /// After an extension's name component: past `<...>` and the `.` before the next component; `false` when
        /// no `.` follows.
        mutating func skipToNextComponent() -> Bool {
            skipSpaceAndComments()
            if position < buffer.count, buffer[position] == UInt8(ascii: "<") {
                var depth = 0
                while position < buffer.count, gapLeft >= 0 {
                    let byte = buffer[position]
                    if byte == UInt8(ascii: "<") { depth += 1 }
                    if byte == UInt8(ascii: ">") { depth -= 1 }
                    position += 1
                    gapLeft -= 1
                    if depth == 0 || byte == UInt8(ascii: "{") { break }
                }
                skipSpaceAndComments()
            }
            guard position < buffer.count, gapLeft >= 0, buffer[position] == UInt8(ascii: ".") else { return false }
            position += 1
            return true
        }

        mutating func skipSpaceAndComments() {
            let start = position
            defer { gapLeft -= position - start }
            while position < buffer.count, position - start <= gapLeft {
                switch buffer[position] {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                    position += 1
                case UInt8(ascii: "/") where position + 1 < buffer.count && buffer[position + 1] == UInt8(ascii: "/"):
                    while position < buffer.count, position - start <= gapLeft, buffer[position] != UInt8(ascii: "\n") { position += 1 }
                case UInt8(ascii: "/") where position + 1 < buffer.count && buffer[position + 1] == UInt8(ascii: "*"):
                    // Block comments nest in Swift.
                    var depth = 0
                    while position < buffer.count, position - start <= gapLeft {
                        if buffer[position] == UInt8(ascii: "/"), position + 1 < buffer.count, buffer[position + 1] == UInt8(ascii: "*") {
                            depth += 1
                            position += 2
                        } else if buffer[position] == UInt8(ascii: "*"), position + 1 < buffer.count, buffer[position + 1] == UInt8(ascii: "/") {
                            depth -= 1
                            position += 2
                            if depth == 0 { break }
                        } else {
                            position += 1
                        }
                    }
                default:
                    return
                }
            }
        }

        /// The name, and when it has non-ASCII bytes each prefix of it that ends before a non-ASCII character.
        func insertName(_ range: Range<Int>, into names: inout Set<String>) {
            names.insert(String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self))
            for end in range.dropFirst() where buffer[end] >= 0x80 && buffer[end] & 0xC0 != 0x80 {
                names.insert(String(decoding: UnsafeBufferPointer(rebasing: buffer[range.lowerBound..<end]), as: UTF8.self))
            }
        }

        /// An ASCII letter, digit or `_`, or any non-ASCII byte (which may belong to a letter).
        static func isNameByte(_ byte: UInt8) -> Bool {
            byte >= 0x80 || IdentifierSearch.isASCIIIdentifierByte(byte)
        }
    }
}
