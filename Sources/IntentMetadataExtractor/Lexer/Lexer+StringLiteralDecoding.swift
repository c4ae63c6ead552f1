extension Lexer {
    /// Decodes a string literal token into the value the compiler gives it.
    ///
    /// Escapes are decoded (in a raw literal only those written with its `#`s), interpolations become ranges of
    /// the bytes between `\(` and the matching `)`, and in a multi-line literal the closing line's indentation is
    /// stripped from every line, line continuations are joined, line breaks read as `\n`, and the line break
    /// before the closing delimiter is dropped. Problems are recorded in `errors`; decoding never fails.
    /// - Parameters:
    ///   - token: A `.stringLiteral` token of `file`.
    ///   - file: The file the token comes from.
    /// - Returns: The decoded literal; a token that is not a string literal decodes to no segments.
    package static func decodeStringLiteral(_ token: Token, in file: SourceFile) -> StringLiteral {
        file.bytes.withUnsafeBufferPointer { decodeStringLiteral(Cursor(bytes: $0, range: token.range)) }
    }

    private static func decodeStringLiteral(_ start: Cursor) -> StringLiteral {
        var cursor = start
        let hashCount = cursor.count(of: UInt8(ascii: "#"), from: cursor.start)
        guard cursor.byte(at: cursor.start + hashCount) == UInt8(ascii: "\"") else {
            return StringLiteral(segments: [])
        }
        let shape = cursor.scanStringLiteral()
        var decoder = StringLiteralDecoder(cursor: cursor, shape: shape)
        if !shape.isTerminated || shape.hasUnclosedInterpolation {
            decoder.errors.append(LexerError(kind: .unterminatedStringLiteral, offset: cursor.start))
        }
        if shape.isMultiline {
            decoder.decodeMultilineContent()
        } else {
            decoder.decodeContent(upTo: shape.contentRange.upperBound)
        }
        decoder.flushText()
        return StringLiteral(
            segments: decoder.segments, isMultiline: shape.isMultiline, rawDelimiterCount: shape.hashCount,
            errors: decoder.errors)
    }
}

/// The state of decoding one string literal.
private struct StringLiteralDecoder {
    var cursor: Lexer.Cursor
    let shape: Lexer.StringLiteralShape
    var segments: [StringLiteral.Segment] = []
    var text: [UInt8] = []
    var errors: [LexerError] = []

    init(cursor: Lexer.Cursor, shape: Lexer.StringLiteralShape) {
        self.cursor = cursor
        self.shape = shape
        self.cursor.offset = shape.contentRange.lowerBound
    }

    /// Ends the current text segment.
    mutating func flushText() {
        guard !text.isEmpty else { return }
        segments.append(.text(String(decoding: text, as: UTF8.self)))
        text.removeAll(keepingCapacity: true)
    }

    /// Whether a backslash followed by the literal's `#`s, which starts an escape, is at `index`.
    func isEscape(at index: Int) -> Bool {
        cursor.byte(at: index) == UInt8(ascii: "\\")
            && cursor.hasRun(of: UInt8(ascii: "#"), count: shape.hashCount, at: index + 1)
    }

    /// Decodes a single-line literal's content, or one stretch of a multi-line one, up to `textEnd`.
    mutating func decodeContent(upTo textEnd: Int) {
        while cursor.offset < textEnd {
            if isEscape(at: cursor.offset) {
                decodeEscape(textEnd: textEnd)
            } else {
                text.append(cursor.bytes[cursor.offset])
                cursor.offset += 1
            }
        }
    }

    /// Decodes the escape at the cursor: a character escape, a `\u{...}` scalar, or an interpolation.
    ///
    /// An invalid escape is reported and its character kept, as the compiler recovers.
    mutating func decodeEscape(textEnd: Int) {
        let escapeStart = cursor.offset
        cursor.offset += 1 + shape.hashCount
        guard cursor.offset < textEnd, let character = cursor.peek() else {
            errors.append(LexerError(kind: .invalidEscapeSequence, offset: escapeStart))
            return
        }
        let decoded: UInt8?
        switch character {
        case UInt8(ascii: "0"): decoded = 0
        case UInt8(ascii: "\\"): decoded = UInt8(ascii: "\\")
        case UInt8(ascii: "t"): decoded = UInt8(ascii: "\t")
        case UInt8(ascii: "n"): decoded = UInt8(ascii: "\n")
        case UInt8(ascii: "r"): decoded = UInt8(ascii: "\r")
        case UInt8(ascii: "\""): decoded = UInt8(ascii: "\"")
        case UInt8(ascii: "'"): decoded = UInt8(ascii: "'")
        case UInt8(ascii: "u"):
            if let scalar = scanUnicodeEscape() {
                UTF8.encode(scalar) { text.append($0) }
            } else {
                errors.append(LexerError(kind: .invalidEscapeSequence, offset: escapeStart))
            }
            return
        case UInt8(ascii: "("):
            decodeInterpolation(escapeStart: escapeStart)
            return
        default:
            errors.append(LexerError(kind: .invalidEscapeSequence, offset: escapeStart))
            return
        }
        if let decoded {
            text.append(decoded)
            cursor.offset += 1
        }
    }

