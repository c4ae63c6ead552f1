extension DeclarationParser {
    /// Where a declaration list stands, which decides what ends it and whether statements may appear.
    struct ListContext {
        /// Inside `{ ... }` of a type: ends at `}`; statements are errors.
        var isTypeBody: Bool
        /// Inside a `#if` clause: ends at `#elseif`, `#else` or `#endif`.
        var isInConditional: Bool

        static let topLevel = ListContext(isTypeBody: false, isInConditional: false)
        static let typeBody = ListContext(isTypeBody: true, isInConditional: false)
    }

    mutating func parseDeclarationItems(context: ListContext) -> [DeclarationItemSyntax] {
        var items: [DeclarationItemSyntax] = []
        while true {
            let start = index
            switch current.kind {
            case .endOfFile:
                return items
            case .rightBrace:
                if context.isTypeBody { return items }
                diagnose(.syntaxUnbalancedBraces, at: current.range.lowerBound, "extraneous '}' at top level")
                advance()
            case .semicolon:
                advance()
            case .poundKeyword:
                if isAtConditionalAttributes, let declaration = parseDeclaration() {
                    // `#if ... @attribute ... #endif` before a declaration: attributes, not a block of declarations.
                    items.append(.declaration(declaration))
                } else if bytesEqual(current.range, "#if") {
                    let block = parseConditionalBlock { parser, clauseContext in
                        parser.parseDeclarationItems(context: ListContext(isTypeBody: context.isTypeBody, isInConditional: true))
                    }
                    items.append(.conditional(block))
                } else if isPoundConditional {
                    if context.isInConditional { return items }
                    diagnose(.syntaxError, at: current.range.lowerBound, "unexpected '\(text(current))' without '#if'")
                    advance()
                } else {
                    // `#warning("...")`, `#error`, `#sourceLocation(...)` or a freestanding macro.
                    skipPoundDirective()
                }
            default:
                if let declaration = parseDeclaration() {
                    items.append(.declaration(declaration))
                } else if context.isTypeBody {
                    diagnose(.syntaxError, at: current.range.lowerBound, "expected a declaration, found '\(text(current).prefix(40))'")
                    skipToNextDeclaration()
                } else {
                    // Top-level code (main.swift, scripts) is statements: not our concern, but not an error.
                    skipStatement()
                }
            }
            if index == start { advance() }
        }
    }

    mutating func skipPoundDirective() {
        advance()
        // A freestanding macro's generic arguments: `#Index<Asset>([\.id])`.
        if isOperatorStarting(with: UInt8(ascii: "<")), !current.hasLeadingSpace { _ = skipAngleBrackets() }
        if at(.leftParen), !current.isAtStartOfLine { skipBalanced() }
        if at(.leftBrace), !current.isAtStartOfLine { skipBalanced() }
    }

    /// Parses one declaration at the current token, or returns `nil` (consuming nothing) when it does not
    /// start one.
    mutating func parseDeclaration() -> DeclarationSyntax? {
        let startCheckpoint = checkpoint
        let start = current.range.lowerBound
        var attributes = parseAttributes()
        var conditionalAttributes: [ConditionalBlockSyntax<AttributeSyntax>] = []
        while isAtConditionalAttributes, let block = speculateConditionalAttributes() {
            conditionalAttributes.append(block)
            attributes += parseAttributes()
        }
        let modifiers = parseModifiers()
        guard current.kind == .identifier else {
            if !attributes.isEmpty || !modifiers.isEmpty, current.kind == .poundKeyword, !isPoundConditional {
                // An attached macro's freestanding form, `@attr #macro(...)`.
                skipPoundDirective()
                var declaration = DeclarationSyntax(kind: .macroExpansion, name: "", nameRange: start..<start, range: start..<max(start, previousEnd))
                declaration.attributes = attributes
                return declaration
            }
            restore(startCheckpoint)
            return nil
        }
        let keyword = text(current)
        var declaration: DeclarationSyntax
        switch keyword {
        case "struct", "class", "enum", "actor", "protocol", "extension":
            guard let parsed = parseTypeDeclaration(keyword: keyword) else {
                restore(startCheckpoint)
                return nil
            }
            declaration = parsed
        case "var", "let":
            declaration = parseVariableDeclaration()
        case "func":
            declaration = parseFunctionDeclaration()
        case "init":
            declaration = parseInitializerDeclaration()
        case "deinit":
            let keywordToken = current
            advance()
            declaration = DeclarationSyntax(kind: .deinitializer, name: "deinit", nameRange: keywordToken.range, range: keywordToken.range)
            if at(.leftBrace) { declaration.bodyRange = skipBalanced() }
        case "subscript":
            declaration = parseSubscriptDeclaration()
        case "case":
            declaration = parseEnumCaseDeclaration()
        case "typealias":
            declaration = parseTypealiasDeclaration()
        case "associatedtype":
            declaration = parseAssociatedTypeDeclaration()
        case "import":
            declaration = parseImportDeclaration()
        case "operator":
            let keywordToken = current
            advance()
            let nameToken = current
            skipRestOfLine()
            declaration = DeclarationSyntax(kind: .operator, name: text(nameToken), nameRange: nameToken.range, range: keywordToken.range)
        case "precedencegroup":
            advance()
            let nameToken = current
            if isAtName { advance() }
            if at(.leftBrace) { skipBalanced() }
            declaration = DeclarationSyntax(kind: .precedenceGroup, name: name(of: nameToken), nameRange: nameToken.range, range: nameToken.range)
        case "macro" where peek().kind == .identifier || peek().kind == .backtickIdentifier:
            declaration = parseMacroDeclaration()
        default:
            restore(startCheckpoint)
            return nil
        }
        declaration.attributes = attributes + declaration.attributes
        declaration.conditionalAttributes = conditionalAttributes
        declaration.modifiers = modifiers
        declaration.range = start..<max(previousEnd, start)
        return declaration
    }

    /// The end of the last consumed token.
    var previousEnd: Int {
        index > 0 ? tokens[index - 1].range.upperBound : 0
    }

    mutating func skipRestOfLine() {
        while !isAtEnd, !current.isAtStartOfLine {
            if Self.closing(of: current.kind) != nil {
                skipBalanced()
            } else if at(.rightBrace) {
                return
            } else {
                advance()
            }
        }
    }

    mutating func parseTypeDeclaration(keyword: String) -> DeclarationSyntax? {
        let keywordToken = current
        advance()
        let kind: DeclarationSyntax.Kind
        switch keyword {
        case "struct": kind = .struct
        case "class": kind = .class
        case "enum": kind = .enum
        case "actor": kind = .actor
        case "protocol": kind = .protocol
        default: kind = .extension
        }
        var declaration: DeclarationSyntax
        if kind == .extension {
            let nameStart = current.range.lowerBound
            let extended = parseType()
            declaration = DeclarationSyntax(kind: kind, name: extended.text, nameRange: nameStart..<max(nameStart, previousEnd), range: keywordToken.range)
        } else {
            guard isAtName else {
                // `class` as a modifier was handled earlier; anything else here is malformed.
                diagnose(.syntaxError, at: current.range.lowerBound, "expected a name after '\(keyword)'")
                var declaration = DeclarationSyntax(kind: kind, name: "", nameRange: keywordToken.range, range: keywordToken.range)
                if at(.leftBrace) { declaration.members = parseMemberBlock() }
                return declaration
            }
            let nameToken = current
            advance()
            declaration = DeclarationSyntax(kind: kind, name: name(of: nameToken), nameRange: nameToken.range, range: keywordToken.range)
            if at(operator: "<") || isOperatorStarting(with: UInt8(ascii: "<")) {
                declaration.genericParameterClause = skipAngleBrackets()
            }
        }
        declaration.introducerRange = keywordToken.range
        if at(.colon) {
            advance()
            declaration.inheritedTypes = parseInheritanceList()
        }
        if at(keyword: "where") {
            declaration.whereClause = skipWhereClause()
        }
        if at(.leftBrace) {
            declaration.members = parseMemberBlock()
        } else {
            diagnose(.syntaxError, at: current.range.lowerBound, "expected '{' in \(keyword) declaration")
        }
        return declaration
    }

    mutating func parseInheritanceList() -> [TypeSyntax] {
        var types: [TypeSyntax] = []
        while !isAtEnd {
            let start = index
            types.append(parseType())
            if index == start { break }
            guard at(.comma) else { break }
            advance()
        }
        return types
    }

    /// Skips a `where` clause up to the `{` of the body (or the end of the line for bodiless declarations), never
    /// past a `#if`, `#elseif`, `#else` or `#endif` (a bodiless requirement can end a `#if` clause).
    mutating func skipWhereClause() -> String {
        let start = current.range.lowerBound
        advance()
        while !isAtEnd, !at(.leftBrace), !at(.rightBrace), !at(.semicolon), !(current.isAtStartOfLine && isAtDeclarationStart),
            !isPoundConditional
        {
            if at(.leftParen) || at(.leftSquare) { skipBalanced() } else { advance() }
        }
        return file.text(start..<max(start, previousEnd))
    }

    /// Skips `<...>` generic parameters, splitting `>>` tokens, and returns their text.
    mutating func skipAngleBrackets() -> String {
        let start = current.range.lowerBound
        var level = 0
        repeat {
            if current.kind == .operator {
                var consumedAny = false
                while current.kind == .operator, let first = file.bytes[safe: current.range.lowerBound],
                    first == UInt8(ascii: "<") || first == UInt8(ascii: ">")
                {
                    level += first == UInt8(ascii: "<") ? 1 : -1
                    _ = consumeOperatorPrefix(first)
                    consumedAny = true
                    if level == 0 { break }
                }
                if !consumedAny { advance() }
            } else if Self.closing(of: current.kind) != nil {
                if at(.leftBrace) { break }
                skipBalanced()
            } else if at(.rightBrace) || at(.rightParen) {
                break
            } else {
                advance()
            }
        } while level > 0 && !isAtEnd
        return file.text(start..<max(start, previousEnd))
    }

    mutating func parseMemberBlock() -> [DeclarationItemSyntax] {
        let open = current
        guard depth < Self.maximumNestingDepth else {
            diagnoseNestingTooDeep(at: open.range.lowerBound, "declarations nest too deeply to read")
            skipBalanced()
            return []
        }
        advance()
        depth += 1
        let members = parseDeclarationItems(context: .typeBody)
        depth -= 1
        consumeCloser(of: open)
        return members
    }

    mutating func parseVariableDeclaration() -> DeclarationSyntax {
        let keywordToken = current
        advance()
        var declaration = DeclarationSyntax(kind: .variable, name: "", nameRange: keywordToken.range, range: keywordToken.range)
        while !isAtEnd {
            let start = index
            var binding = PatternBindingSyntax(name: "", nameRange: current.range, type: nil, initializer: nil, accessors: nil)
            if isAtName {
                binding.name = name(of: current)
                binding.nameRange = current.range
                advance()
            } else if at(.leftParen) {
                skipBalanced()
            } else {
                diagnose(.syntaxError, at: current.range.lowerBound, "expected a pattern in '\(text(keywordToken))' declaration")
                break
            }
            if at(.colon) {
                advance()
                binding.type = parseType()
            }
            if at(operator: "=") {
                advance()
                binding.initializer = parseExpression()
            }
            // As the compiler reads it: after an initializer, a `{` that starts a line opens accessors only when
            // observers follow (`= false` newline `{ didSet { ... } }`); otherwise it is not the property's.
            if at(.leftBrace), binding.initializer == nil || !current.isAtStartOfLine || isAtObserverBlock {
                binding.accessors = parseAccessorBlock()
            }
            declaration.bindings.append(binding)
            if index == start { break }
            guard at(.comma) else { break }
            advance()
        }
        if let first = declaration.bindings.first {
            declaration.name = first.name
            declaration.nameRange = first.nameRange
        }
        return declaration
    }

    /// At a `{`, whether `willSet`, `didSet` or `init` follows it, after attributes if any.
    var isAtObserverBlock: Bool {
        var lookahead = index + 1
        while lookahead < tokens.count - 1, tokens[lookahead].kind == .atSign || (tokens[lookahead].kind == .identifier && tokens[lookahead - 1].kind == .atSign) {
            lookahead += 1
        }
        let next = tokens[lookahead]
        return isKeyword(next, "willSet") || isKeyword(next, "didSet") || isKeyword(next, "init")
    }

    static let accessorKeywords = KeywordSet([
        "get", "set", "willSet", "didSet", "_read", "_modify", "read", "modify", "init", "unsafeAddress",
        "unsafeMutableAddress",
    ])

    mutating func parseAccessorBlock() -> AccessorBlockSyntax {
        let open = current
        // An accessor list starts with an accessor keyword (possibly after attributes or `mutating`).
        var lookahead = index + 1
        while lookahead < tokens.count - 1,
            tokens[lookahead].kind == .atSign || isKeyword(tokens[lookahead], "mutating") || isKeyword(tokens[lookahead], "nonmutating")
                || (tokens[lookahead].kind == .identifier && tokens[lookahead - 1].kind == .atSign)
        {
            lookahead += 1
        }
        let first = tokens[lookahead]
        let isAccessorList = isKeyword(first, in: Self.accessorKeywords)
            && (tokens[lookahead + 1].kind == .leftBrace || tokens[lookahead + 1].kind == .rightBrace
                || tokens[lookahead + 1].kind == .identifier || tokens[lookahead + 1].kind == .leftParen
                || tokens[lookahead + 1].isAtStartOfLine)
        guard isAccessorList else {
            let start = current.range.lowerBound
            let getter = parseGetterBody()
            return AccessorBlockSyntax(getter: getter, hasObservers: false, range: start..<max(start, previousEnd))
        }
        advance()
        var getter: AccessorBlockSyntax.Getter?
        var hasObservers = false
        while !isAtEnd, !at(.rightBrace) {
            let start = index
            if at(.atSign) {
                _ = parseAttributes()
                continue
            }
            if at(keyword: "mutating") || at(keyword: "nonmutating") {
                advance()
                continue
            }
            let word = text(current)
            advance()
            if at(.leftParen) { skipBalanced() }  // `set(newValue)`
            while at(keyword: "async") || at(keyword: "throws") || at(keyword: "rethrows") {
                advance()
                if at(.leftParen) { skipBalanced() }
            }
            if at(.leftBrace) {
                if word == "get" {
                    getter = parseGetterBody()
                } else {
                    skipBalanced()
                }
            }
            if word == "willSet" || word == "didSet" { hasObservers = true }
            if index == start { advance() }
        }
        consumeCloser(of: open)
        return AccessorBlockSyntax(getter: getter, hasObservers: hasObservers, range: open.range.lowerBound..<max(open.range.lowerBound, previousEnd))
    }

    mutating func parseFunctionDeclaration() -> DeclarationSyntax {
        let keywordToken = current
        advance()
        let nameToken = current
        if isAtName {
            advance()
        } else if current.kind == .operator, current.range.count > 1, file.bytes[current.range.upperBound - 1] == UInt8(ascii: "<"),
            peek().kind == .identifier
        {
            // `func >>=<Other: BinaryInteger>(...)`: the lexer reads `>>=<` as one operator; as the compiler does, the
            // `<` before a name opens the generic parameters and the rest is the operator's name.
            let operatorRange = current.range.lowerBound..<(current.range.upperBound - 1)
            tokenEdits.append((index, current))
            tokens[index].range = operatorRange.upperBound..<current.range.upperBound
            tokens[index].hasLeadingSpace = false
            var declaration = DeclarationSyntax(kind: .function, name: file.text(operatorRange), nameRange: operatorRange, range: keywordToken.range)
            parseSignatureAndBody(of: &declaration)
            return declaration
        } else if at(.operator) || current.kind == .period {
            advance()
            // Operators such as `..<` may come as several tokens before the parameter list.
            while !at(.leftParen), !isAtEnd, current.kind == .operator || current.kind == .period, !current.hasLeadingSpace,
                !isOperatorStarting(with: UInt8(ascii: "<"))
            {
                advance()
            }
        }
        var declaration = DeclarationSyntax(
            kind: .function, name: nameToken.kind == .backtickIdentifier ? name(of: nameToken) : file.text(nameToken.range.lowerBound..<max(nameToken.range.lowerBound, previousEnd)),
            nameRange: nameToken.range, range: keywordToken.range
        )
        parseSignatureAndBody(of: &declaration)
        return declaration
    }

    mutating func parseInitializerDeclaration() -> DeclarationSyntax {
        let keywordToken = current
        advance()
        // `init?`, and as the compiler reads it, `init ?(...)` or a `?` on the next line too.
        if current.kind == .operator, at(operator: "?") || at(operator: "!") { advance() }
        var declaration = DeclarationSyntax(kind: .initializer, name: "init", nameRange: keywordToken.range, range: keywordToken.range)
        parseSignatureAndBody(of: &declaration)
        return declaration
    }

    mutating func parseSubscriptDeclaration() -> DeclarationSyntax {
        let keywordToken = current
        advance()
        var declaration = DeclarationSyntax(kind: .subscript, name: "subscript", nameRange: keywordToken.range, range: keywordToken.range)
        parseSignatureAndBody(of: &declaration)
        return declaration
    }

    /// The part functions, initializers and subscripts share after their name: generic parameters, the signature,
    /// a `where` clause and the body, which is skipped.
    mutating func parseSignatureAndBody(of declaration: inout DeclarationSyntax) {
        if isOperatorStarting(with: UInt8(ascii: "<")) {
            declaration.genericParameterClause = skipAngleBrackets()
        }
        declaration.signature = parseSignature()
        if at(keyword: "where") { declaration.whereClause = skipWhereClause() }
        if at(.leftBrace) { declaration.bodyRange = skipBalanced() }
    }

    /// Parses `(parameters) async throws(E) -> Result`.
    mutating func parseSignature() -> FunctionSignatureSyntax {
        var signature = FunctionSignatureSyntax(parameters: [], isAsync: false, isThrowing: false, returnType: nil)
        if at(.leftParen) {
            signature.parameters = parseParameterClause()
        }
        while true {
            if at(keyword: "async") || at(keyword: "reasync") {
                signature.isAsync = true
                advance()
            } else if at(keyword: "throws") || at(keyword: "rethrows") {
                signature.isThrowing = true
                advance()
                // Typed throws, `throws(E)`, `throws (E)`, or with `(E)` on the next line: the compiler reads a `(`
                // after `throws` as the thrown type wherever it stands.
                if at(.leftParen) { skipBalanced() }
            } else {
                break
            }
        }
        if at(operator: "->") {
            advance()
            signature.returnType = parseType()
        }
        return signature
    }

    mutating func parseParameterClause() -> [FunctionSignatureSyntax.Parameter] {
        let open = current
        advance()
        var parameters: [FunctionSignatureSyntax.Parameter] = []
        while !isAtEnd, !at(.rightParen) {
            let start = index
            _ = parseAttributes()
            var names: [String] = []
            while isAtName, names.count < 2 {
                names.append(name(of: current))
                advance()
            }
            var type: TypeSyntax?
            if at(.colon) {
                advance()
                type = parseType()
            }
            if at(operator: "...") { advance() }
            if at(operator: "=") {
                advance()
                _ = parseExpression()
            }
            if let last = names.last {
                parameters.append(.init(label: names.count == 2 ? names[0] : last, name: last, type: type))
            }
            // Skip whatever we did not understand, up to the next parameter.
            while !isAtEnd, !at(.comma), !at(.rightParen), !at(.rightBrace) {
                if Self.closing(of: current.kind) != nil { skipBalanced() } else { advance() }
            }
            if at(.comma) { advance() }
            if at(.rightBrace) { break }
            if index == start { advance() }
        }
        consumeCloser(of: open)
        return parameters
    }

    mutating func parseEnumCaseDeclaration() -> DeclarationSyntax {
        let keywordToken = current
        advance()
        var declaration = DeclarationSyntax(kind: .enumCase, name: "", nameRange: keywordToken.range, range: keywordToken.range)
        while isAtName {
            let nameToken = current
            advance()
            var hasAssociatedValues = false
            if at(.leftParen) {
                hasAssociatedValues = true
                skipBalanced()
            }
            var rawValue: ExpressionSyntax?
            if at(operator: "=") {
                advance()
                rawValue = parseExpression()
            }
            declaration.enumCaseElements.append(.init(name: name(of: nameToken), nameRange: nameToken.range, rawValue: rawValue, hasAssociatedValues: hasAssociatedValues))
            guard at(.comma) else { break }
            advance()
        }
        if let first = declaration.enumCaseElements.first {
            declaration.name = first.name
            declaration.nameRange = first.nameRange
        }
        return declaration
    }

    /// Parses `typealias Name<T> = Type where ...` or `associatedtype Name: P = Default where ...`.
    mutating func parseTypealiasDeclaration() -> DeclarationSyntax {
        parseTypeNameDeclaration(kind: .typealias)
    }

    mutating func parseAssociatedTypeDeclaration() -> DeclarationSyntax {
        parseTypeNameDeclaration(kind: .associatedtype)
    }

    private mutating func parseTypeNameDeclaration(kind: DeclarationSyntax.Kind) -> DeclarationSyntax {
        let keywordToken = current
        advance()
        let nameToken = current
        if isAtName { advance() }
        var declaration = DeclarationSyntax(kind: kind, name: name(of: nameToken), nameRange: nameToken.range, range: keywordToken.range)
        if isOperatorStarting(with: UInt8(ascii: "<")) {
            declaration.genericParameterClause = skipAngleBrackets()
        }
        if at(.colon) {
            advance()
            declaration.inheritedTypes = parseInheritanceList()
        }
        if at(operator: "=") {
            advance()
            declaration.aliasedType = parseType()
        }
        if at(keyword: "where") { declaration.whereClause = skipWhereClause() }
        return declaration
    }

    mutating func parseImportDeclaration() -> DeclarationSyntax {
        let keywordToken = current
        advance()
        if current.kind == .identifier, ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor"].contains(text(current)) {
            advance()
        }
        let start = current.range.lowerBound
        var path: [String] = []
        while isAtName || current.kind == .operator {
            path.append(name(of: current))
            advance()
            guard at(.period), !current.isAtStartOfLine else { break }
            advance()
        }
        return DeclarationSyntax(kind: .import, name: path.joined(separator: "."), nameRange: start..<max(start, previousEnd), range: keywordToken.range)
    }

    mutating func parseMacroDeclaration() -> DeclarationSyntax {
        let keywordToken = current
        advance()
        let nameToken = current
        advance()
        var declaration = DeclarationSyntax(kind: .macro, name: name(of: nameToken), nameRange: nameToken.range, range: keywordToken.range)
        if isOperatorStarting(with: UInt8(ascii: "<")) {
            declaration.genericParameterClause = skipAngleBrackets()
        }
        declaration.signature = parseSignature()
        if at(operator: "=") {
            advance()
            _ = parseExpression()
        }
        if at(keyword: "where") { declaration.whereClause = skipWhereClause() }
        return declaration
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
