extension DeclarationParser {
    /// Parses `#if cond ... #elseif cond ... #else ... #endif`, with `parseElements` reading each clause's body.
    mutating func parseConditionalBlock<Element>(
        _ parseElements: (inout DeclarationParser, Int) -> [Element]
    ) -> ConditionalBlockSyntax<Element> {
        let open = current
        var clauses: [ConditionalBlockSyntax<Element>.Clause] = []
        guard depth < Self.maximumNestingDepth else {
            diagnoseNestingTooDeep(at: open.range.lowerBound, "'#if' blocks nest too deeply to read")
            skipConditionalBlock()
            return ConditionalBlockSyntax(clauses: [])
        }
        depth += 1
        defer { depth -= 1 }
        while current.kind == .poundKeyword {
            let directive = current
            let isElse = bytesEqual(directive.range, "#else")
            let isEnd = bytesEqual(directive.range, "#endif")
            if isEnd {
                advance()
                return ConditionalBlockSyntax(clauses: clauses)
            }
            guard isElse || bytesEqual(directive.range, "#if") || bytesEqual(directive.range, "#elseif") else { break }
            if !clauses.isEmpty, bytesEqual(directive.range, "#if") { break }
            advance()
            let condition = isElse ? nil : parseCompilationCondition()
            let elements = parseElements(&self, directive.range.lowerBound)
            clauses.append(.init(condition: condition, elements: elements, offset: directive.range.lowerBound))
            if !isPoundConditional { break }
        }
        diagnose(.syntaxUnbalancedBraces, at: open.range.lowerBound, "expected '#endif' to match this '#if'")
        return ConditionalBlockSyntax(clauses: clauses)
    }

    /// Skips a whole `#if ... #endif`, nested ones included, without parsing it.
    mutating func skipConditionalBlock() {
        var level = 0
        repeat {
            if current.kind == .poundKeyword {
                if bytesEqual(current.range, "#if") { level += 1 }
                if bytesEqual(current.range, "#endif") { level -= 1 }
            }
            advance()
        } while level > 0 && !isAtEnd
    }

    /// Parses a compilation condition: the rest of the directive's line.
    mutating func parseCompilationCondition() -> CompilationCondition {
        let lineStart = index
        let condition = parseOrCondition(0)
        // Anything left on the line is malformed; skip it.
        var leftover = false
        while !isAtEnd, !current.isAtStartOfLine {
            leftover = true
            advance()
        }
        if leftover || index == lineStart {
            return .invalid(file.text(tokens[lineStart].range.lowerBound..<max(tokens[lineStart].range.lowerBound, previousEnd)))
        }
        return condition
    }

    private mutating func parseOrCondition(_ level: Int) -> CompilationCondition {
        var condition = parseAndCondition(level)
        while at(operator: "||"), !current.isAtStartOfLine {
            advance()
            condition = .or(condition, parseAndCondition(level))
        }
        return condition
    }

    private mutating func parseAndCondition(_ level: Int) -> CompilationCondition {
        var condition = parseUnaryCondition(level)
        while at(operator: "&&"), !current.isAtStartOfLine {
            advance()
            condition = .and(condition, parseUnaryCondition(level))
        }
        return condition
    }

    private mutating func parseUnaryCondition(_ level: Int) -> CompilationCondition {
        guard level < 64, !current.isAtStartOfLine else {
            return .invalid("")
        }
        if current.kind == .operator, isOperatorStarting(with: UInt8(ascii: "!")) {
            _ = consumeOperatorPrefix(UInt8(ascii: "!"))
            return .not(parseUnaryCondition(level + 1))
        }
        if at(.leftParen) {
            advance()
            let inner = parseOrCondition(level + 1)
            if at(.rightParen) { advance() }
            return inner
        }
        if current.kind == .dollarIdentifier {
            // `#if $TypedThrows`: the older spelling of `hasFeature(TypedThrows)`.
            let feature = String(text(current).dropFirst())
            advance()
            return .platformCondition(name: "hasFeature", argument: feature)
        }
        guard isAtName else {
            let text = file.text(current.range)
            if !current.isAtStartOfLine { advance() }
            return .invalid(text)
        }
        let word = name(of: current)
        advance()
        if word == "true" { return .boolean(true) }
        if word == "false" { return .boolean(false) }
        // `os(iOS)`, or `os (iOS)`: a call, as in any expression, unless `(` starts the next line.
        if at(.leftParen), !current.isAtStartOfLine {
            let range = skipBalanced()
            let inner = file.text((range.lowerBound + 1)..<max(range.lowerBound + 1, range.upperBound - 1))
            let argument = String(inner.filter { !$0.isWhitespace })
            return .platformCondition(name: word, argument: argument)
        }
        return .flag(word)
    }
}
