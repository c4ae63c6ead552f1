/// Finds out, in one pass over a file's bytes, whether any of a set of identifiers occurs in it as a whole word.
///
/// It reads bytes, not tokens: a word inside a comment or a string counts too. That only ever says "yes" too
/// often, which costs a parse; it never says "no" for a file that names the word in code, because in Swift an
/// identifier is always delimited by bytes that cannot belong to one.
package struct IdentifierSearch: Sendable {
    /// One bit per pair of first two bytes that some word of two or more bytes starts with.
    private var pairBits: [UInt64]
    /// The words of two or more bytes, by their first two bytes.
    private var wordsByPair: [UInt16: [[UInt8]]]
    /// One-byte words (a generic parameter `T`, say), by their byte.
    private var singleByteWords: [Bool]
    private var hasSingleByteWords = false

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
    }

    /// Whether any of the words occurs in `bytes` as a whole identifier.
    package func occurs(in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            pairBits.withUnsafeBufferPointer { pairBits in
                occurs(in: buffer, pairBits: pairBits)
            }
        }
    }

    // The hot loop: a sliding window over byte pairs and one bit test each; word boundaries are looked at only
    // where a pair matches, which is rare. Files with one-byte words take the word-by-word loop below instead.
    private func occurs(in buffer: UnsafeBufferPointer<UInt8>, pairBits: UnsafeBufferPointer<UInt64>) -> Bool {
        if hasSingleByteWords { return occursWordByWord(in: buffer, pairBits: pairBits) }
        let count = buffer.count
        guard count >= 2 else { return false }
        var pair = UInt16(buffer[0])
        var index = 0
        while index + 1 < count {
            pair = pair << 8 | UInt16(buffer[index + 1])
            if pairBits[Int(pair >> 6)] & (1 << UInt64(pair & 63)) != 0,
                index == 0 || !Self.isIdentifierByte(buffer[index - 1])
            {
                var end = index + 2
                while end < count, Self.isIdentifierByte(buffer[end]) {
                    end += 1
                }
                if matches(buffer, start: index, length: end - index, pair: pair) { return true }
            }
            index += 1
        }
        return false
    }

    private func occursWordByWord(in buffer: UnsafeBufferPointer<UInt8>, pairBits: UnsafeBufferPointer<UInt64>) -> Bool {
        let count = buffer.count
        var index = 0
        while index < count {
            let first = buffer[index]
            guard Self.isIdentifierByte(first) else {
                index += 1
                continue
            }
            let start = index
            index += 1
            while index < count, Self.isIdentifierByte(buffer[index]) {
                index += 1
            }
            let length = index - start
            if length == 1 {
                if singleByteWords[Int(first)] { return true }
                continue
            }
            let pair = UInt16(first) << 8 | UInt16(buffer[start + 1])
            guard pairBits[Int(pair >> 6)] & (1 << UInt64(pair & 63)) != 0 else { continue }
            if matches(buffer, start: start, length: length, pair: pair) { return true }
        }
        return false
    }

    private func matches(_ buffer: UnsafeBufferPointer<UInt8>, start: Int, length: Int, pair: UInt16) -> Bool {
        guard let candidates = wordsByPair[pair] else { return false }
        for candidate in candidates where candidate.count == length {
            var offset = 2
            while offset < length, buffer[start + offset] == candidate[offset] {
                offset += 1
            }
            if offset == length { return true }
        }
        return false
    }

    /// Letters, digits, `_`, and every byte of a multi-byte UTF-8 character (Swift identifiers may use those).
    @inline(__always)
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), 0x80...0xFF:
            true
        default:
            false
        }
    }
}
