#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Follows the body of a Tuist manifest's function, for one call, to the value it returns.
///
/// The statements it follows: `let`/`var` of a local, `if` whose conditions are known booleans (a parameter the
/// call passed `true`, `!flag`, `a && b`), appending to a local array (`list.append(x)`, `append(contentsOf:)`,
/// `list += [...]`), assigning a local, and `return`. The expressions: a ternary on a known boolean, `+` of strings
/// or of arrays whose elements are literals, `!`, `&&`, `||`; anything else is kept as written, to be followed
/// where it is used. A statement of any other kind (a loop, `guard`, `switch`, `if let`, a call for its effect)
/// stops the evaluation: the call is not read, and nothing is guessed.
///
/// ```swift
/// // func appTarget(flag: Bool) -> Target {
/// //     let name = flag ? "Pro" : "App"
/// //     return .target(name: name, destinations: .iOS, product: .app, bundleId: "x", sources: ["\(name)/**"])
/// // }
/// // appTarget(flag: true) is read as a target named "Pro" with the sources "Pro/**".
/// ```
struct TuistFunctionEvaluator {
    typealias Located = TuistBindings.Located

    let bindings: TuistBindings
    /// The file and the type scope of the body.
    let file: SourceFile
    let scope: String
    let callDepth: Int
    /// Statements and expressions followed so far, so that any body ends.
    private var steps = 0
    static let maximumSteps = 512

    init(bindings: TuistBindings, file: SourceFile, scope: String, callDepth: Int) {
        self.bindings = bindings
        self.file = file
        self.scope = scope
        self.callDepth = callDepth
    }

    /// What running statements came to.
    enum Outcome {
        case fellThrough
        case returned(Located)
    }

    /// The value a function's body returns with these parameters; `nil` when the body cannot be followed.
    mutating func evaluateBody(of declaration: DeclarationSyntax, parameters: [String: Located]) -> Located? {
        guard let body = declaration.bodyRange, body.upperBound <= file.bytes.count else { return nil }
        let tokens = Lexer.tokenize(file, in: body).filter { $0.kind != .endOfFile }
        guard tokens.count >= 2, tokens.first?.kind == .leftBrace, tokens.last?.kind == .rightBrace else { return nil }
        let statements = tokens[1..<(tokens.count - 1)]
        // A body of one expression returns it.
        var parser = DeclarationParser(file: file, tokens: Array(statements))
        if !parser.at(keyword: "return") {
            let expression = parser.parseExpression()
            if parser.isAtEnd, !statements.isEmpty {
                if case .opaque = expression.kind { return nil }
                return Located(expression: expression, file: file, scope: scope, locals: parameters, callDepth: callDepth)
            }
        }
        var locals = parameters
        guard case .returned(let value)? = run(statements, locals: &locals) else { return nil }
        return value
    }

    // MARK: Statements

    /// Runs statements; `nil` when one cannot be followed.
    private mutating func run(_ tokens: ArraySlice<Token>, locals: inout [String: Located]) -> Outcome? {
        var parser = DeclarationParser(file: file, tokens: Array(tokens))
        let base = tokens.startIndex
        while !parser.isAtEnd {
            steps += 1
            guard steps < Self.maximumSteps else { return nil }
            if parser.at(.semicolon) {
                parser.advance()
                continue
            }
            if parser.at(keyword: "let") || parser.at(keyword: "var") {
                parser.advance()
                guard parser.current.kind == .identifier || parser.current.kind == .backtickIdentifier else { return nil }
                let name = parser.name(of: parser.current)
                parser.advance()
                if parser.at(.colon) {
                    parser.advance()
                    _ = parser.parseType()
                }
                guard parser.at(operator: "=") else { return nil }
                parser.advance()
                let start = parser.index
                let expression = parser.parseExpression()
                guard parser.index > start, parser.current.isAtStartOfLine || parser.at(.semicolon) || parser.isAtEnd else { return nil }
                locals[name] = Located(expression: Self.emptyCollection(expression) ?? expression, file: file, scope: scope, locals: locals, callDepth: callDepth)
                continue
            }
            if parser.at(keyword: "if") {
                parser.advance()
                guard let outcome = runIf(&parser, base: base, tokens: tokens, locals: &locals) else { return nil }
                if case .returned = outcome { return outcome }
                continue
            }
            if parser.at(keyword: "return") {
                parser.advance()
                guard !parser.isAtEnd, !parser.current.isAtStartOfLine else { return nil }
                let start = parser.index
                let expression = parser.parseExpression()
                guard parser.index > start else { return nil }
                return .returned(Located(expression: expression, file: file, scope: scope, locals: locals, callDepth: callDepth))
            }
            guard parser.current.kind == .identifier || parser.current.kind == .backtickIdentifier,
                  locals[parser.name(of: parser.current)] != nil, changeLocal(&parser, locals: &locals) else { return nil }
        }
        return .fellThrough
    }

