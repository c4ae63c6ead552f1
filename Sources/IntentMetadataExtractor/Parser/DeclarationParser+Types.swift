extension DeclarationParser {
    /// The words that may stand before a type and belong to it: `inout T`, `borrowing T`, `each T`, ...
    static let typeSpecifiers = KeywordSet([
        "inout", "borrowing", "consuming", "__owned", "__shared", "sending", "isolated", "each", "repeat", "__consuming",
    ])

    /// Parses a type. Never fails: what it cannot read becomes `.other` with the text consumed.
    mutating func parseType() -> TypeSyntax {
        guard depth < Self.maximumNestingDepth else {
            diagnoseNestingTooDeep(at: current.range.lowerBound, "type nests too deeply to read")
            if Self.closing(of: current.kind) != nil { skipBalanced() } else { advance() }
            return .other("")
        }
        depth += 1
        defer { depth -= 1 }
        var types = [parseTypeWithoutComposition()]
        while at(operator: "&") {
            advance()
            types.append(parseTypeWithoutComposition())
        }
        return types.count == 1 ? types[0] : .composition(types)
    }

    mutating func parseTypeWithoutComposition() -> TypeSyntax {
        var attributes: [String] = []
        while true {
            if at(.atSign) {
                let start = current.range.lowerBound
                _ = parseAttributes()
                attributes.append(file.text(start..<max(start, previousEnd)))
            } else if at(operator: "~") {
                advance()
                attributes.append("~")
            } else if isKeyword(current, in: Self.typeSpecifiers),
                peek().kind == .identifier || peek().kind == .leftParen || peek().kind == .leftSquare || peek().kind == .atSign
            {
                attributes.append(text(current))
                advance()
            } else if at(keyword: "nonisolated"), peek().kind == .leftParen, !peek().isAtStartOfLine, peek(2).kind == .identifier,
                peek(3).kind == .rightParen
            {
                // `nonisolated(nonsending) () async -> Void`. A `(` on the next line is not the specifier's.
                let start = current.range.lowerBound
                advance()
                skipBalanced()
                attributes.append(file.text(start..<max(start, previousEnd)))
            } else if at(keyword: "nonisolated"), peek().kind == .identifier || peek().kind == .backtickIdentifier || peek().kind == .atSign
                || peek().kind == .leftSquare || (peek().kind == .leftParen && !peek().isAtStartOfLine)
            {
                // A conformance isolated away from the type's global actor: `struct I: nonisolated AsyncIteratorProtocol`.
                attributes.append("nonisolated")
                advance()
            } else {
                break
            }
        }
        var type: TypeSyntax
        if at(keyword: "some"), peek().kind != .period {
            advance()
            type = .opaque(parseTypeWithoutComposition())
        } else if at(keyword: "any"), peek().kind != .period {
            advance()
            type = .existential(parseTypeWithoutComposition())
        } else {
            type = parsePostfixType(parsePrimaryType())
        }
        // Function types: `(A) async throws -> B`, and `@Sendable () -> Void`.
        if at(keyword: "async") || at(keyword: "throws") || at(keyword: "rethrows") || at(operator: "->") {
            let start = current.range.lowerBound
            while at(keyword: "async") || at(keyword: "throws") || at(keyword: "rethrows") {
                // A thrown type, `throws(E)`, may stand on the next line.
                let isThrows = at(keyword: "throws")
                advance()
                if isThrows, at(.leftParen) { skipBalanced() }
            }
            if at(operator: "->") {
                advance()
                let result = parseType()
                type = .other("\(type.text) -> \(result.text)")
            } else {
                type = .other(type.text + " " + file.text(start..<max(start, previousEnd)))
            }
        }
        return attributes.isEmpty ? type : .attributed(attributes: attributes, type)
    }

    mutating func parsePrimaryType() -> TypeSyntax {
        switch current.kind {
        case .leftParen:
            advance()
            var elements: [TypeSyntax] = []
            while !isAtEnd, !at(.rightParen) {
                let start = index
                // Labels: `(name: Type)` or `(_ name: Type)`.
                if isAtName, peek().kind == .colon {
                    advance()
                    advance()
                } else if isAtName, peek().kind == .identifier || peek().kind == .backtickIdentifier, peek(2).kind == .colon {
                    advance()
                    advance()
                    advance()
                }
                elements.append(parseType())
                if at(operator: "...") { advance() }
                if at(.comma) { advance() }
                if index == start {
                    if at(.rightBrace) || at(.leftBrace) { break }
                    advance()
                }
            }
            if at(.rightParen) { advance() }
            return elements.count == 1 ? elements[0] : .tuple(elements)
        case .leftSquare:
            advance()
            let element = parseType()
            var result: TypeSyntax = .array(element)
            if at(keyword: "of") {
                // An inline array, `[128 of UInt16]` (Swift 6.2): a count, then the element type.
                advance()
                result = .other("[\(element.text) of \(parseType().text)]")
            } else if at(.colon) {
                advance()
                result = .dictionary(key: element, value: parseType())
            }
            if at(.rightSquare) { advance() }
            return result
        case .identifier, .backtickIdentifier:
            var components: [TypeSyntax.NameComponent] = []
            while isAtName {
                // A module selector, `Apps::Application` (Swift 6.3): it says where the name is found, and the
                // name is the type's.
                if isAtModuleSelector { advance(); advance(); advance() }
                var component = TypeSyntax.NameComponent(name: name(of: current))
                advance()
                // In a type, `<` after a name always opens its generic arguments, spaced or on the next line
                // (`ListPickerController` newline `<Option, Option.Model> = ...`), as the compiler reads it.
                if isOperatorStarting(with: UInt8(ascii: "<")) {
                    component.genericArguments = parseGenericArguments()
                }
                components.append(component)
                // `.Type` and `.Protocol` are metatypes, handled as postfix.
                guard isAtMemberTypePeriod, !isKeyword(peek(), "Type"), !isKeyword(peek(), "Protocol") else { break }
                advance()
            }
            return .named(components)
        default:
            let token = current
            if !at(.rightParen), !at(.rightSquare), !at(.rightBrace), !at(.leftBrace), !at(.comma), !isAtEnd, !at(.colon),
                !(current.kind == .operator && (at(operator: "=") || at(operator: "->")))
            {
                advance()
            }
            return .other(file.text(token.range))
        }
    }

    mutating func parsePostfixType(_ base: TypeSyntax) -> TypeSyntax {
        var type = base
        while true {
            if current.kind == .operator, !current.hasLeadingSpace, isOperatorStarting(with: UInt8(ascii: "?")) {
                _ = consumeOperatorPrefix(UInt8(ascii: "?"))
                type = .optional(type)
            } else if current.kind == .operator, !current.hasLeadingSpace, isOperatorStarting(with: UInt8(ascii: "!")) {
                _ = consumeOperatorPrefix(UInt8(ascii: "!"))
                type = .implicitlyUnwrappedOptional(type)
            } else if isAtMemberTypePeriod {
                // `T.Type`, `T.Protocol`, and members of sugared types: `[Node].Iterator`, `[K: V].Element`.
                advance()
                let word = name(of: current)
                advance()
                type = .other("\(type.text).\(word)")
                if isOperatorStarting(with: UInt8(ascii: "<")) {
                    let arguments = parseGenericArguments()
                    type = .other("\(type.text)<\(arguments.map(\.text).joined(separator: ", "))>")
                }
            } else {
                return type
            }
        }
    }

    /// Whether a module selector `Module::` starts here: a name, then two colons with no space between them or
    /// before them, then a name.
    var isAtModuleSelector: Bool {
        guard isAtName, peek().kind == .colon, !peek().hasLeadingSpace, peek(2).kind == .colon, !peek(2).hasLeadingSpace else { return false }
        return peek(3).kind == .identifier || peek(3).kind == .backtickIdentifier
    }

    /// Whether a `.` here continues the type with a member: `A.B`, or `A` then `.B` starting the next line, as
    /// swiftc reads it (a period with space before it but none after continues a type; `A . B` does not).
    var isAtMemberTypePeriod: Bool {
        guard at(.period), !current.hasTrailingSpace else { return false }
        return peek().kind == .identifier || peek().kind == .backtickIdentifier
    }

    /// Parses `<A, B>` after a type name, splitting `>>`, `>?` and similar tokens.
    mutating func parseGenericArguments() -> [TypeSyntax] {
        _ = consumeOperatorPrefix(UInt8(ascii: "<"))
        var arguments: [TypeSyntax] = []
        while !isAtEnd {
            if isOperatorStarting(with: UInt8(ascii: ">")) {
                _ = consumeOperatorPrefix(UInt8(ascii: ">"))
                return arguments
            }
            let start = index
            arguments.append(parseType())
            if at(.comma) { advance() }
            if index == start {
                if at(.leftBrace) || at(.rightBrace) || at(.rightParen) { return arguments }
                advance()
            }
        }
        return arguments
    }
}
