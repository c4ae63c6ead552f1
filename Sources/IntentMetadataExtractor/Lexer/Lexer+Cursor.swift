import IntentMetadata

extension Lexer {
    /// A read position in a file's UTF-8 bytes, limited to a range of them.
    ///
    /// Every read is checked against the range, which `init` clamps to the bytes: `peek` returns `nil` at the end,
    /// and the `advance` methods never move past it. The bytes are a buffer pointer, valid only inside the
    /// `withUnsafeBufferPointer` of the file's bytes that made the cursor: reading them through an array checked
    /// every index a second time, a tenth of the lexer's instructions. (Debug builds, and so the tests and the
    /// fuzzers, still check each index.) The lexer's parts are extensions of this type, one file per concern.
    struct Cursor {
        /// The whole file's bytes; only `start..<end` is visible.
        let bytes: UnsafeBufferPointer<UInt8>
        /// The first visible offset.
        let start: Int
        /// The offset just past the last visible byte.
        let end: Int
        /// The current read position, `start...end`.
        var offset: Int
        /// The end of the bytes a failed search for a bare regex literal's closing `/` covered; see
        /// `lexBareRegexLiteral()`.
        var bareRegexSearchHorizon = 0

        /// Creates a cursor at the start of `range`, which is clamped to the bytes.
        init(bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>) {
            let lower = min(max(range.lowerBound, 0), bytes.count)
            let upper = min(max(range.upperBound, lower), bytes.count)
            self.bytes = bytes
            self.start = lower
            self.end = upper
            self.offset = lower
        }

        /// Whether the cursor has reached the end of its range.
        var isAtEnd: Bool { offset >= end }

        /// The byte at the cursor, or `nil` at the end.
        func peek() -> UInt8? {
            offset < end ? bytes[offset] : nil
        }

        /// The byte `distance` bytes after the cursor, or `nil` outside the visible range.
        func peek(ahead distance: Int) -> UInt8? {
            byte(at: offset + distance)
        }

        /// The byte at an absolute offset, or `nil` outside the visible range.
        func byte(at index: Int) -> UInt8? {
            index >= start && index < end ? bytes[index] : nil
        }

        /// Whether the bytes at the cursor are `first` then `second`.
        func isAt(_ first: UInt8, _ second: UInt8) -> Bool {
            offset + 1 < end && bytes[offset] == first && bytes[offset + 1] == second
        }

        /// Moves forward by `count` bytes, stopping at the end.
        mutating func advance(by count: Int = 1) {
            offset = min(end, offset + max(count, 0))
        }

        /// Moves past `byte` if it is at the cursor.
        /// - Returns: Whether the cursor moved.
        mutating func advance(matching byte: UInt8) -> Bool {
            guard offset < end, bytes[offset] == byte else { return false }
            offset += 1
            return true
        }

        /// Moves forward while the byte at the cursor satisfies `predicate`.
        mutating func advance(while predicate: (UInt8) -> Bool) {
            while offset < end, predicate(bytes[offset]) {
                offset += 1
            }
        }

        /// Counts the copies of `byte` starting at `index` without moving.
        func count(of byte: UInt8, from index: Int) -> Int {
            var position = max(index, start)
            while position < end, bytes[position] == byte {
                position += 1
            }
            return position - max(index, start)
        }

        /// Whether `count` copies of `byte` start at `index`.
        func hasRun(of byte: UInt8, count: Int, at index: Int) -> Bool {
            guard index >= start, count >= 0, index + count <= end else { return false }
            var position = index
            while position < index + count {
                if bytes[position] != byte { return false }
                position += 1
            }
            return true
        }

        /// Moves to the next line break (`\n` or `\r`) or to the end, without consuming it.
        ///
        /// It steps eight bytes at a time while none of them is a line break (`containsLineBreak(_:)`), then byte by
        /// byte: a `//` comment is read at about a byte an instruction instead of seven.
        mutating func advanceToEndOfLine() {
            var position = offset
            if end - position >= 8, let base = bytes.baseAddress {
                repeat {
                    // `position + 8 <= end`: the eight bytes are inside the visible range.
                    let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
                    if Self.containsLineBreak(word) { break }
                    position += 8
                } while end - position >= 8
            }
            while position < end {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
                position += 1
            }
            offset = position
        }

        /// Whether any of the eight bytes in `word` is `\n` or `\r` (`ByteWord`).
        @inline(__always)
        static func containsLineBreak(_ word: UInt64) -> Bool {
            ByteWord.contains(UInt8(ascii: "\n"), in: word) || ByteWord.contains(UInt8(ascii: "\r"), in: word)
        }

        /// Moves past one line break (`\n`, `\r\n` or `\r`) if one is at the cursor.
        /// - Returns: Whether the cursor moved.
        mutating func advanceOverLineBreak() -> Bool {
            guard offset < end else { return false }
            if bytes[offset] == UInt8(ascii: "\n") {
                offset += 1
                return true
            }
            if bytes[offset] == UInt8(ascii: "\r") {
                offset += 1
                _ = advance(matching: UInt8(ascii: "\n"))
                return true
            }
            return false
        }
    }
}