    /// `if` conditions `{ ... }` with an optional `else { ... }` or `else if ...`, the parser just after `if`.
    private mutating func runIf(_ parser: inout DeclarationParser, base: Int, tokens: ArraySlice<Token>, locals: inout [String: Located]) -> Outcome? {
        var holds = true
        while true {
            if parser.at(keyword: "let") || parser.at(keyword: "var") || parser.at(keyword: "case") { return nil }
            let start = parser.index
            _ = parser.parseExpression(allowsTrailingClosure: false)
            guard parser.index > start, let value = evaluateBoolean(tokens[(base + start)..<(base + parser.index)], locals: locals) else { return nil }
            holds = holds && value
            guard parser.at(.comma) else { break }
            parser.advance()
        }
        guard let then = block(&parser, base: base, tokens: tokens) else { return nil }
        var otherwise: ArraySlice<Token>?
        var elseIf = false
        if parser.at(keyword: "else") {
            parser.advance()
            if parser.at(keyword: "if") {
                elseIf = true
            } else {
                guard let block = block(&parser, base: base, tokens: tokens) else { return nil }
                otherwise = block
            }
        }
        if elseIf {
            parser.advance()
            if holds {
                // Skip the rest of the chain without running it.
                var skipped = locals
                guard runIf(&parser, base: base, tokens: tokens, locals: &skipped) != nil else { return nil }
            } else {
                return runIf(&parser, base: base, tokens: tokens, locals: &locals)
            }
        }
        guard let chosen = holds ? then : otherwise else { return .fellThrough }
        // A local declared in the branch ends with it; changes to the function's locals stay.
        var inner = locals
        guard let outcome = run(chosen, locals: &inner) else { return nil }
        for name in locals.keys { locals[name] = inner[name] }
        return outcome
    }

    /// The statements of `{ ... }` at the parser, which moves past it.
    private func block(_ parser: inout DeclarationParser, base: Int, tokens: ArraySlice<Token>) -> ArraySlice<Token>? {
        guard parser.at(.leftBrace) else { return nil }
        let open = parser.index
        _ = parser.skipBalanced()
        let close = parser.index - 1
        guard close > open, tokens[base + close].kind == .rightBrace else { return nil }
        return tokens[(base + open + 1)..<(base + close)]
    }

    /// `name.append(x)`, `name.append(contentsOf: [...])`, `name += [...]` or `name = value` for a local `name`.
    private mutating func changeLocal(_ parser: inout DeclarationParser, locals: inout [String: Located]) -> Bool {
        let name = parser.name(of: parser.current)
        guard let current = locals[name] else { return false }
        if parser.peek().kind == .operator, parser.bytesEqual(parser.peek().range, "=") || parser.bytesEqual(parser.peek().range, "+=") {
            let isAppend = parser.bytesEqual(parser.peek().range, "+=")
            parser.advance()
            parser.advance()
            let start = parser.index
            let expression = parser.parseExpression()
            guard parser.index > start else { return false }
            let value = Located(expression: expression, file: file, scope: scope, locals: locals, callDepth: callDepth)
            if isAppend {
                guard let items = closedElements(current), let added = closedElements(value) else { return false }
                locals[name] = array(items + added, at: current)
            } else {
                locals[name] = value
            }
            return true
        }
        let start = parser.index
        let expression = parser.parseExpression()
        guard parser.index > start, case .call(let callee, let arguments, let closures) = expression.kind, closures.isEmpty, arguments.count == 1,
              case .memberAccess(let receiver?, "append") = callee.kind, case .identifier(name) = receiver.kind,
              let items = closedElements(current) else { return false }
        let argument = Located(expression: arguments[0].value, file: file, scope: scope, locals: locals, callDepth: callDepth)
        switch arguments[0].label {
        case nil:
            guard let item = closed(argument) else { return false }
            locals[name] = array(items + [item], at: current)
        case "contentsOf":
            guard let added = closedElements(argument) else { return false }
            locals[name] = array(items + added, at: current)
        default:
            return false
        }
        return true
    }

