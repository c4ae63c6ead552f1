extension Lexer.Cursor {
    /// Moves past identifier characters: ASCII letters, digits, `_`, `$` and non-ASCII identifier scalars.
    ///
    /// ASCII runs, nearly all of an identifier, are read here by a tight loop over a local position with one
    /// class-table test a byte; only a non-ASCII byte calls `lexNonASCIIIdentifierBody()`, so that this part can be
    /// inlined into the token loop.
    @inline(__always)
    mutating func lexIdentifierBody() {
        var position = offset
        while position < end, Lexer.byte(bytes[position], hasClass: Lexer.identifierByteFlag) {
            position += 1
        }
        offset = position
        if position < end, bytes[position] >= 0x80 {
            lexNonASCIIIdentifierBody()
        }
    }

    /// Moves past identifier characters from a non-ASCII byte on: the rare rest of `lexIdentifierBody()`.
    @inline(never)
    mutating func lexNonASCIIIdentifierBody() {
        var position = offset
        while true {
            guard position < end, bytes[position] >= 0x80, let scalar = decodeScalar(at: position),
                Lexer.isIdentifierContinuation(scalar.value)
            else { break }
            position += scalar.length
            while position < end, Lexer.byte(bytes[position], hasClass: Lexer.identifierByteFlag) {
                position += 1
            }
        }
        offset = position
    }

    /// Whether an identifier can start at `index`.
    func isIdentifierStart(at index: Int) -> Bool {
        guard let byte = byte(at: index) else { return false }
        if byte < 0x80 { return Lexer.isIdentifierStartByte(byte) }
        guard let scalar = decodeScalar(at: index) else { return false }
        return Lexer.isIdentifierHead(scalar.value)
    }

    /// Reads `` `name` `` or a raw identifier such as `` `Weird Name` ``, which ends at the next backtick on the line.
    mutating func lexBacktickIdentifier() -> (TokenKind, LexerError?) {
        let start = offset
        var position = offset + 1
        while position < end {
            let byte = bytes[position]
            if byte == UInt8(ascii: "`") {
                guard position > start + 1 else { break }
                offset = position + 1
                return (.backtickIdentifier, nil)
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            position += 1
        }
        // An unmatched or empty pair of backticks: keep the lone backtick, and lex what follows normally.
        offset = start + 1
        return (.unknown, LexerError(kind: .unterminatedBacktickIdentifier, offset: start))
    }

    /// Reads what starts with `#`: a raw string (`#"`), an extended regex (`#/`), a pound keyword such as
    /// `#if`, `#selector` or `` #`expect` ``, or else an unknown run of `#`.
    mutating func lexPound() -> (TokenKind, LexerError?) {
        let start = offset
        let hashCount = count(of: UInt8(ascii: "#"), from: start)
        let after = start + hashCount
        switch byte(at: after) {
        case UInt8(ascii: "\""):
            return (.stringLiteral, lexStringLiteral())
        case UInt8(ascii: "/"):
            return (.regexLiteral, lexExtendedRegexLiteral())
        default:
            if hashCount == 1, isIdentifierStart(at: after) {
                offset = after
                lexIdentifierBody()
                return (.poundKeyword, nil)
            }
            // A macro named with backticks: `` #`expect`(...) ``.
            if hashCount == 1, byte(at: after) == UInt8(ascii: "`") {
                offset = after
                if lexBacktickIdentifier().0 == .backtickIdentifier { return (.poundKeyword, nil) }
                offset = start
            }
            offset = after
            return (.unknown, LexerError(kind: .unexpectedCharacter, offset: start))
        }
    }
}
