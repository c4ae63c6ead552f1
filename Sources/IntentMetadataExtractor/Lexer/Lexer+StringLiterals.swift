extension Lexer {
    /// The delimiters and extent of a string literal.
    struct StringLiteralShape {
        /// How many `#` surround the literal.
        var hashCount: Int
        /// Whether the literal uses `"""`.
        var isMultiline: Bool
        /// The bytes between the opening and the closing delimiter (or the end of the literal when unterminated).
        var contentRange: Range<Int>
        /// Whether the closing delimiter was found.
        var isTerminated: Bool
        /// Whether an interpolation inside it is not closed, as in `"\(a"`.
        var hasUnclosedInterpolation: Bool
        /// The offset just past the literal.
        var end: Int
    }
}

extension Lexer.Cursor {
    /// Reads a string literal that starts at the cursor with `#` or `"`.
    /// - Returns: `.unterminatedStringLiteral` at the literal's start when it, or an interpolation in it, is not closed.
    mutating func lexStringLiteral() -> LexerError? {
        let start = offset
        let shape = scanStringLiteral()
        offset = shape.end
        guard shape.isTerminated, !shape.hasUnclosedInterpolation else {
            return LexerError(kind: .unterminatedStringLiteral, offset: start)
        }
        return nil
    }

    /// Finds the delimiters and the end of the string literal at the cursor, moving to its end.
    ///
    /// A single-line literal that is not closed ends before the line break. An interpolation is skipped with
    /// `skipInterpolation(allowsLineBreaks:)`; when it is not closed, scanning goes on from where that stopped, as
    /// the compiler does.
    mutating func scanStringLiteral() -> Lexer.StringLiteralShape {
        let hashCount = count(of: UInt8(ascii: "#"), from: offset)
        advance(by: hashCount)
        var isMultiline = hasRun(of: UInt8(ascii: "\""), count: 3, at: offset)
        if isMultiline, hashCount > 0, closesRawStringOnSameLine(hashCount: hashCount, from: offset + 1) {
            // `#"""#` is the one-character string `"`: as the compiler does, a raw literal whose line holds a
            // closing `"#` after its opening quote is single-line, however many quotes open it.
            isMultiline = false
        }
        let delimiterLength = isMultiline ? 3 : 1
        advance(by: delimiterLength)
        let contentStart = offset
        var hasUnclosedInterpolation = false
        while offset < end {
            switch bytes[offset] {
            case UInt8(ascii: "\\"):
                guard hasRun(of: UInt8(ascii: "#"), count: hashCount, at: offset + 1) else {
                    offset += 1
                    continue
                }
                offset += 1 + hashCount
                guard let next = peek() else { continue }
                if next == UInt8(ascii: "(") {
                    offset += 1
                    if skipInterpolation(allowsLineBreaks: isMultiline) {
                        offset += 1
                    } else {
                        hasUnclosedInterpolation = true
                    }
                } else if !Lexer.isLineBreak(next) {
                    offset += 1
                }
            case UInt8(ascii: "\""):
                if hasRun(of: UInt8(ascii: "\""), count: delimiterLength, at: offset),
                    hasRun(of: UInt8(ascii: "#"), count: hashCount, at: offset + delimiterLength)
                {
                    let contentEnd = offset
                    offset += delimiterLength + hashCount
                    return Lexer.StringLiteralShape(
                        hashCount: hashCount, isMultiline: isMultiline, contentRange: contentStart..<contentEnd,
                        isTerminated: true, hasUnclosedInterpolation: hasUnclosedInterpolation, end: offset)
                }
                offset += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                guard isMultiline else {
                    return Lexer.StringLiteralShape(
                        hashCount: hashCount, isMultiline: false, contentRange: contentStart..<offset, isTerminated: false,
                        hasUnclosedInterpolation: hasUnclosedInterpolation, end: offset)
                }
                offset += 1
            default:
                offset += 1
            }
        }
        return Lexer.StringLiteralShape(
            hashCount: hashCount, isMultiline: isMultiline, contentRange: contentStart..<offset, isTerminated: false,
            hasUnclosedInterpolation: hasUnclosedInterpolation, end: offset)
    }
}

extension Lexer.Cursor {
    /// Whether a `"` followed by `hashCount` `#`s stands between `start` and the end of its line.
    func closesRawStringOnSameLine(hashCount: Int, from start: Int) -> Bool {
        var position = start
        while position < end, !Lexer.isLineBreak(bytes[position]) {
            if bytes[position] == UInt8(ascii: "\""), hasRun(of: UInt8(ascii: "#"), count: hashCount, at: position + 1) {
                return true
            }
            position += 1
        }
        return false
    }
}
