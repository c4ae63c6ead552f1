extension Lexer {
    /// What the lexer knows about the token before the one it reads: the compiler decides between a postfix and
    /// a binary operator, a regex and a division, and a float and a tuple index from it.
    struct TokenContext {
        /// The previous token's kind, or `nil` at the start of the input.
        var previousKind: TokenKind?
        /// The previous token's bytes.
        var previousRange: Range<Int> = 0..<0
        /// Whether the previous token is an operator in postfix position, such as the `!` in `x! / y`.
        var previousIsPostfixOperator = false
        /// Whether no trivia stands between the previous token and this one.
        var isAdjacentToPrevious = false

        /// Whether an operator here is bound to the expression on its left, as the compiler decides it: nothing
        /// but a token other than an opening bracket or a separator stands right before it.
        var isLeftBound: Bool {
            guard isAdjacentToPrevious, let previousKind else { return false }
            switch previousKind {
            case .leftParen, .leftSquare, .leftBrace, .comma, .semicolon, .colon:
                return false
            default:
                return true
            }
        }
    }
}

extension Lexer.Cursor {
    /// Keywords after which an expression starts, so that a `/` after them opens a regex literal.
    private static let expressionKeywords: [[UInt8]] = [
        "return", "case", "in", "where", "if", "guard", "while", "throw", "try", "await", "switch", "else", "repeat",
        "yield",
    ].map { Array($0.utf8) }

    /// Whether an expression can start after the previous token, which is where a bare `/` opens a regex literal.
    func canStartExpression(after context: Lexer.TokenContext) -> Bool {
        guard let kind = context.previousKind else { return true }
        switch kind {
        case .operator:
            return !context.previousIsPostfixOperator
        case .leftParen, .leftSquare, .leftBrace, .comma, .colon, .semicolon:
            return true
        case .identifier:
            let range = context.previousRange
            guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return false }
            let word = bytes[range]
            return Self.expressionKeywords.contains { $0.elementsEqual(word) }
        default:
            return false
        }
    }
}
