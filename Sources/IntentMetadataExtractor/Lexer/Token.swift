/// One token of Swift source: a kind and the byte range it covers. Trivia (white space, comments) is not a
/// token; `isAtStartOfLine` and the space flags keep what the parser needs of it.
package struct Token: Sendable, Hashable {
    /// What the token is.
    package var kind: TokenKind
    /// The bytes the token covers in its file.
    package var range: Range<Int>
    /// Whether a line break stands between the previous token and this one.
    package var isAtStartOfLine: Bool
    /// Whether white space or a comment stands right before the token.
    package var hasLeadingSpace: Bool
    /// Whether white space, a comment or the end of the file stands right after the token.
    package var hasTrailingSpace: Bool
    /// A problem the lexer found in the token, such as an unterminated string.
    package var error: LexerError?

    /// Creates a token.
    package init(kind: TokenKind, range: Range<Int>, isAtStartOfLine: Bool = false, hasLeadingSpace: Bool = false, hasTrailingSpace: Bool = false, error: LexerError? = nil) {
        self.kind = kind
        self.range = range
        self.isAtStartOfLine = isAtStartOfLine
        self.hasLeadingSpace = hasLeadingSpace
        self.hasTrailingSpace = hasTrailingSpace
        self.error = error
    }
}

/// A lexical problem, located at a byte offset in the file.
package struct LexerError: Sendable, Hashable {
    /// What went wrong.
    package enum Kind: Sendable, Hashable {
        case unterminatedStringLiteral
        case unterminatedBlockComment
        case unterminatedRegexLiteral
        case unterminatedBacktickIdentifier
        case invalidEscapeSequence
        case invalidUTF8
        case unexpectedCharacter
        case nestingTooDeep
        case invalidMultilineStringIndentation
    }

    /// What went wrong.
    package var kind: Kind
    /// Where it went wrong: the byte offset of the first offending character.
    package var offset: Int

    /// Creates a lexer error.
    package init(kind: Kind, offset: Int) {
        self.kind = kind
        self.offset = offset
    }
}
