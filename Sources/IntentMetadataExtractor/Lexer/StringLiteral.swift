/// A string literal's content, decoded as the compiler decodes it.
package struct StringLiteral: Sendable, Hashable {
    /// A piece of the literal.
    package enum Segment: Sendable, Hashable {
        /// Literal text with escapes decoded, multi-line indentation stripped and line continuations joined.
        case text(String)
        /// An interpolation `\( ... )`; the range covers the bytes between the parentheses.
        case interpolation(Range<Int>)
    }

    /// The pieces in source order; adjacent text pieces are merged.
    package var segments: [Segment]
    /// Whether the literal uses `"""` delimiters.
    package var isMultiline: Bool
    /// How many `#` surround the literal (`#"..."#` has one).
    package var rawDelimiterCount: Int
    /// Problems found while decoding (bad escapes, bad indentation, an unterminated literal).
    package var errors: [LexerError]

    /// Creates a decoded literal.
    package init(segments: [Segment], isMultiline: Bool = false, rawDelimiterCount: Int = 0, errors: [LexerError] = []) {
        self.segments = segments
        self.isMultiline = isMultiline
        self.rawDelimiterCount = rawDelimiterCount
        self.errors = errors
    }

    /// The literal's text when it has no interpolation, else `nil`.
    package var staticText: String? {
        var result = ""
        for segment in segments {
            guard case .text(let text) = segment else { return nil }
            result += text
        }
        return result
    }
}
