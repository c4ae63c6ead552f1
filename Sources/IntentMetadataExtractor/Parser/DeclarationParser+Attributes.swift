extension DeclarationParser {
    /// Parses `@Name`, `@A.B`, `@Name<T>` and `@Name(arguments)` attributes.
    mutating func parseAttributes() -> [AttributeSyntax] {
        var attributes: [AttributeSyntax] = []
        while at(.atSign) {
            let start = current.range.lowerBound
            advance()
            guard isAtName else {
                diagnose(.syntaxError, at: current.range.lowerBound, "expected an attribute name after '@'")
                break
            }
            var name = self.name(of: current)
            advance()
            while at(.period), !current.hasLeadingSpace, peek().kind == .identifier {
                advance()
                name += "." + self.name(of: current)
                advance()
            }
            // An attribute's name is a type, and in a type `<` opens generic arguments however spaced (`@Builder
            // <Resolver, Context>`, on the next line even), as the compiler reads it.
            if isOperatorStarting(with: UInt8(ascii: "<")) {
                _ = skipAngleBrackets()
                // A member of a generic attribute type: `@FocusState<Field?>.Binding var field`.
                while at(.period), !current.hasLeadingSpace, peek().kind == .identifier {
                    advance()
                    name += "." + self.name(of: current)
                    advance()
                }
            }
            var arguments: [ArgumentSyntax]?
            var argumentsRange: Range<Int>?
            if at(.leftParen), !current.isAtStartOfLine, parenthesesAreAttributeArguments(isSpaced: current.hasLeadingSpace) {
                let open = current.range.lowerBound
                if name == "available" || name == "_spi" || name == "objc" || name == "_specialize" || name == "backDeployed" {
                    let range = skipBalanced()
                    arguments = []
                    argumentsRange = (open + 1)..<max(open + 1, range.upperBound - 1)
                } else {
                    arguments = parseArgumentList()
                    argumentsRange = (open + 1)..<max(open + 1, previousEnd - 1)
                }
            }
            attributes.append(AttributeSyntax(name: name, arguments: arguments, range: start..<max(start, previousEnd), argumentsRange: argumentsRange))
        }
        return attributes
    }

    /// At a `(` on the attribute's line, whether it opens the attribute's arguments, as the compiler decides in
    /// Swift 5 mode: yes, unless what follows the parentheses shows they are a function type's parameters
    /// (`@Sendable (Int) -> Void`, `@Sendable(T) async throws -> U`, `@autoclosure() -> Bool`) or, when a space
    /// stands before `(`, they close something (`(@MainActor ())`). So `@Flag (name: .short) var verbose` has
    /// arguments (with a warning).
    mutating func parenthesesAreAttributeArguments(isSpaced: Bool) -> Bool {
        let start = checkpoint
        skipBalanced()
        defer { restore(start) }
        switch current.kind {
        case .rightParen, .rightBrace, .rightSquare:
            return !isSpaced
        case .operator:
            return !at(operator: "->") && !(isSpaced && isOperatorStarting(with: UInt8(ascii: ">")))
        case .identifier:
            return !(at(keyword: "throws") || at(keyword: "throw") || at(keyword: "rethrows") || at(keyword: "async") || at(keyword: "reasync"))
        default:
            return true
        }
    }

    /// Whether the current token is a `#if` whose first clause starts with an attribute: a cheap test before
    /// `speculateConditionalAttributes()`.
    var isAtConditionalAttributes: Bool {
        guard current.kind == .poundKeyword, bytesEqual(current.range, "#if") else { return false }
        var lookahead = index + 1
        while lookahead < tokens.count - 1, !tokens[lookahead].isAtStartOfLine { lookahead += 1 }
        return tokens[lookahead].kind == .atSign
    }

    /// Reads a `#if` block whose clauses hold only attributes, as in `#if compiler(>=6) @preconcurrency #endif`
    /// before a declaration. Restores the position and returns `nil` when a clause holds anything else.
    mutating func speculateConditionalAttributes() -> ConditionalBlockSyntax<AttributeSyntax>? {
        let start = checkpoint
        let block = parseConditionalBlock { parser, _ in parser.parseAttributes() }
        let hasAttributes = block.clauses.contains { !$0.elements.isEmpty }
        if diagnostics.count == start.diagnostics, hasAttributes, index > 0, bytesEqual(tokens[index - 1].range, "#endif") {
            return block
        }
        restore(start)
        return nil
    }

    /// Parses declaration modifiers. A contextual word counts as a modifier only when a declaration keyword or
    /// another modifier follows, so `open(url)` at top level stays a statement.
    mutating func parseModifiers() -> [String] {
        var modifiers: [String] = []
        while isKeyword(current, in: Self.modifierKeywords) {
            let word = text(current)
            let next = peek()
            if next.kind == .leftParen {
                // `private(set)`, `nonisolated(unsafe)`, `unowned(safe)`. The compiler takes the detail with a space
                // before `(` too (`private (set) var`, a warning in Swift 5 mode); spaced, it must be followed by
                // the rest of a declaration, so that `open (url)` at top level stays a statement.
                let detail = peek(2)
                guard detail.kind == .identifier, peek(3).kind == .rightParen else { break }
                if next.hasLeadingSpace {
                    let after = peek(4)
                    guard after.kind == .atSign || isKeyword(after, in: Self.declarationKeywords) || isKeyword(after, in: Self.modifierKeywords) else { break }
                }
                modifiers.append("\(word)(\(text(detail)))")
                advance()
                advance()
                advance()
                advance()
                continue
            }
            guard next.kind == .identifier || next.kind == .atSign else { break }
            if word == "class" {
                // `class` is a modifier only before another declaration keyword or modifier.
                guard isKeyword(next, in: Self.declarationKeywords) || isKeyword(next, in: Self.modifierKeywords) else { break }
            }
            modifiers.append(word)
            advance()
        }
        return modifiers
    }
}
