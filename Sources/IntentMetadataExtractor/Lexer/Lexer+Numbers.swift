extension Lexer.Cursor {
    /// Reads an integer or floating-point literal: decimal, `0x` hexadecimal (with `p` exponents for hex
    /// floats), `0o` octal or `0b` binary, with `_` separators.
    ///
    /// A `.` makes a float only when a digit follows it, so `1.foo` and `1..<2` start with an integer. Identifier
    /// characters glued to the number (`0b102`, `12abc`) stay in the token, with an error, as the compiler keeps them.
    /// - Parameter allowsFraction: `false` right after a `.`, where `x.0.1` reads the tuple indexes `0` and `1`.
    mutating func lexNumber(allowsFraction: Bool) -> (TokenKind, LexerError?) {
        let start = offset
        var kind = TokenKind.integerLiteral
        if bytes[start] == UInt8(ascii: "0"), let marker = peek(ahead: 1),
            marker == UInt8(ascii: "x") || marker == UInt8(ascii: "o") || marker == UInt8(ascii: "b")
        {
            offset += 2
            let isDigitInBase: (UInt8) -> Bool
            switch marker {
            case UInt8(ascii: "x"): isDigitInBase = Lexer.isHexDigit
            case UInt8(ascii: "o"): isDigitInBase = { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7") }
            default: isDigitInBase = { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: "1") }
            }
            guard let digit = peek(), isDigitInBase(digit) else {
                return (kind, absorbIdentifierTail(start: start, forceError: true))
            }
            advance { isDigitInBase($0) || $0 == UInt8(ascii: "_") }
            if marker == UInt8(ascii: "x") {
                kind = lexHexadecimalFloatTail(allowsFraction: allowsFraction)
            }
            return (kind, absorbIdentifierTail(start: start, forceError: false))
        }
        advance { Lexer.isDigit($0) || $0 == UInt8(ascii: "_") }
        if allowsFraction, peek() == UInt8(ascii: "."), let next = peek(ahead: 1), Lexer.isDigit(next) {
            offset += 1
            advance { Lexer.isDigit($0) || $0 == UInt8(ascii: "_") }
            kind = .floatLiteral
        }
        if let marker = peek(), marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E"), hasExponentDigits(after: offset) {
            skipExponent()
            kind = .floatLiteral
        }
        return (kind, absorbIdentifierTail(start: start, forceError: false))
    }

    /// Reads the `.fff` and `p±ddd` parts of a hexadecimal float after its integer digits, if present.
    private mutating func lexHexadecimalFloatTail(allowsFraction: Bool) -> TokenKind {
        var kind = TokenKind.integerLiteral
        let dot = offset
        if allowsFraction, peek() == UInt8(ascii: "."), let next = peek(ahead: 1), Lexer.isHexDigit(next) {
            offset += 1
            advance { Lexer.isHexDigit($0) || $0 == UInt8(ascii: "_") }
            guard let marker = peek(), marker == UInt8(ascii: "p") || marker == UInt8(ascii: "P") else {
                // `0xff.description` is a member access; `0x1.8` without an exponent is not a float either, but
                // only a decimal digit after the `.` makes the compiler treat it as a broken float.
                if !Lexer.isDigit(next) { offset = dot }
                return offset == dot ? .integerLiteral : .floatLiteral
            }
            kind = .floatLiteral
        }
        if let marker = peek(), marker == UInt8(ascii: "p") || marker == UInt8(ascii: "P"), hasExponentDigits(after: offset) {
            skipExponent()
            kind = .floatLiteral
        }
        return kind
    }

    /// Whether an exponent marker at `index` is followed by an optional sign and a digit.
    private func hasExponentDigits(after index: Int) -> Bool {
        var position = index + 1
        if let sign = byte(at: position), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            position += 1
        }
        guard let digit = byte(at: position) else { return false }
        return Lexer.isDigit(digit)
    }

    /// Moves past an exponent marker, its sign and its digits.
    private mutating func skipExponent() {
        offset += 1
        if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            offset += 1
        }
        advance { Lexer.isDigit($0) || $0 == UInt8(ascii: "_") }
    }

    /// Keeps identifier characters glued to a number in its token.
    /// - Returns: An error at the first such character, or at the number's start when `forceError` is set.
    private mutating func absorbIdentifierTail(start: Int, forceError: Bool) -> LexerError? {
        let tailStart = offset
        lexIdentifierBody()
        if offset > tailStart {
            return LexerError(kind: .unexpectedCharacter, offset: tailStart)
        }
        return forceError ? LexerError(kind: .unexpectedCharacter, offset: start) : nil
    }
}