    // MARK: Expressions

    /// The value of an expression's tokens: a ternary, `||`, `&&`, `+` or `!` over operands known here, or the
    /// expression as written (to be followed where it is used); `nil` when it cannot be followed.
    mutating func evaluate(_ tokens: ArraySlice<Token>, locals: [String: Located]) -> Located? {
        steps += 1
        guard steps < Self.maximumSteps, !tokens.isEmpty else { return nil }
        let range = tokens.first!.range.lowerBound..<tokens.last!.range.upperBound
        if let question = topLevel(tokens, where: { $0.kind == .operator && $0.hasLeadingSpace && file.text($0.range) == "?" }) {
            // The `:` that closes this `?`, past any ternary nested in the middle operand.
            var nested = 0
            var colon: Int?
            var depth = 0
            for index in (question + 1)..<tokens.endIndex {
                let token = tokens[index]
                depth += Self.depthChange(token)
                guard depth == 0 else { continue }
                if token.kind == .operator, token.hasLeadingSpace, file.text(token.range) == "?" {
                    nested += 1
                } else if token.kind == .colon {
                    if nested == 0 { colon = index; break }
                    nested -= 1
                }
            }
            guard let colon, let condition = evaluateBoolean(tokens[tokens.startIndex..<question], locals: locals) else { return nil }
            return evaluate(condition ? tokens[(question + 1)..<colon] : tokens[(colon + 1)...], locals: locals)
        }
        for op in ["||", "&&"] {
            let operands = split(tokens, at: op)
            guard operands.count > 1 else { continue }
            var values: [Bool] = []
            for operand in operands {
                guard let value = evaluateBoolean(operand, locals: locals) else { return nil }
                values.append(value)
            }
            let result = op == "||" ? values.contains(true) : values.allSatisfy { $0 }
            return made(.booleanLiteral(result), range: range, locals: locals)
        }
        let operands = split(tokens, at: "+")
        if operands.count > 1 {
            var values: [Located] = []
            for operand in operands {
                guard let value = evaluate(operand, locals: locals) else { return nil }
                values.append(value)
            }
            let texts = values.compactMap { bindings.stringValue($0) }
            if texts.count == values.count {
                return made(.stringLiteral([.text(texts.joined())]), range: range, locals: locals)
            }
            var items: [ExpressionSyntax] = []
            for value in values {
                guard let elements = closedElements(value) else { return nil }
                items += elements
            }
            return made(.arrayLiteral(items), range: range, locals: locals)
        }
        if tokens.first!.kind == .operator, file.text(tokens.first!.range) == "!", !tokens.first!.hasTrailingSpace, tokens.count > 1 {
            guard let value = evaluateBoolean(tokens.dropFirst(), locals: locals) else { return nil }
            return made(.booleanLiteral(!value), range: range, locals: locals)
        }
        var parser = DeclarationParser(file: file, tokens: Array(tokens))
        let expression = parser.parseExpression()
        guard parser.isAtEnd else { return nil }
        if case .opaque = expression.kind { return nil }
        return Located(expression: Self.emptyCollection(expression) ?? expression, file: file, scope: scope, locals: locals, callDepth: callDepth)
    }

