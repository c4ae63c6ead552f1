extension DeclarationParser {
    /// Parses `{ ... }` as a closure: an optional signature up to `in`, then statements.
    mutating func parseClosure() -> ClosureSyntax {
        parseBlock(hasSignature: true, tooDeep: "closures nest too deeply to read")
    }

    /// Parses `{ ... }` as a getter or result-builder body (no closure signature).
    mutating func parseClosureBody() -> ClosureSyntax {
        parseBlock(hasSignature: false, tooDeep: "blocks nest too deeply to read")
    }

    private mutating func parseBlock(hasSignature: Bool, tooDeep message: String) -> ClosureSyntax {
        let open = current
        guard depth < Self.maximumNestingDepth else {
            diagnoseNestingTooDeep(at: open.range.lowerBound, message)
            let range = skipBalanced()
            return ClosureSyntax(statements: [], range: range)
        }
        advance()
        if hasSignature { skipClosureSignature() }
        return finishBlock(open: open)
    }

    private mutating func finishBlock(open: Token) -> ClosureSyntax {
        depth += 1
        let statements = parseStatements(isInConditional: false)
        depth -= 1
        consumeCloser(of: open)
        return ClosureSyntax(statements: statements, range: open.range.lowerBound..<max(open.range.lowerBound, previousEnd))
    }

    /// Skips a closure's signature when one follows its `{`, as the compiler decides it (whatever the line breaks):
    /// attributes, a capture list `[...]`, then parameters in parentheses or names (`a, b`, `_`, each with an optional
    /// `: Type`), effects (`async`, `throws(E)`), `-> Result`, and `in`. Without the `in` nothing is consumed.
    mutating func skipClosureSignature() {
        let start = checkpoint
        if at(.atSign) { _ = parseAttributes() }
        if at(.leftSquare) { skipBalanced() }
        if at(.leftParen) {
            skipBalanced()
            skipClosureEffectsAndResult()
        } else if isAtClosureParameterName {
            advance()
            while true {
                if at(.colon) {
                    advance()
                    _ = parseType()
                }
                guard at(.comma) else { break }
                advance()
                guard isAtClosureParameterName else {
                    restore(start)
                    return
                }
                advance()
            }
            skipClosureEffectsAndResult()
        }
        if at(keyword: "in") {
            advance()
        } else {
            restore(start)
        }
    }

    /// A name in a closure's parameter list without parentheses: `a`, `_`, or a property wrapper's projection `$a`.
    private var isAtClosureParameterName: Bool {
        (isAtName && !at(keyword: "in")) || current.kind == .dollarIdentifier
    }

    /// `async throws(E) -> Result async` after a closure's parameters.
    private mutating func skipClosureEffectsAndResult() {
        func skipEffects(_ parser: inout DeclarationParser) {
            while parser.at(keyword: "async") || parser.at(keyword: "reasync") || parser.at(keyword: "throws") || parser.at(keyword: "rethrows") {
                let isThrows = parser.at(keyword: "throws")
                parser.advance()
                if isThrows, parser.at(.leftParen) { parser.skipBalanced() }
            }
        }
        skipEffects(&self)
        if at(operator: "->") {
            advance()
            _ = parseType()
            skipEffects(&self)
        }
    }

    /// Parses statements up to `}` (not consumed), or up to `#elseif`/`#else`/`#endif` inside a `#if` clause.
    mutating func parseStatements(isInConditional: Bool) -> [StatementSyntax] {
        var statements: [StatementSyntax] = []
        while !isAtEnd, !at(.rightBrace) {
            let start = index
            if at(.semicolon) {
                advance()
                continue
            }
            if current.kind == .poundKeyword, isPoundConditional {
                if !bytesEqual(current.range, "#if") {
                    if isInConditional { return statements }
                    diagnose(.syntaxError, at: current.range.lowerBound, "unexpected '\(text(current))' without '#if'")
                    advance()
                    continue
                }
                let block = parseConditionalBlock { parser, _ in parser.parseStatements(isInConditional: true) }
                statements.append(.conditional(block))
                continue
            }
            if at(.rightParen) || at(.rightSquare) {
                // A stray closer inside a block: report and step over it.
                diagnose(.syntaxError, at: current.range.lowerBound, "unexpected '\(text(current))' in block")
                advance()
                continue
            }
            statements.append(parseStatement())
            if index == start { advance() }
        }
        return statements
    }

    static let opaqueStatementKeywords = KeywordSet([
        "let", "var", "guard", "for", "while", "repeat", "switch", "do", "defer", "throw", "break", "continue",
        "fallthrough", "func", "struct", "class", "enum", "actor", "protocol", "extension", "typealias", "import",
        "case", "default",
    ])

    mutating func parseStatement() -> StatementSyntax {
        let start = current.range.lowerBound
        if at(keyword: "return") {
            let keyword = current
            advance()
            if !isAtReturnValue {
                return .return(nil, range: keyword.range)
            }
            let value = parseExpression()
            finishStatement()
            return .return(value, range: keyword.range)
        }
        if at(keyword: "if") {
            return .if(parseIfStatement())
        }
        if isKeyword(current, in: Self.opaqueStatementKeywords) {
            skipStatement()
            return .other(range: start..<max(start, previousEnd))
        }
        if at(.atSign) {
            skipStatement()
            return .other(range: start..<max(start, previousEnd))
        }
        let expression = parseExpression()
        finishStatement()
        return .expression(expression)
    }

    /// After `return`, whether a value follows, as the compiler decides it, on the same line or the next (the
    /// compiler warns about the latter): yes, unless the body ends, or a statement or declaration starts (`if` and
    /// `switch` start an expression here).
    var isAtReturnValue: Bool {
        if isAtEnd || at(.rightBrace) || at(.semicolon) || at(.atSign) { return false }
        if current.kind == .poundKeyword {
            return !(isPoundConditional || bytesEqual(current.range, "#error") || bytesEqual(current.range, "#warning"))
        }
        if isKeyword(current, in: Self.statementStartKeywords) { return false }
        if isKeyword(current, in: Self.declarationKeywords) || isKeyword(current, in: Self.modifierKeywords) {
            // `private`, `open`, `static` ... start a declaration only when another keyword follows.
            return !(isKeyword(current, in: Self.declarationKeywords) || isKeyword(peek(), in: Self.declarationKeywords)
                || isKeyword(peek(), in: Self.modifierKeywords))
        }
        return true
    }

    /// The keywords that start a statement where an expression could also stand.
    static let statementStartKeywords = KeywordSet([
        "return", "throw", "defer", "guard", "while", "do", "repeat", "for", "break", "continue", "fallthrough", "case",
        "default", "yield", "discard",
    ])

    /// After a statement's expression, skips anything left on its line (we model only the leading expression), up
    /// to a `#elseif`, `#else` or `#endif` that ends the clause on that line (`c = f(x) #endif`, which swiftc accepts).
    mutating func finishStatement() {
        while !isAtEnd, !at(.rightBrace), !at(.semicolon), !current.isAtStartOfLine,
            !(isPoundConditional && !bytesEqual(current.range, "#if"))
        {
            if Self.closing(of: current.kind) != nil { skipBalanced() } else if at(.rightParen) || at(.rightSquare) { return } else { advance() }
        }
    }

    mutating func parseIfStatement() -> IfStatementSyntax {
        let start = current.range.lowerBound
        advance()
        var conditions: [IfStatementSyntax.Condition] = []
        while !isAtEnd, !at(.leftBrace), !at(.rightBrace) {
            let conditionStart = index
            if current.kind == .poundKeyword, bytesEqual(current.range, "#available") || bytesEqual(current.range, "#unavailable") {
                let isUnavailable = bytesEqual(current.range, "#unavailable")
                advance()
                var platforms: [String] = []
                if at(.leftParen) {
                    let range = skipBalanced()
                    let inner = file.text((range.lowerBound + 1)..<max(range.lowerBound + 1, range.upperBound - 1))
                    platforms = inner.split(separator: ",").map { $0.trimmingCharacters(in: " \t\n\r") }
                }
                conditions.append(.availability(isUnavailable: isUnavailable, platforms: platforms))
            } else {
                let conditionStartOffset = current.range.lowerBound
                while !isAtEnd, !at(.comma), !at(.leftBrace), !at(.rightBrace) {
                    if at(.leftParen) || at(.leftSquare) { skipBalanced() } else { advance() }
                }
                conditions.append(.other(range: conditionStartOffset..<max(conditionStartOffset, previousEnd)))
            }
            if at(.comma) { advance() }
            if index == conditionStart { advance() }
        }
        var thenBranch: [StatementSyntax] = []
        if at(.leftBrace) {
            thenBranch = parseClosureBody().statements
        }
        var elseBranch: [StatementSyntax]?
        if at(keyword: "else") {
            advance()
            if at(keyword: "if") {
                elseBranch = [.if(parseIfStatement())]
            } else if at(.leftBrace) {
                elseBranch = parseClosureBody().statements
            }
        }
        return IfStatementSyntax(conditions: conditions, thenBranch: thenBranch, elseBranch: elseBranch, range: start..<max(start, previousEnd))
    }
}

extension String {
    func trimmingCharacters(in characters: String) -> String {
        let set = Set(characters)
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}

extension Substring {
    func trimmingCharacters(in characters: String) -> String {
        String(self).trimmingCharacters(in: characters)
    }
}
