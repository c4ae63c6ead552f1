extension Lexer {
    /// What the trivia before a token held.
    struct Trivia {
        /// Whether the trivia holds a line break (inside a comment or not).
        var hasLineBreak = false
        /// Whether there is any trivia at all.
        var isEmpty = true
        /// An unterminated block comment, to attach to the next token.
        var error: LexerError?
    }
}

extension Lexer.Cursor {
    /// Skips a UTF-8 byte order mark and a `#!` line, which are trivia only at the very start of a file.
    mutating func skipFileHeader() {
        guard offset == 0 else { return }
        if byte(at: 0) == 0xEF, byte(at: 1) == 0xBB, byte(at: 2) == 0xBF {
            advance(by: 3)
        }
        if isAt(UInt8(ascii: "#"), UInt8(ascii: "!")) {
            advanceToEndOfLine()
        }
    }

    /// Whether trivia starts at the cursor, which is exactly when `skipTrivia()` would move, or the cursor is at
    /// the end: whether a token that ends here has `hasTrailingSpace`.
    @inline(__always)
    func isAtTriviaOrEnd() -> Bool {
        guard offset < end else { return true }
        let byte = bytes[offset]
        guard Lexer.byte(byte, hasClass: Lexer.triviaStartFlag) else { return false }
        guard byte == UInt8(ascii: "/") else { return true }
        guard offset + 1 < end else { return false }
        let next = bytes[offset + 1]
        return next == UInt8(ascii: "/") || next == UInt8(ascii: "*")
    }

    /// Skips white space, line breaks and comments up to the next token or the end.
    mutating func skipTrivia() -> Lexer.Trivia {
        var trivia = Lexer.Trivia()
        let triviaStart = offset
        while offset < end {
            let byte = bytes[offset]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0B || byte == 0x0C {
                offset += 1
            } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                trivia.hasLineBreak = true
                offset += 1
            } else if byte == UInt8(ascii: "/"), offset + 1 < end {
                let next = bytes[offset + 1]
                if next == UInt8(ascii: "/") {
                    advanceToEndOfLine()
                } else if next == UInt8(ascii: "*") {
                    let commentStart = offset
                    let comment = skipBlockComment()
                    if comment.containsLineBreak { trivia.hasLineBreak = true }
                    if !comment.isTerminated, trivia.error == nil {
                        trivia.error = LexerError(kind: .unterminatedBlockComment, offset: commentStart)
                    }
                } else {
                    break
                }
            } else {
                break
            }
        }
        trivia.isEmpty = offset == triviaStart
        return trivia
    }

    /// Skips a block comment that starts at the cursor with `/*`, nested comments included.
    ///
    /// The nesting depth is a counter, so deep nesting costs no stack.
    /// - Returns: Whether the comment was closed and whether it spans a line break.
    mutating func skipBlockComment() -> (isTerminated: Bool, containsLineBreak: Bool) {
        advance(by: 2)
        var depth = 1
        var containsLineBreak = false
        while offset < end {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "*"), offset + 1 < end, bytes[offset + 1] == UInt8(ascii: "/") {
                offset += 2
                depth -= 1
                if depth == 0 { return (true, containsLineBreak) }
            } else if byte == UInt8(ascii: "/"), offset + 1 < end, bytes[offset + 1] == UInt8(ascii: "*") {
                offset += 2
                depth += 1
            } else {
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { containsLineBreak = true }
                offset += 1
            }
        }
        return (false, containsLineBreak)
    }
}
