/// A set of ASCII keywords looked up by a token's bytes, without making a `String` of the token first.
///
/// The parser asks at most tokens whether they are a modifier, a declaration keyword or a type specifier, and the
/// answer is nearly always no: making and hashing a `String` per question showed in profiles of real apps. Words are
/// kept by length, so most tokens are answered by one array lookup and a few byte comparisons.
struct KeywordSet: Sendable {
    /// The words of each length, as bytes.
    private let wordsByLength: [[[UInt8]]]

    init(_ words: [String]) {
        var byLength: [[[UInt8]]] = []
        for word in words {
            let bytes = Array(word.utf8)
            while byLength.count <= bytes.count { byLength.append([]) }
            byLength[bytes.count].append(bytes)
        }
        wordsByLength = byLength
    }

    /// Whether the bytes of `range` in `bytes` are one of the words.
    func contains(_ range: Range<Int>, in bytes: [UInt8]) -> Bool {
        guard range.count < wordsByLength.count, range.lowerBound >= 0, range.upperBound <= bytes.count else { return false }
        return wordsByLength[range.count].contains { word in
            var offset = range.lowerBound
            for byte in word {
                if bytes[offset] != byte { return false }
                offset += 1
            }
            return true
        }
    }
}

extension DeclarationParser {
    /// Whether `token` is an identifier spelled as one of `keywords`.
    func isKeyword(_ token: Token, in keywords: KeywordSet) -> Bool {
        token.kind == .identifier && keywords.contains(token.range, in: file.bytes)
    }
}
