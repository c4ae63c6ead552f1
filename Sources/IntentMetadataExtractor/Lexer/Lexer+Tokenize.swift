extension Lexer {
    /// Splits a whole file into tokens.
    ///
    /// Trivia (white space, comments, a byte order mark, a `#!` line) is skipped; every other byte lands in
    /// exactly one token. Tokens are in increasing order, and the last one is `.endOfFile` with an empty range.
    /// - Parameter file: The file to read.
    /// - Returns: The tokens, never empty.
    package static func tokenize(_ file: SourceFile) -> [Token] {
        tokenize(file, in: 0..<file.bytes.count)
    }

    /// Splits part of a file into tokens, as if the part were a whole file; the parser uses it to read the
    /// expression inside a string interpolation.
    /// - Parameters:
    ///   - file: The file to read.
    ///   - range: The bytes to read; it is clamped to the file.
    /// - Returns: The tokens, ending with `.endOfFile` at `range.upperBound`.
    package static func tokenize(_ file: SourceFile, in range: Range<Int>) -> [Token] {
        file.bytes.withUnsafeBufferPointer { tokenize(Cursor(bytes: $0, range: range)) }
    }

    /// The loop behind both `tokenize` methods.
    ///
    /// A token's `hasTrailingSpace` is decided when it is appended, by looking at the byte after it
    /// (`isAtTriviaOrEnd()`), rather than patched into the array once the next token's trivia is known; the same
    /// answer tells whether there is trivia to skip before the next token, so adjacent tokens skip nothing.
    private static func tokenize(_ start: Cursor) -> [Token] {
        var cursor = start
        var tokens: [Token] = []
        tokens.reserveCapacity((cursor.end - cursor.start) / 4 + 1)
        cursor.skipFileHeader()
        var context = TokenContext()
        var isFirst = true
        var mayStartWithTrivia = true
        while true {
            let trivia = mayStartWithTrivia ? cursor.skipTrivia() : Trivia()
            let hasLeadingSpace = !trivia.isEmpty || isFirst
            let isAtStartOfLine = trivia.hasLineBreak || isFirst
            if cursor.isAtEnd {
                tokens.append(
                    Token(
                        kind: .endOfFile, range: cursor.end..<cursor.end, isAtStartOfLine: isAtStartOfLine,
                        hasLeadingSpace: hasLeadingSpace, hasTrailingSpace: true, error: trivia.error))
                return tokens
            }
            isFirst = false
            context.isAdjacentToPrevious = !hasLeadingSpace
            let start = cursor.offset
            var (kind, error) = cursor.lexToken(after: context)
            if cursor.offset <= start {
                // Every step must consume input; this guards the loop against a lexing routine that did not.
                cursor.offset = start
                cursor.advance(by: 1)
                kind = .unknown
                error = LexerError(kind: .unexpectedCharacter, offset: start)
            }
            mayStartWithTrivia = cursor.isAtTriviaOrEnd()
            let token = Token(
                kind: kind, range: start..<cursor.offset, isAtStartOfLine: isAtStartOfLine,
                hasLeadingSpace: hasLeadingSpace, hasTrailingSpace: mayStartWithTrivia, error: error ?? trivia.error)
            tokens.append(token)
            context.previousIsPostfixOperator = kind == .operator && cursor.isPostfixOperator(token.range, context)
            context.previousKind = kind
            context.previousRange = token.range
        }
    }
}

extension Lexer.Cursor {
    /// Reads one token at the cursor, which is not at the end and not at trivia.
    ///
    /// The two commonest kinds, an ASCII identifier and a one-byte punctuation token (together about four tokens in
    /// five), are read here, inlined into the token loop; `lexOtherToken(after:)` reads the rest.
    /// - Returns: The token's kind and the problem found in it, if any.
    @inline(__always)
    mutating func lexToken(after context: Lexer.TokenContext) -> (TokenKind, LexerError?) {
        let byte = bytes[offset]
        if Lexer.byte(byte, hasClass: Lexer.identifierStartFlag) {
            lexIdentifierBody()
            return (.identifier, nil)
        }
        if let kind = Self.punctuationKind(of: byte) {
            offset += 1
            return (kind, nil)
        }
        return lexOtherToken(after: context)
    }