    /// Reads `u{X...}` (one to eight hex digits naming a valid scalar) at the cursor.
    /// - Returns: The scalar with the cursor after `}`, or `nil` with the cursor unmoved.
    mutating func scanUnicodeEscape() -> Unicode.Scalar? {
        let start = cursor.offset
        guard cursor.peek(ahead: 1) == UInt8(ascii: "{") else { return nil }
        var position = start + 2
        var value: UInt32 = 0
        var digitCount = 0
        while let byte = cursor.byte(at: position), let digit = Lexer.hexDigitValue(byte), digitCount < 8 {
            value = value << 4 | UInt32(digit)
            digitCount += 1
            position += 1
        }
        guard digitCount > 0, cursor.byte(at: position) == UInt8(ascii: "}"), let scalar = Unicode.Scalar(value) else {
            return nil
        }
        cursor.offset = position + 1
        return scalar
    }

    /// Records the interpolation whose `(` is at the cursor and moves past its `)`.
    mutating func decodeInterpolation(escapeStart: Int) {
        cursor.offset += 1
        let expressionStart = cursor.offset
        let isClosed = cursor.skipInterpolation(allowsLineBreaks: shape.isMultiline)
        flushText()
        segments.append(.interpolation(expressionStart..<cursor.offset))
        if isClosed {
            cursor.offset += 1
        }
    }

    /// Decodes a multi-line literal: content starts after the opening line, the closing line's indentation is
    /// stripped from each line, and the line break before the closing line is not part of the value.
    mutating func decodeMultilineContent() {
        let content = shape.contentRange
        cursor.advance { Lexer.isHorizontalSpace($0) }
        var isAtLineStart = true
        if cursor.offset < content.upperBound, let byte = cursor.peek(), Lexer.isLineBreak(byte) {
            // The compiler rejects even white space after the opening delimiter; we report it and drop it.
            if cursor.offset > content.lowerBound {
                errors.append(LexerError(kind: .invalidMultilineStringIndentation, offset: content.lowerBound))
            }
            _ = cursor.advanceOverLineBreak()
        } else {
            // The compiler wants the content to begin on a new line; keep what is there.
            errors.append(LexerError(kind: .invalidMultilineStringIndentation, offset: content.lowerBound))
            cursor.offset = content.lowerBound
            isAtLineStart = false
        }
        let bodyStart = min(cursor.offset, content.upperBound)
        var indentation = bodyStart..<bodyStart
        var textEnd = content.upperBound
        if shape.isTerminated {
            var lineStart = content.upperBound
            while lineStart > bodyStart, Lexer.isHorizontalSpace(cursor.bytes[lineStart - 1]) {
                lineStart -= 1
            }
            if lineStart == bodyStart {
                indentation = lineStart..<content.upperBound
                textEnd = bodyStart
            } else if Lexer.isLineBreak(cursor.bytes[lineStart - 1]) {
                indentation = lineStart..<content.upperBound
                textEnd = lineStart - 1
                if cursor.bytes[textEnd] == UInt8(ascii: "\n"), textEnd > bodyStart,
                    cursor.bytes[textEnd - 1] == UInt8(ascii: "\r")
                {
                    textEnd -= 1
                }
            } else {
                errors.append(LexerError(kind: .invalidMultilineStringIndentation, offset: content.upperBound))
            }
        }
        while cursor.offset < textEnd {
            if isAtLineStart {
                isAtLineStart = false
                stripIndentation(indentation, textEnd: textEnd)
                continue
            }
            let byte = cursor.bytes[cursor.offset]
            if Lexer.isLineBreak(byte) {
                _ = cursor.advanceOverLineBreak()
                text.append(UInt8(ascii: "\n"))
                isAtLineStart = true
            } else if isEscape(at: cursor.offset) {
                if joinContinuedLine(textEnd: textEnd) {
                    isAtLineStart = true
                } else {
                    decodeEscape(textEnd: textEnd)
                }
            } else {
                text.append(byte)
                cursor.offset += 1
            }
        }
    }

    /// Moves past a line's indentation. A line with less indentation is an error unless it is empty; like the
    /// compiler, we do not excuse a line of white space shorter than the indentation.
    mutating func stripIndentation(_ indentation: Range<Int>, textEnd: Int) {
        let lineStart = cursor.offset
        if lineStart == textEnd || Lexer.isLineBreak(cursor.bytes[lineStart]) { return }
        var matched = indentation.lowerBound
        while matched < indentation.upperBound, cursor.offset < textEnd,
            cursor.bytes[cursor.offset] == cursor.bytes[matched]
        {
            cursor.offset += 1
            matched += 1
        }
        if matched < indentation.upperBound {
            errors.append(LexerError(kind: .invalidMultilineStringIndentation, offset: cursor.offset))
        }
    }

    /// Joins the next line when the escape at the cursor is a backslash followed only by spaces and a line break.
    /// - Returns: Whether it was a line continuation; the cursor is then at the start of the next line.
    mutating func joinContinuedLine(textEnd: Int) -> Bool {
        var position = cursor.offset + 1 + shape.hashCount
        while let byte = cursor.byte(at: position), Lexer.isHorizontalSpace(byte) {
            position += 1
        }
        guard let lineBreak = cursor.byte(at: position), Lexer.isLineBreak(lineBreak) else { return false }
        guard position < textEnd else {
            // The compiler rejects a continuation on the last line: no line follows it within the literal.
            errors.append(LexerError(kind: .invalidEscapeSequence, offset: cursor.offset))
            cursor.offset = textEnd
            return true
        }
        cursor.offset = position
        _ = cursor.advanceOverLineBreak()
        return true
    }
}
