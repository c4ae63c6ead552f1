/// Finds out, in one pass over a file's bytes, whether any of a set of identifiers occurs in it as a whole word.
///
/// It reads bytes, not tokens: a word inside a comment or a string counts too, and a word counts when neither
/// neighbour is an ASCII letter, digit or `_`, even if a neighbour is a non-ASCII letter. That only ever says "yes"
/// too often, which costs a parse; it never says "no" for a file that names the word in code, since the lexer ends
/// an identifier at least where this search does.
package struct IdentifierSearch: Sendable {
    /// One bit per pair of first two bytes that some word of two or more bytes starts with.
    private var pairBits: [UInt64]
    /// The words of two or more bytes, by their first two bytes.
    private var wordsByPair: [UInt16: [[UInt8]]]
    /// One-byte words (a generic parameter `T`, say), by their byte.
    private var singleByteWords: [Bool]
    private var hasSingleByteWords = false
    /// For words of four bytes or more (the framework's names): a table to skip through the bytes with.
    private var skipTable: SkipTable?

    /// Creates a search for the given words; empty strings are ignored.
    package init(words: some Sequence<String>) {
        pairBits = Array(repeating: 0, count: 65536 / 64)
        wordsByPair = [:]
        singleByteWords = Array(repeating: false, count: 256)
        for word in words {
            let bytes = Array(word.utf8)
            switch bytes.count {
            case 0:
                continue
            case 1:
                singleByteWords[Int(bytes[0])] = true
                hasSingleByteWords = true
            default:
                let pair = UInt16(bytes[0]) << 8 | UInt16(bytes[1])
                pairBits[Int(pair >> 6)] |= 1 << UInt64(pair & 63)
                wordsByPair[pair, default: []].append(bytes)
            }
        }
        let allWords = wordsByPair.values.flatMap { $0 }
        if !hasSingleByteWords, let shortest = allWords.map(\.count).min(), shortest >= SkipTable.minimumWindow {
            skipTable = SkipTable(words: allWords, windowLength: min(shortest, 255))
        }
    }

    /// Whether any of the words occurs in `bytes` as a whole identifier.
    package func occurs(in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            if hasSingleByteWords, occursAsSingleByte(in: buffer) { return true }
            if let skipTable { return skipTable.occurs(in: buffer) }
            return pairBits.withUnsafeBufferPointer { pairBits in
                occurs(in: buffer, pairBits: pairBits)
            }
        }
    }

    // The hot loop: a sliding window over byte pairs and one bit test each; word boundaries are looked at only
    // where a pair matches, which is rare.
    private func occurs(in buffer: UnsafeBufferPointer<UInt8>, pairBits: UnsafeBufferPointer<UInt64>) -> Bool {
        let count = buffer.count
        guard count >= 2 else { return false }
        var pair = UInt16(buffer[0])
        var index = 0
        while index + 1 < count {
            pair = pair << 8 | UInt16(buffer[index + 1])
            if pairBits[Int(pair >> 6)] & (1 << UInt64(pair & 63)) != 0, Self.startsWord(at: index, in: buffer),
                let candidates = wordsByPair[pair], Self.occurs(candidates, at: index, in: buffer)
            {
                return true
            }
            index += 1
        }
        return false
    }

    private func occursAsSingleByte(in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in buffer.indices where singleByteWords[Int(buffer[index])] {
            if Self.startsWord(at: index, in: buffer), Self.endsWord(at: index + 1, in: buffer) { return true }
        }
        return false
    }

    /// Whether one of `words` starts at `start` and ends at a boundary.
    static func occurs(_ words: [[UInt8]], at start: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        for word in words where start + word.count <= buffer.count {
            guard endsWord(at: start + word.count, in: buffer) else { continue }
            var offset = 0
            while offset < word.count, buffer[start + offset] == word[offset] {
                offset += 1
            }
            if offset == word.count { return true }
        }
        return false
    }

    // A non-ASCII byte counts as a boundary. It may belong to an identifier (`é`), which then makes a match too
    // many, but it may also be a character the lexer ends an identifier at (a non-breaking space, `÷`, invalid
    // UTF-8), and a match missed there would cost metadata.

    /// Whether a word may start at `index`: the start of the bytes, or after a byte that is not an ASCII letter,
    /// digit or `_`.
    @inline(__always)
    static func startsWord(at index: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        index == 0 || !isASCIIIdentifierByte(buffer[index - 1])
    }

    /// Whether a word may end just before `index`: the end of the bytes, or before a byte that is not an ASCII
    /// letter, digit or `_`.
    @inline(__always)
    static func endsWord(at index: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        index >= buffer.count || !isASCIIIdentifierByte(buffer[index])
    }

    @inline(__always)
    static func isASCIIIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }

    /// Letters, digits, `_`, and every byte of a multi-byte UTF-8 character: the bytes of names as the parser
    /// gives them (`Café` is one name), for splitting type text into names.
    @inline(__always)
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || isASCIIIdentifierByte(byte)
    }
}