    /// A boolean the tokens evaluate to, followed through parameters and constants.
    private mutating func evaluateBoolean(_ tokens: ArraySlice<Token>, locals: [String: Located]) -> Bool? {
        guard let value = evaluate(tokens, locals: locals) else { return nil }
        guard case .booleanLiteral(let flag) = bindings.resolve(value).expression.kind else { return nil }
        return flag
    }

    /// The index of the first token outside brackets that matches.
    private func topLevel(_ tokens: ArraySlice<Token>, where matches: (Token) -> Bool) -> Int? {
        var depth = 0
        for index in tokens.indices {
            let change = Self.depthChange(tokens[index])
            depth += change
            if change == 0, depth == 0, matches(tokens[index]) { return index }
        }
        return nil
    }

    /// How a token changes the bracket depth: +1 for an opener, -1 for a closer, 0 otherwise.
    private static func depthChange(_ token: Token) -> Int {
        switch token.kind {
        case .leftParen, .leftSquare, .leftBrace: 1
        case .rightParen, .rightSquare, .rightBrace: -1
        default: 0
        }
    }

    /// The operands of an infix operator (spaced alike on both sides) outside brackets.
    private func split(_ tokens: ArraySlice<Token>, at op: String) -> [ArraySlice<Token>] {
        var operands: [ArraySlice<Token>] = []
        var start = tokens.startIndex
        var depth = 0
        for index in tokens.indices {
            let token = tokens[index]
            depth += Self.depthChange(token)
            if depth == 0, token.kind == .operator, index > tokens.startIndex, token.hasLeadingSpace == token.hasTrailingSpace, file.text(token.range) == op {
                operands.append(tokens[start..<index])
                start = index + 1
            }
        }
        guard !operands.isEmpty else { return [tokens] }
        operands.append(tokens[start...])
        return operands.contains { $0.isEmpty } ? [] : operands
    }

    // MARK: Values

    /// `[T]()` and `[K: V]()` as the empty literals they make.
    static func emptyCollection(_ expression: ExpressionSyntax) -> ExpressionSyntax? {
        guard case .call(let callee, let arguments, let closures) = expression.kind, arguments.isEmpty, closures.isEmpty else { return nil }
        switch callee.kind {
        case .arrayLiteral(let items) where items.count == 1: return ExpressionSyntax(.arrayLiteral([]), range: expression.range)
        case .dictionaryLiteral(let elements) where elements.count == 1: return ExpressionSyntax(.dictionaryLiteral([]), range: expression.range)
        default: return nil
        }
    }

    /// A value that means the same wherever it is written: a string (interpolations followed), a boolean, a
    /// number, `nil` or an implicit member (`.mac`); `nil` for anything else.
    private func closed(_ value: Located) -> ExpressionSyntax? {
        let resolved = bindings.resolve(value)
        if let text = bindings.stringValue(resolved) { return ExpressionSyntax(.stringLiteral([.text(text)]), range: resolved.expression.range) }
        switch resolved.expression.kind {
        case .booleanLiteral, .integerLiteral, .floatLiteral, .nilLiteral, .memberAccess(base: nil, name: _): return resolved.expression
        default: return nil
        }
    }

    /// The elements of an array, each closed; `nil` when it is not an array literal or an element is not closed.
    private func closedElements(_ value: Located) -> [ExpressionSyntax]? {
        let resolved = bindings.resolve(value)
        guard case .arrayLiteral(let items) = resolved.expression.kind else { return nil }
        var result: [ExpressionSyntax] = []
        for item in items {
            guard let element = closed(resolved.with(item)) else { return nil }
            result.append(element)
        }
        return result
    }

    private func array(_ items: [ExpressionSyntax], at place: Located) -> Located {
        made(.arrayLiteral(items), range: place.expression.range, locals: [:])
    }

    /// A value worked out here, placed in the function being evaluated.
    private func made(_ kind: ExpressionSyntax.Kind, range: Range<Int>, locals: [String: Located]) -> Located {
        Located(expression: ExpressionSyntax(kind, range: range), file: file, scope: scope, locals: locals, callDepth: callDepth)
    }
}
