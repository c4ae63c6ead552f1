extension DeclarationParser {
    /// Parses an expression. Binary operations, `try`, `await` and anything else we do not model become
    /// `.opaque` with their range; only the tokens of the expression are consumed.
    mutating func parseExpression(allowsTrailingClosure: Bool = true) -> ExpressionSyntax {
        let start = current.range.lowerBound
        guard depth < Self.maximumNestingDepth else {
            diagnoseNestingTooDeep(at: start, "expression nests too deeply to read")
            skipExpressionTokens()
            return ExpressionSyntax(.opaque, range: start..<max(start, previousEnd))
        }
        depth += 1
        defer { depth -= 1 }
        var expression = parsePrefixExpression(allowsTrailingClosure: allowsTrailingClosure)
        var isOpaque = false
        while true {
            if at(keyword: "as") {
                advance()
                if current.kind == .operator, at(operator: "?") || at(operator: "!"), !current.hasLeadingSpace { advance() }
                let type = parseType()
                expression = ExpressionSyntax(.cast(expression, type), range: start..<max(start, previousEnd))
                continue
            }
            if at(keyword: "is") {
                advance()
                _ = parseType()
                isOpaque = true
                continue
            }
            if current.kind == .operator, isBinaryOperatorHere {
                let isTernary = at(operator: "?")
                advance()
                if isTernary {
                    // The middle operand of `c ? a : b` is a whole expression (`c ? y * z : w`); the loop goes on with
                    // the last operand's own operators (`c ? a : b + 1`).
                    _ = parseExpression(allowsTrailingClosure: allowsTrailingClosure)
                } else {
                    _ = parsePrefixExpression(allowsTrailingClosure: allowsTrailingClosure)
                }
                if isTernary, at(.colon) {
                    advance()
                    _ = parsePrefixExpression(allowsTrailingClosure: allowsTrailingClosure)
                }
                isOpaque = true
                continue
            }
            break
        }
        if isOpaque {
            return ExpressionSyntax(.opaque, range: start..<max(start, previousEnd))
        }
        return expression
    }

    /// Whether the operator at the current token is infix: spaced on both sides or on neither.
    var isBinaryOperatorHere: Bool {
        guard current.kind == .operator else { return false }
        if at(operator: "->") { return false }
        if current.hasLeadingSpace == current.hasTrailingSpace { return true }
        return false
    }

    /// Consumes the tokens of an expression we will not parse (too deep), stopping at a separator.
    mutating func skipExpressionTokens() {
        while !isAtEnd, !at(.comma), !at(.rightParen), !at(.rightSquare), !at(.rightBrace), !at(.semicolon), !at(.colon) {
            if Self.closing(of: current.kind) != nil { skipBalanced() } else { advance() }
            if current.isAtStartOfLine { return }
        }
    }

    mutating func parsePrefixExpression(allowsTrailingClosure: Bool) -> ExpressionSyntax {
        let start = current.range.lowerBound
        if at(keyword: "try") || at(keyword: "await") || at(keyword: "consume") && peek().kind == .identifier || at(keyword: "copy") && peek().kind == .identifier {
            advance()
            if current.kind == .operator, (at(operator: "?") || at(operator: "!")), !current.hasLeadingSpace { advance() }
            _ = parsePrefixExpression(allowsTrailingClosure: allowsTrailingClosure)
            return ExpressionSyntax(.opaque, range: start..<max(start, previousEnd))
        }
        if current.kind == .operator, !current.hasTrailingSpace || at(operator: "&") {
            let isMinus = at(operator: "-")
            advance()
            let operand = parsePostfixExpression(allowsTrailingClosure: allowsTrailingClosure)
            if isMinus {
                switch operand.kind {
                case .integerLiteral(let text): return ExpressionSyntax(.integerLiteral("-" + text), range: start..<max(start, previousEnd))
                case .floatLiteral(let text): return ExpressionSyntax(.floatLiteral("-" + text), range: start..<max(start, previousEnd))
                default: break
                }
            }
            return ExpressionSyntax(.opaque, range: start..<max(start, previousEnd))
        }
        return parsePostfixExpression(allowsTrailingClosure: allowsTrailingClosure)
    }

    mutating func parsePostfixExpression(allowsTrailingClosure: Bool) -> ExpressionSyntax {
        let start = current.range.lowerBound
        var expression = parsePrimaryExpression()
        while true {
            if at(.period), peek().kind == .identifier || peek().kind == .backtickIdentifier || peek().kind == .integerLiteral
                || peek().kind == .dollarIdentifier
            {
                // A member access may start a new line (a chained call), but `.` must not be spaced after.
                advance()
                let member = name(of: current)
                advance()
                expression = ExpressionSyntax(.memberAccess(base: expression, name: member), range: start..<max(start, previousEnd))
                if isAtGenericArgumentsAfterName, let arguments = speculateGenericArguments() {
                    _ = arguments
                }
                continue
            }
            if at(.leftParen), !current.isAtStartOfLine {
                let arguments = parseArgumentList()
                expression = ExpressionSyntax(.call(callee: expression, arguments: arguments, trailingClosures: []), range: start..<max(start, previousEnd))
                continue
            }
            if at(.leftSquare), !current.isAtStartOfLine {
                skipBalanced()
                expression = ExpressionSyntax(.opaque, range: start..<max(start, previousEnd))
                continue
            }
            // A trailing closure may start the next line (`Store(initialState: .init())` newline `{ Feature() }`),
            // as the compiler reads it, unless the `{` opens observers or a `switch` body.
            if allowsTrailingClosure, at(.leftBrace), !isAtAccessorBlockStart, !isKeyword(peek(), "case") {
                var closures = [parseClosure()]
                // Labeled trailing closures: `} otherwise: { ... }`.
                while isAtName, peek().kind == .colon, peek(2).kind == .leftBrace {
                    advance()
                    advance()
                    closures.append(parseClosure())
                }
                switch expression.kind {
                case .call(let callee, let arguments, let existing):
                    expression = ExpressionSyntax(.call(callee: callee, arguments: arguments, trailingClosures: existing + closures), range: start..<max(start, previousEnd))
                default:
                    expression = ExpressionSyntax(.call(callee: expression, arguments: [], trailingClosures: closures), range: start..<max(start, previousEnd))
                }
                continue
            }
            if current.kind == .operator, !current.hasLeadingSpace, isOperatorStarting(with: UInt8(ascii: "?")) || isOperatorStarting(with: UInt8(ascii: "!")),
                current.range.count == 1 || !current.hasTrailingSpace
            {
                // Optional chaining or force unwrap: `x?.y`, `x!`.
                let character = file.bytes[current.range.lowerBound]
                _ = consumeOperatorPrefix(character)
                continue
            }
            if isAtGenericArgumentsAfterName, case .identifier = expression.kind,
                speculateGenericArguments() != nil
            {
                continue
            }
            return expression
        }
    }

    /// Whether a `{` after a property initializer opens `willSet`/`didSet` observers rather than a trailing closure.
    var isAtAccessorBlockStart: Bool {
        let next = peek()
        if next.kind == .atSign { return isAtObserverBlock }
        guard next.kind == .identifier else { return false }
        return (isKeyword(next, "willSet") || isKeyword(next, "didSet")) && (peek(2).kind == .leftBrace || peek(2).kind == .leftParen)
    }

    /// Whether a `<` after a name may open generic arguments: right after it, or, as the compiler decides (by the
    /// token alone, whatever the white space before it), a lone `<` after a space or at the start of the next line
    /// (`Preference` newline `<[String]>(...)`, `BehaviorRelay <Caution?>(value: nil)`).
    var isAtGenericArgumentsAfterName: Bool {
        isOperatorStarting(with: UInt8(ascii: "<")) && (!current.hasLeadingSpace || current.range.count == 1)
    }

    /// Tries to read `<Types>` followed by `(` or `.` (as in `Measurement<UnitLength>(...)`); restores the
    /// position and returns `nil` when it is a less-than comparison instead.
    mutating func speculateGenericArguments() -> [TypeSyntax]? {
        let start = checkpoint
        let arguments = parseGenericArguments()
        if at(.leftParen) || at(.period) || (at(.leftBrace) && !current.isAtStartOfLine) {
            return arguments
        }
        restore(start)
        return nil
    }

    mutating func parsePrimaryExpression() -> ExpressionSyntax {
        let token = current
        let start = token.range.lowerBound
        switch token.kind {
        case .stringLiteral:
            advance()
            return ExpressionSyntax(.stringLiteral(parseStringSegments(token)), range: token.range)
        case .integerLiteral:
            advance()
            return ExpressionSyntax(.integerLiteral(text(token)), range: token.range)
        case .floatLiteral:
            advance()
            return ExpressionSyntax(.floatLiteral(text(token)), range: token.range)
        case .identifier, .backtickIdentifier, .dollarIdentifier:
            if isAtModuleSelector {
                // `Module::name`: the name, found in that module.
                advance()
                advance()
                advance()
                return parsePrimaryExpression()
            }
            let word = name(of: token)
            if token.kind == .identifier {
                switch word {
                case "true", "false":
                    advance()
                    return ExpressionSyntax(.booleanLiteral(word == "true"), range: token.range)
                case "nil":
                    advance()
                    return ExpressionSyntax(.nilLiteral, range: token.range)
                case "if", "switch", "do":
                    return parseStatementExpression()
                default:
                    break
                }
            }
            advance()
            return ExpressionSyntax(.identifier(word), range: token.range)
        case .period:
            advance()
            guard isAtName || current.kind == .integerLiteral else {
                return ExpressionSyntax(.opaque, range: token.range)
            }
            let member = name(of: current)
            advance()
            return ExpressionSyntax(.memberAccess(base: nil, name: member), range: start..<max(start, previousEnd))
        case .leftParen:
            let arguments = parseArgumentList()
            if arguments.count == 1, arguments[0].label == nil {
                return ExpressionSyntax(arguments[0].value.kind, range: start..<max(start, previousEnd))
            }
            return ExpressionSyntax(.tuple(arguments), range: start..<max(start, previousEnd))
        case .leftSquare:
            return parseCollectionLiteral()
        case .leftBrace:
            let closure = parseClosure()
            return ExpressionSyntax(.closure(closure), range: closure.range)
        case .backslash:
            return parseKeyPath()
        case .poundKeyword:
            if isPoundConditional {
                // A postfix `#if` in a member chain: kept whole, not evaluated.
                skipConditionalBlock()
                return ExpressionSyntax(.opaque, range: start..<max(start, previousEnd))
            }
            advance()
            // A freestanding macro's generic arguments: `#Predicate<Item> { ... }`.
            // A spaced `<` opens generic arguments when they can be read as such (`#m <T>(x)`, not `#line < 10`), and
            // arguments may follow a space but not a line break (`#localize ("key")`), as the compiler reads them.
            if isOperatorStarting(with: UInt8(ascii: "<")) {
                if !current.hasLeadingSpace { _ = skipAngleBrackets() } else if current.range.count == 1 { _ = speculateGenericArguments() }
            }
            if at(.leftParen), !current.isAtStartOfLine { skipBalanced() }
            if at(.leftBrace), !current.isAtStartOfLine { skipBalanced() }
            return ExpressionSyntax(.opaque, range: start..<max(start, previousEnd))
        case .regexLiteral, .operator, .atSign, .unknown:
            advance()
            return ExpressionSyntax(.opaque, range: token.range)
        default:
            // A closer, comma, colon or the end: nothing to consume; the caller sees the separator.
            return ExpressionSyntax(.opaque, range: start..<start)
        }
    }

    /// `if`, `switch` and `do` used as expressions: kept whole.
    mutating func parseStatementExpression() -> ExpressionSyntax {
        let start = current.range.lowerBound
        advance()
        while !isAtEnd {
            if at(.leftBrace) {
                skipBalanced()
                if at(keyword: "else") || at(keyword: "catch") {
                    advance()
                    continue
                }
                break
            }
            if at(.rightBrace) || at(.rightParen) || at(.rightSquare) { break }
            if Self.closing(of: current.kind) != nil { skipBalanced() } else { advance() }
        }
        return ExpressionSyntax(.opaque, range: start..<max(start, previousEnd))
    }

    /// Parses `( ... )` at the current `(`: labeled arguments, trailing commas allowed.
    mutating func parseArgumentList() -> [ArgumentSyntax] {
        let open = current
        let closer = Self.closing(of: open.kind) ?? .rightParen
        advance()
        var arguments: [ArgumentSyntax] = []
        while !isAtEnd, current.kind != closer {
            let start = index
            var label: String?
            if (isAtName || current.kind == .identifier), peek().kind == .colon, !isAtModuleSelector {
                label = name(of: current)
                advance()
                advance()
            }
            let value = parseExpression()
            arguments.append(ArgumentSyntax(label: label, value: value))
            if at(.comma) {
                advance()
            } else if current.kind != closer {
                // Something we cannot read: skip to the next argument without leaving the list.
                while !isAtEnd, !at(.comma), current.kind != closer, !at(.rightBrace) || closer == .rightBrace {
                    if Self.closing(of: current.kind) != nil { skipBalanced() } else { advance() }
                }
                if at(.comma) { advance() }
                if at(.rightBrace), closer != .rightBrace { break }
            }
            if index == start { advance() }
        }
        consumeCloser(of: open)
        return arguments
    }

    mutating func parseCollectionLiteral() -> ExpressionSyntax {
        let open = current
        let start = open.range.lowerBound
        advance()
        var elements: [ExpressionSyntax] = []
        var pairs: [DictionaryElementSyntax] = []
        var isDictionary = false
        if at(.colon), peek().kind == .rightSquare {
            advance()
            advance()
            return ExpressionSyntax(.dictionaryLiteral([]), range: start..<max(start, previousEnd))
        }
        while !isAtEnd, !at(.rightSquare) {
            let loopStart = index
            let element = parseExpression()
            if at(.colon) {
                isDictionary = true
                advance()
                let value = parseExpression()
                pairs.append(DictionaryElementSyntax(key: element, value: value))
            } else {
                elements.append(element)
            }
            if at(.comma) {
                advance()
            } else if !at(.rightSquare) {
                while !isAtEnd, !at(.comma), !at(.rightSquare), !at(.rightBrace) {
                    if Self.closing(of: current.kind) != nil { skipBalanced() } else { advance() }
                }
                if at(.comma) { advance() }
                if at(.rightBrace) { break }
            }
            if index == loopStart { advance() }
        }
        consumeCloser(of: open)
        let range = start..<max(start, previousEnd)
        return isDictionary ? ExpressionSyntax(.dictionaryLiteral(pairs), range: range) : ExpressionSyntax(.arrayLiteral(elements), range: range)
    }

    mutating func parseKeyPath() -> ExpressionSyntax {
        let start = current.range.lowerBound
        advance()
        var root: String?
        var components: [String] = []
        // White space does not matter after `\` (`\ Book.title`, a line break even), nor before a component's `.`
        // (`\.a .b`, `\.a` newline `.b`): the compiler reads them all as the same key path.
        if isAtName {
            var rootName = name(of: current)
            advance()
            if isOperatorStarting(with: UInt8(ascii: "<")), !current.hasLeadingSpace { _ = parseGenericArguments() }
            // A qualified root such as `\Library.Book.title` keeps all but the last name in the root only when
            // they start with a capital letter (type names).
            while at(.period), let next = Optional(peek()), next.kind == .identifier, let first = file.bytes[safe: next.range.lowerBound],
                first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z")
            {
                advance()
                rootName += "." + name(of: current)
                advance()
            }
            root = rootName
        }
        while true {
            if at(.period) {
                advance()
                guard isAtName || current.kind == .dollarIdentifier || current.kind == .integerLiteral else { break }
                components.append(text(current))
                advance()
            } else if current.kind == .operator, !current.hasLeadingSpace, isOperatorStarting(with: UInt8(ascii: "?")) || isOperatorStarting(with: UInt8(ascii: "!")) {
                let character = file.bytes[current.range.lowerBound]
                _ = consumeOperatorPrefix(character)
            } else if at(.leftSquare), !current.isAtStartOfLine {
                // A subscript, after a space too (`\A.items [0]`), but not on the next line.
                skipBalanced()
            } else {
                break
            }
        }
        return ExpressionSyntax(.keyPath(root: root, components: components), range: start..<max(start, previousEnd))
    }

    /// Decodes a string literal token and parses each interpolation's contents as an argument list.
    mutating func parseStringSegments(_ token: Token) -> [StringSegmentSyntax] {
        let literal = Lexer.decodeStringLiteral(token, in: file)
        return literal.segments.map { segment in
            switch segment {
            case .text(let text):
                return .text(text)
            case .interpolation(let range):
                guard depth < Self.maximumNestingDepth else {
                    diagnoseNestingTooDeep(at: range.lowerBound, "string interpolations nest too deeply to read")
                    return .interpolation([], range: range)
                }
                var nested = DeclarationParser(file: file, tokens: Lexer.tokenize(file, in: range), depth: depth + 1)
                var arguments: [ArgumentSyntax] = []
                while !nested.isAtEnd {
                    let start = nested.index
                    var label: String?
                    if nested.isAtName, nested.peek().kind == .colon {
                        label = nested.name(of: nested.current)
                        nested.advance()
                        nested.advance()
                    }
                    arguments.append(ArgumentSyntax(label: label, value: nested.parseExpression()))
                    if nested.at(.comma) { nested.advance() }
                    if nested.index == start { nested.advance() }
                }
                diagnostics += nested.diagnostics
                return .interpolation(arguments, range: range)
            }
        }
    }
}
