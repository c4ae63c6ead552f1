extension Lexer.Cursor {
    /// Reads an extended regex literal `#/.../#` (any number of `#`) that starts at the cursor.
    /// - Returns: `.unterminatedRegexLiteral` at its start when the closing delimiter is missing.
    mutating func lexExtendedRegexLiteral() -> LexerError? {
        let start = offset
        let regex = scanExtendedRegexLiteral()
        return regex.isTerminated ? nil : LexerError(kind: .unterminatedRegexLiteral, offset: start)
    }

    /// Moves past an extended regex literal that starts at the cursor with `#`s and `/`.
    ///
    /// When only white space follows the opening delimiter on its line, the literal may span lines; otherwise it
    /// ends at the line break if it is not closed before.
    /// - Returns: Whether it was closed, and whether it is the multi-line form.
    mutating func scanExtendedRegexLiteral() -> (isTerminated: Bool, isMultiline: Bool) {
        let hashCount = count(of: UInt8(ascii: "#"), from: offset)
        advance(by: hashCount + 1)
        var lookahead = offset
        while let space = byte(at: lookahead), Lexer.isHorizontalSpace(space) {
            lookahead += 1
        }
        let isMultiline = byte(at: lookahead).map(Lexer.isLineBreak) ?? false
        while offset < end {
            switch bytes[offset] {
            case UInt8(ascii: "\\"):
                offset += 1
                if let next = peek(), !Lexer.isLineBreak(next) { offset += 1 }
            case UInt8(ascii: "/"):
                offset += 1
                if hasRun(of: UInt8(ascii: "#"), count: hashCount, at: offset) {
                    offset += hashCount
                    return (true, isMultiline)
                }
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                guard isMultiline else { return (false, false) }
                offset += 1
            default:
                offset += 1
            }
        }
        return (false, isMultiline)
    }

    /// Reads a bare regex literal `/.../` at the cursor if it is one, and otherwise leaves the cursor alone.
    ///
    /// This approximates the compiler's rule (the caller has checked that an expression can start here): the
    /// `/` is not followed by white space, a closing `/` not preceded by white space is on the same line, and the
    /// regex's parentheses do not close more than they open, which keeps `foo(a, /) + b / c` an operator.
    /// Escapes and character classes `[...]` are skipped, so `/[/]/` and `/\//` are whole literals.
    ///
    /// A failed search consumes nothing, so a later `/` could search the same bytes again (a long line of `[/[/`
    /// would take quadratic time). A `/` that starts inside the bytes a failed search covered is therefore an
    /// operator. That can differ from the compiler only after a `/` followed by an unclosed `[` on its line.
    /// - Returns: Whether a regex literal was read.
    mutating func lexBareRegexLiteral() -> Bool {
        let start = offset
        guard start >= bareRegexSearchHorizon, let first = peek(ahead: 1), !Lexer.isHorizontalSpace(first),
            !Lexer.isLineBreak(first)
        else {
            return false
        }
        if let closing = findBareRegexClosing(from: start + 1) {
            offset = closing + 1
            return true
        }
        return false
    }

    /// Searches for the `/` that closes a bare regex whose content starts at `contentStart`.
    /// - Returns: The closing `/`'s offset, or `nil` after moving `bareRegexSearchHorizon` past the bytes searched.
    private mutating func findBareRegexClosing(from contentStart: Int) -> Int? {
        var position = contentStart
        var classDepth = 0
        var groupDepth = 0
        defer { bareRegexSearchHorizon = max(bareRegexSearchHorizon, position) }
        while position < end {
            switch bytes[position] {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return nil
            case UInt8(ascii: "\\"):
                position += 1
                if position < end, !Lexer.isLineBreak(bytes[position]) { position += 1 }
                continue
            case UInt8(ascii: "["):
                classDepth += 1
            case UInt8(ascii: "]"):
                if classDepth > 0 { classDepth -= 1 }
            case UInt8(ascii: "("):
                if classDepth == 0 { groupDepth += 1 }
            case UInt8(ascii: ")"):
                if classDepth == 0 {
                    guard groupDepth > 0 else { return nil }
                    groupDepth -= 1
                }
            case UInt8(ascii: "/") where classDepth == 0:
                guard !Lexer.isHorizontalSpace(bytes[position - 1]) else { return nil }
                return position
            default:
                break
            }
            position += 1
        }
        return nil
    }
}
