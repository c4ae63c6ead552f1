extension DeclarationParser {
    static func closing(of kind: TokenKind) -> TokenKind? {
        switch kind {
        case .leftParen: .rightParen
        case .leftBrace: .rightBrace
        case .leftSquare: .rightSquare
        default: nil
        }
    }

    /// At an opening `(`, `[` or `{`, consumes through its matching closer, iteratively, and returns the range
    /// covered. A closer of the wrong kind is taken as closing (the file is malformed either way); the end of
    /// the file reports the unbalanced opener.
    @discardableResult
    mutating func skipBalanced() -> Range<Int> {
        let start = current.range.lowerBound
        guard Self.closing(of: current.kind) != nil else {
            let range = current.range
            advance()
            return range
        }
        var stack: [Token] = [current]
        advance()
        while let opener = stack.last {
            switch current.kind {
            case .endOfFile:
                diagnoseUnclosed(opener)
                return start..<current.range.lowerBound
            case .leftParen, .leftBrace, .leftSquare:
                stack.append(current)
            case .rightParen, .rightBrace, .rightSquare:
                stack.removeLast()
            default:
                break
            }
            advance()
        }
        return start..<tokens[max(0, index - 1)].range.upperBound
    }

    /// Consumes the closer that matches `opener`, or reports `opener` as unbalanced and consumes nothing.
    mutating func consumeCloser(of opener: Token) {
        if current.kind == Self.closing(of: opener.kind) {
            advance()
        } else {
            diagnoseUnclosed(opener)
        }
    }

    mutating func diagnoseUnclosed(_ opener: Token) {
        diagnose(.syntaxUnbalancedBraces, at: opener.range.lowerBound, "expected '\(Self.closerText(for: opener.kind))' to match this '\(text(opener))'")
    }

    static func closerText(for kind: TokenKind) -> String {
        switch kind {
        case .leftParen: ")"
        case .leftSquare: "]"
        default: "}"
        }
    }

    /// Skips a statement we do not model: through balanced brackets, up to the next token that starts a line
    /// (and does not continue the expression), a `;`, or an unmatched closer.
    mutating func skipStatement() {
        let start = index
        while !isAtEnd {
            switch current.kind {
            case .rightBrace, .rightParen, .rightSquare:
                if index == start { advance() }
                return
            case .semicolon:
                advance()
                return
            case .leftParen, .leftBrace, .leftSquare:
                skipBalanced()
                continue
            default:
                break
            }
            if index != start, current.isAtStartOfLine, !continuesPreviousLine, !previousTokenContinues {
                return
            }
            if current.kind == .poundKeyword, index != start, isPoundConditional {
                return
            }
            advance()
        }
    }

    /// Whether the current token, at the start of a line, continues the statement of the line before because no
    /// statement can start with it: a member access `.foo`, a binary operator, `:`, `,`, or one of the keywords
    /// `else`, `catch`, `where`, `in`, `as` and `is` (`for i` newline `in 0...9`, `x` newline `as? String`).
    var continuesPreviousLine: Bool {
        switch current.kind {
        case .period, .colon, .comma:
            return true
        case .operator:
            return current.hasLeadingSpace && current.hasTrailingSpace
        case .identifier:
            return isKeyword(current, in: Self.continuingKeywords)
        default:
            return false
        }
    }

    static let continuingKeywords = KeywordSet(["else", "catch", "where", "in", "as", "is"])

    /// The keywords a statement cannot end with: `guard` newline `let x = y`, `switch` newline `value {`, `for x in`
    /// newline `items where` newline `x > 0 {`.
    static let unfinishedStatementKeywords = KeywordSet([
        "let", "var", "guard", "if", "while", "for", "in", "switch", "where", "case", "throw", "catch", "as", "is", "try",
        "await", "repeat", "else",
    ])

    /// Whether the token before the current one cannot end a statement, so a line break after it does not end it
    /// either: `guard let a = x, let` newline `b = y`, `let` newline `name = 1`, `total =` newline `x`, `\` newline
    /// `T.key`, `@` newline `Bindable var model`, `case let .` newline `loaded(value)`.
    var previousTokenContinues: Bool {
        guard index > 0 else { return false }
        let previous = tokens[index - 1]
        switch previous.kind {
        case .comma, .colon, .backslash, .atSign, .period:
            return true
        case .operator:
            // An infix operator, not the name an operator declaration ends with (`prefix operator ~~~`).
            return previous.hasLeadingSpace && previous.hasTrailingSpace && !(index > 1 && isKeyword(tokens[index - 2], "operator"))
        case .identifier:
            // A keyword, not a member named like one (`.default`, `x.is`).
            return isKeyword(previous, in: Self.unfinishedStatementKeywords) && !(index > 1 && tokens[index - 2].kind == .period)
        default:
            return false
        }
    }

    var isPoundConditional: Bool {
        current.kind == .poundKeyword
            && (bytesEqual(current.range, "#if") || bytesEqual(current.range, "#elseif") || bytesEqual(current.range, "#else")
                || bytesEqual(current.range, "#endif"))
    }

    /// Inside a member list, skips tokens up to the next declaration keyword that starts a line, a `}` closing
    /// the list, or `#if`; never past the enclosing brace.
    mutating func skipToNextDeclaration() {
        let start = index
        while !isAtEnd {
            if at(.rightBrace) { return }
            if index != start, current.isAtStartOfLine, isAtDeclarationStart || isPoundConditional { return }
            if Self.closing(of: current.kind) != nil {
                skipBalanced()
            } else {
                advance()
            }
        }
    }

    static let declarationKeywords = KeywordSet([
        "struct", "class", "enum", "actor", "protocol", "extension", "typealias", "associatedtype", "import",
        "var", "let", "func", "init", "deinit", "subscript", "case", "operator", "precedencegroup", "macro",
    ])

    static let modifierKeywords = KeywordSet([
        "public", "private", "fileprivate", "internal", "package", "open", "static", "class", "final", "override",
        "mutating", "nonmutating", "lazy", "weak", "unowned", "required", "convenience", "dynamic", "optional",
        "indirect", "nonisolated", "distributed", "prefix", "postfix", "infix", "__consuming", "consuming",
        "borrowing", "isolated", "__setter_access", "_const", "sending",
    ])

    var isAtDeclarationStart: Bool {
        if at(.atSign) { return true }
        return isKeyword(current, in: Self.declarationKeywords) || isKeyword(current, in: Self.modifierKeywords)
    }
}