/// A Wu-Manber skip table: a window as long as the shortest word slides over the bytes, and the window's last
/// two bytes say how far it may move without passing a place where a word could start. In source code it moves
/// about five bytes a step for the framework's names, against one for the pair loop.
private struct SkipTable: Sendable {
    static let minimumWindow = 4

    let windowLength: Int
    /// By a 13-bit hash of the window's last two bytes: how far the window may move; 0 where some word's first
    /// `windowLength` bytes end with two bytes of that hash. Small enough for the first-level cache: each step
    /// waits for its load, so a miss there cost more than the skipping saved.
    private var shifts: [UInt8]
    /// For those pairs: one more than the index of the words that end their window with it, in `buckets`.
    private var bucketOfPair: [UInt16]
    private var buckets: [[[UInt8]]]

    init(words: [[UInt8]], windowLength: Int) {
        self.windowLength = windowLength
        shifts = Array(repeating: UInt8(windowLength - 1), count: 8192)
        bucketOfPair = Array(repeating: 0, count: 65536)
        buckets = []
        for word in words {
            for last in 1..<windowLength {
                let hash = Self.hash(word[last - 1], word[last])
                shifts[hash] = min(shifts[hash], UInt8(windowLength - 1 - last))
            }
            let pair = Int(word[windowLength - 2]) << 8 | Int(word[windowLength - 1])
            if bucketOfPair[pair] == 0 {
                buckets.append([])
                bucketOfPair[pair] = UInt16(buckets.count)
            }
            buckets[Int(bucketOfPair[pair]) - 1].append(word)
        }
    }

    @inline(__always)
    static func hash(_ first: UInt8, _ second: UInt8) -> Int {
        (Int(first) << 5) ^ Int(second)
    }

    // Each step waits for the load of the step before, so the bytes are searched as two halves in one loop:
    // the processor overlaps the two chains of loads.
    func occurs(in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = buffer.count
        guard count >= windowLength else { return false }
        return shifts.withUnsafeBufferPointer { shifts in
            /// The window ending at `end` moved on, or -1 when a word starts in it.
            @inline(__always) func advance(_ end: Int) -> Int {
                let shift = Int(shifts[Self.hash(buffer[end - 1], buffer[end])])
                if shift != 0 { return end + shift }
                let start = end - windowLength + 1
                let bucket = Int(bucketOfPair[Int(buffer[end - 1]) << 8 | Int(buffer[end])])
                if bucket != 0, IdentifierSearch.startsWord(at: start, in: buffer),
                    IdentifierSearch.occurs(buckets[bucket - 1], at: start, in: buffer)
                {
                    return -1
                }
                return end + 1
            }
            // Window ends in [windowLength - 1, middle) are the first half's, the rest the second's.
            let middle = max(windowLength - 1, count / 2)
            var first = windowLength - 1
            var second = middle
            while first < middle, second < count {
                first = advance(first)
                second = advance(second)
                if first < 0 || second < 0 { return true }
            }
            while first < middle {
                first = advance(first)
                if first < 0 { return true }
            }
            while second < count {
                second = advance(second)
                if second < 0 { return true }
            }
            return false
        }
    }
}
