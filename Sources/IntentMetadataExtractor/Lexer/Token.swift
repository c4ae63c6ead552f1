/// One token of Swift source: a kind and the byte range it covers. Trivia (white space, comments) is not a
/// token; `isAtStartOfLine` and the space flags keep what the parser needs of it.
///
/// The stored properties are declared widest first, so that the one-byte ones share the padding after `error`:
/// 32 bytes a token instead of 48 in the order of their meaning (a file has about one token per four bytes).
package struct Token: Sendable, Hashable {
    /// The bytes the token covers in its file.
    package var range: Range<Int>
    /// A problem the lexer found in the token, such as an unterminated string.
    package var error: LexerError?
    /// What the token is.
    package var kind: TokenKind
    /// Whether a line break stands between the previous token and this one.
    package var isAtStartOfLine: Bool
    /// Whether white space or a comment stands right before the token.
    package var hasLeadingSpace: Bool
    /// Whether white space, a comment or the end of the file stands right after the token.
    package var hasTrailingSpace: Bool

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

    /// Where it went wrong: the byte offset of the first offending character.
    package var offset: Int
    /// What went wrong. (Declared after `offset`, so that a token packs its flags after it.)
    package var kind: Kind

    /// Creates a lexer error.
    package init(kind: Kind, offset: Int) {
        self.kind = kind
        self.offset = offset
    }
}
