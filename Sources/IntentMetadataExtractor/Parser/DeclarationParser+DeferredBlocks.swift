extension DeclarationParser {
    /// At a getter's `{`: its body, deferred when parsing it later can report nothing, parsed now otherwise.
    mutating func parseGetterBody() -> AccessorBlockSyntax.Getter {
        if defersGetterBodies, let (block, closer) = deferredBlock() {
            index = closer
            advance()
            return .deferred(block)
        }
        return .parsed(parseClosureBody().statements)
    }

    /// At a `{`, the block up to its `}` as a `DeferredBlockSyntax`, with the index of the `}` token; or `nil` when
    /// parsing the block could report something, so that it is parsed now and reports it in place.
    ///
    /// The statement parser reports only unbalanced or mismatched brackets, `#if` clauses out of place, and nesting
    /// past `maximumNestingDepth` (lexical problems are reported for the whole file, before parsing). So a block is
    /// deferred only when its brackets match, inside string interpolations too, it has no `#if`, `#elseif`, `#else`
    /// or `#endif`, and a generous bound on the depth its parse can reach stays under the limit.
    func deferredBlock() -> (DeferredBlockSyntax, closer: Int)? {
        guard current.kind == .leftBrace, let (levels, closer) = quietLevels(of: tokens, from: index, toCloser: true, budget: deferralBudget) else { return nil }
        guard depth + 4 + 3 * levels < Self.maximumNestingDepth else { return nil }
        return (DeferredBlockSyntax(file: file, range: current.range.lowerBound..<tokens[closer].range.upperBound, depth: depth), closer)
    }

    /// The most levels `quietLevels` counts before giving up (a block that deep is parsed with the file anyway).
    private var deferralBudget: Int { (Self.maximumNestingDepth - depth - 4) / 3 }

    /// Walks `tokens` from `start`: up to the bracket that closes the one at `start` with `toCloser`, else to the end.
    /// Returns a bound on the nesting a parse of them reaches, counting each bracket level, each `<` written without a
    /// space before it (generic arguments nest that way) and each level of string interpolation as one level, with the
    /// index of the last token walked; or `nil` when a parse could report something there, or the bound passes
    /// `budget`.
    private func quietLevels(of tokens: [Token], from start: Int, toCloser: Bool, budget: Int) -> (levels: Int, last: Int)? {
        guard budget >= 0 else { return nil }
        var openers: [TokenKind] = []
        var levels = 0
        var angles = 0
        var position = start
        while position < tokens.count {
            let token = tokens[position]
            switch token.kind {
            case .leftBrace, .leftParen, .leftSquare:
                openers.append(token.kind)
                levels = max(levels, openers.count + angles)
            case .rightBrace, .rightParen, .rightSquare:
                guard let opener = openers.popLast(), Self.closing(of: opener) == token.kind else { return nil }
                if openers.isEmpty, toCloser { return (levels, position) }
            case .poundKeyword:
                if bytesEqual(token.range, "#if") || bytesEqual(token.range, "#elseif") || bytesEqual(token.range, "#else") || bytesEqual(token.range, "#endif") {
                    return nil
                }
            case .operator:
                if !token.hasLeadingSpace, file.bytes[token.range.lowerBound] == UInt8(ascii: "<") {
                    angles += 1
                    levels = max(levels, openers.count + angles)
                }
            case .stringLiteral:
                guard file.bytes[token.range].contains(UInt8(ascii: "\\")) else { break }
                for case .interpolation(let range) in Lexer.decodeStringLiteral(token, in: file).segments {
                    let inner = Lexer.tokenize(file, in: range)
                    guard let (innerLevels, _) = quietLevels(of: inner, from: 0, toCloser: false, budget: budget - openers.count - angles - 1) else { return nil }
                    levels = max(levels, openers.count + angles + 1 + innerLevels)
                }
            case .endOfFile:
                return openers.isEmpty && !toCloser ? (levels, position) : nil
            default:
                break
            }
            guard levels <= budget else { return nil }
            position += 1
        }
        return nil
    }
}