    /// Reads a token that is not an ASCII identifier nor a one-byte punctuation token: the rest of
    /// `lexToken(after:)`, its only caller, which reads those two kinds itself.
    @inline(never)
    mutating func lexOtherToken(after context: Lexer.TokenContext) -> (TokenKind, LexerError?) {
        let start = offset
        let byte = bytes[offset]
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            let followsPeriod = context.isAdjacentToPrevious && context.previousKind == .period
            return lexNumber(allowsFraction: !followsPeriod)
        case UInt8(ascii: "$"):
            offset += 1
            lexIdentifierBody()
            return (.dollarIdentifier, nil)
        case UInt8(ascii: "`"):
            return lexBacktickIdentifier()
        case UInt8(ascii: "\""):
            return (.stringLiteral, lexStringLiteral())
        case UInt8(ascii: "#"):
            return lexPound()
        case UInt8(ascii: "/"):
            if canStartExpression(after: context), lexBareRegexLiteral() {
                return (.regexLiteral, nil)
            }
            return (lexOperator(isLeftBound: context.isLeftBound), nil)
        case UInt8(ascii: "."):
            return (lexOperator(isLeftBound: context.isLeftBound), nil)
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
            UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
            UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return (lexOperator(isLeftBound: context.isLeftBound), nil)
        case 0x80...0xFF:
            guard let scalar = decodeScalar(at: start) else {
                return lexUnknown()
            }
            if Lexer.isOperatorHead(scalar.value) {
                return (lexOperator(isLeftBound: context.isLeftBound), nil)
            }
            if Lexer.isIdentifierHead(scalar.value) {
                lexIdentifierBody()
                return (.identifier, nil)
            }
            return lexUnknown()
        default:
            return lexUnknown()
        }
    }

    /// The kind of a token that is always the one byte `byte`, such as `(` or `,`, or `nil` for any other byte.
    static func punctuationKind(of byte: UInt8) -> TokenKind? {
        switch byte {
        case UInt8(ascii: "("): .leftParen
        case UInt8(ascii: ")"): .rightParen
        case UInt8(ascii: "{"): .leftBrace
        case UInt8(ascii: "}"): .rightBrace
        case UInt8(ascii: "["): .leftSquare
        case UInt8(ascii: "]"): .rightSquare
        case UInt8(ascii: ","): .comma
        case UInt8(ascii: ":"): .colon
        case UInt8(ascii: ";"): .semicolon
        case UInt8(ascii: "@"): .atSign
        case UInt8(ascii: "\\"): .backslash
        default: nil
        }
    }

    /// Whether an operator token just read is in postfix position: bound to its left and not to its right.
    func isPostfixOperator(_ range: Range<Int>, _ context: Lexer.TokenContext) -> Bool {
        guard context.isLeftBound else { return false }
        guard let next = byte(at: range.upperBound) else { return true }
        switch next {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ")"),
            UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"),
            UInt8(ascii: "."):
            return true
        default:
            // `x!` and `x?` are lexed as one-byte postfix tokens even before another token.
            return range.count == 1 && (bytes[range.lowerBound] == UInt8(ascii: "!") || bytes[range.lowerBound] == UInt8(ascii: "?"))
        }
    }

    /// Reads a maximal run of bytes the lexer cannot make a token of: invalid UTF-8, control characters and
    /// rejected scalars such as a non-breaking space or a curly quote.
    mutating func lexUnknown() -> (TokenKind, LexerError?) {
        let start = offset
        let firstIsInvalidUTF8 = decodeScalar(at: start) == nil
        while offset < end {
            guard let scalar = decodeScalar(at: offset) else {
                offset += 1
                continue
            }
            let isBad: Bool
            if scalar.value < 0x80 {
                let byte = UInt8(scalar.value)
                isBad = (byte < 0x20 && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\n")
                    && byte != UInt8(ascii: "\r") && byte != 0x0B && byte != 0x0C) || byte == 0x7F
                    || byte == UInt8(ascii: "'")
            } else {
                isBad = Lexer.isRejectedScalar(scalar.value) || Lexer.isCombiningMark(scalar.value)
            }
            guard isBad || offset == start else { break }
            offset += scalar.length
        }
        return (.unknown, LexerError(kind: firstIsInvalidUTF8 ? .invalidUTF8 : .unexpectedCharacter, offset: start))
    }
}
