/// Finds out, in one pass over a file's bytes, whether any of a set of identifiers occurs in it as a whole word.
///
/// It reads bytes, not tokens: a word inside a comment or a string counts too, and a word counts when neither
/// neighbour is an ASCII letter, digit or `_`, even if a neighbour is a non-ASCII letter. That only ever says "yes"
/// too often, which costs a parse; it never says "no" for a file that names the word in code, since the lexer ends
/// an identifier at least where this search does.
package struct IdentifierSearch: Sendable {
    private let skipTable: SkipTable?
    /// The words shorter than the skip table's minimum window, by their first byte; `nil` when there are none.
    private let shortWords: [[[UInt8]]]?

    /// Creates a search for the given words, of any length. Words of four bytes or more share a skip table whose
    /// window is as long as the shortest of them; shorter ones (`ID`, a generic parameter's `T`) are looked for at
    /// every byte that starts one, so that they do not shorten the table's window.
    package init(words: some Sequence<String>) {
        let allWords = Set(words).map { Array($0.utf8) }.filter { !$0.isEmpty }.sorted { $0.lexicographicallyPrecedes($1) }
        let tableWords = allWords.filter { $0.count >= SkipTable.minimumWindow }
        let shortest = tableWords.map(\.count).min() ?? SkipTable.minimumWindow
        skipTable = tableWords.isEmpty ? nil : SkipTable(words: tableWords, windowLength: min(shortest, 255))
        var shortWords = [[[UInt8]]](repeating: [], count: 256)
        for word in allWords where word.count < SkipTable.minimumWindow { shortWords[Int(word[0])].append(word) }
        self.shortWords = allWords.contains { $0.count < SkipTable.minimumWindow } ? shortWords : nil
    }

    /// Whether any of the words occurs in `bytes` as a whole identifier.
    package func occurs(in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in firstOccurrence(in: buffer) { _, _ in true } }
    }

    /// Calls `accept` with the start and length of whole-word occurrences, in no particular order, until it
    /// returns `true`; returns whether it did.
    @inline(__always)
    func firstOccurrence(in buffer: UnsafeBufferPointer<UInt8>, where accept: (_ start: Int, _ length: Int) -> Bool) -> Bool {
        if let skipTable, skipTable.firstOccurrence(in: buffer, where: accept) { return true }
        guard let shortWords else { return false }
        for index in 0..<buffer.count where !shortWords[Int(buffer[index])].isEmpty && Self.startsWord(at: index, in: buffer) {
            let length = Self.lengthOfWord(among: shortWords[Int(buffer[index])], at: index, in: buffer)
            if length > 0, accept(index, length) { return true }
        }
        return false
    }

    /// The length of the first of `words` that starts at `start` and ends at a boundary, or 0 when none does.
    static func lengthOfWord(among words: [[UInt8]], at start: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Int {
        for word in words where start + word.count <= buffer.count {
            guard endsWord(at: start + word.count, in: buffer) else { continue }
            var offset = 0
            while offset < word.count, buffer[start + offset] == word[offset] {
                offset += 1
            }
            if offset == word.count { return word.count }
        }
        return 0
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
}

/// A Wu-Manber skip table: a window as long as the shortest word slides over the bytes, and the window's last
/// two bytes say how far it may move without passing a place where a word could start. In source code it moves
/// about five bytes a step for the framework's names, against one for a byte-by-byte search.
private struct SkipTable: Sendable {
    static let minimumWindow = 4

    let windowLength: Int
    /// By a 13-bit hash of the window's last two bytes: how far the window may move; 0 where some word's first
    /// `windowLength` bytes end with two bytes of that hash. Small enough for the first-level cache: each step
    /// waits for its load, so a miss there cost more than the skipping saved.
    private var shifts: [UInt8]
    /// Where a window may hold a word (its shift is 0): one more than the index of the words in `buckets` whose
    /// window starts and ends with the window's first two and last two bytes, by a 13-bit hash of those four bytes.
    /// The last two alone let through every window ending in `te` or `nt` (3.6% of a source file's bytes for the
    /// framework's names), and comparing the bucket's words there was a seventh of the search. 16 KiB: a table is made
    /// for every search (three or more a run), and zeroing a larger one cost a page fault per 4 KiB.
    private var bucketOfWindow: [UInt16]
    private var buckets: [[[UInt8]]]

    init(words: [[UInt8]], windowLength: Int) {
        self.windowLength = windowLength
        shifts = Array(repeating: UInt8(windowLength - 1), count: 8192)
        bucketOfWindow = Array(repeating: 0, count: 8192)
        buckets = []
        for word in words {
            for last in 1..<windowLength {
                let hash = Self.hash(word[last - 1], word[last])
                shifts[hash] = min(shifts[hash], UInt8(windowLength - 1 - last))
            }
            let key = Self.bucketKey(word[0], word[1], word[windowLength - 2], word[windowLength - 1])
            if bucketOfWindow[key] == 0 {
                buckets.append([])
                bucketOfWindow[key] = UInt16(buckets.count)
            }
            buckets[Int(bucketOfWindow[key]) - 1].append(word)
        }
    }

    @inline(__always)
    static func hash(_ first: UInt8, _ second: UInt8) -> Int {
        (Int(first) << 5) ^ Int(second)
    }

    /// The bucket of a window by its first two and last two bytes.
    @inline(__always)
    static func bucketKey(_ first: UInt8, _ second: UInt8, _ penultimate: UInt8, _ last: UInt8) -> Int {
        (hash(penultimate, last) &* 31 &+ hash(first, second)) & 8191
    }

    // Each step waits for the load of the step before, so the bytes are searched as two halves in one loop:
    // the processor overlaps the two chains of loads.
    /// Calls `accept` with the start and length of each whole-word occurrence until it returns `true`; returns
    /// whether it did. A word is reported once, by the half whose window ends in its first `windowLength` bytes.
    @inline(__always)
    func firstOccurrence(in buffer: UnsafeBufferPointer<UInt8>, where accept: (_ start: Int, _ length: Int) -> Bool) -> Bool {
        let count = buffer.count
        guard count >= windowLength else { return false }
        return shifts.withUnsafeBufferPointer { shifts in
            /// The window ending at `end` moved on, or -1 when a word starts in it and `accept` took it.
            @inline(__always) func advance(_ end: Int) -> Int {
                let shift = Int(shifts[Self.hash(buffer[end - 1], buffer[end])])
                if shift != 0 { return end + shift }
                let start = end - windowLength + 1
                let bucket = Int(bucketOfWindow[Self.bucketKey(buffer[start], buffer[start + 1], buffer[end - 1], buffer[end])])
                if bucket != 0, IdentifierSearch.startsWord(at: start, in: buffer) {
                    let length = IdentifierSearch.lengthOfWord(among: buckets[bucket - 1], at: start, in: buffer)
                    if length > 0, accept(start, length) { return -1 }
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
