#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Computed properties of the helpers' enums, applied to a case known here (`SDK.catalyst.destinations`, or
/// `sdk.nameSuffix` where the parameter `sdk: SDK` was passed `.catalyst`).
///
/// A property is followed only when its getter is `switch self { case .a: <literal> ... }` (patterns that are
/// cases' names, or `.b(let x)` for another case; `default` and `return` allowed) or one literal: the value for a
/// case is then certain, as Swift would compute it. A getter doing anything else, a pattern binding the values of
/// the case asked for, or a value that is not a literal: the value stays as written, and the reader reports it.
///
/// ```swift
/// // enum SDK { case native, catalyst
/// //     var suffix: String { switch self { case .native: "Mac" case .catalyst: "" } } }
/// // SDK.native.suffix is read as "Mac".
/// ```
extension TuistBindings {
    /// An instance property's accessor block, of a helper type (an enum, or an extension of one).
    struct InstanceProperty {
        var file: SourceFile
        /// From `{` to `}`.
        var block: Range<Int>
        var scope: String
    }

    /// How many bases deep `a.b.c` is followed through enum cases.
    static let maximumMemberNesting = 4

    /// The qualified name of the enum a name refers to from a scope, as `lookUp` finds constants.
    func enumNamed(_ name: String, from scope: String) -> String? {
        var prefix = Substring(scope)
        while !prefix.isEmpty {
            if enumCases[prefix + name] != nil { return String(prefix + name) }
            prefix = prefix.dropLast()
            prefix = prefix[..<(prefix.lastIndex(of: ".").map { prefix.index(after: $0) } ?? prefix.startIndex)]
        }
        return enumCases[name] != nil ? name : nil
    }

    /// The enum and case a value names (`SDK.catalyst`); `nil` for anything else.
    func enumCase(of value: Located) -> (enumName: String, caseName: String)? {
        guard case .memberAccess(let base?, let caseName) = value.expression.kind, let typeName = Self.referencedName(base),
              let enumName = enumNamed(typeName, from: value.scope), enumCases[enumName]?.contains(caseName) == true else { return nil }
        return (enumName, caseName)
    }

    /// An argument for a parameter of enum type written as an implicit member (`.catalyst` for `sdk: SDK`), made
    /// explicit (`SDK.catalyst`) so that its properties can be followed; any other value as it is.
    func explicitCase(_ value: Located, type: TypeSyntax?, typeScope: String) -> Located {
        guard case .named(let components)? = type?.withoutAttributes, components.allSatisfy(\.genericArguments.isEmpty),
              let enumName = enumNamed(components.map(\.name).joined(separator: "."), from: typeScope) else { return value }
        let resolved = resolve(value)
        guard case .memberAccess(nil, let caseName) = resolved.expression.kind, enumCases[enumName]?.contains(caseName) == true else { return value }
        let range = resolved.expression.range
        let typeExpression = enumName.split(separator: ".").reduce(nil as ExpressionSyntax?) { base, component in
            base.map { ExpressionSyntax(.memberAccess(base: $0, name: String(component)), range: range) } ?? ExpressionSyntax(.identifier(String(component)), range: range)
        }
        guard let typeExpression else { return value }
        // Qualified from the top level, so it means the same wherever it is used.
        return Located(expression: ExpressionSyntax(.memberAccess(base: typeExpression, name: caseName), range: range), file: resolved.file, scope: "", locals: resolved.locals, callDepth: resolved.callDepth)
    }

    /// `base.property` where the base is an enum case known here and the property's getter gives a literal for it.
    func caseProperty(_ value: Located, nesting: Int) -> Located? {
        guard nesting < Self.maximumMemberNesting, case .memberAccess(let base?, let name) = value.expression.kind else { return nil }
        let subject = resolve(value.with(base), nesting: nesting + 1)
        guard let (enumName, caseName) = enumCase(of: subject), let property = instanceProperties[enumName + "." + name],
              let expression = Self.getterValue(property, caseName: caseName) else { return nil }
        return Located(expression: expression, file: property.file, scope: property.scope, locals: nil, callDepth: value.callDepth)
    }

    /// The literal a getter returns for a case: `switch self { case .a, .b: literal ... default: literal }` or one
    /// literal; `nil` otherwise.
    static func getterValue(_ property: InstanceProperty, caseName: String) -> ExpressionSyntax? {
        guard property.block.upperBound <= property.file.bytes.count else { return nil }
        var tokens = Lexer.tokenize(property.file, in: property.block).filter { $0.kind != .endOfFile }
        guard tokens.count >= 2, tokens.first?.kind == .leftBrace, tokens.last?.kind == .rightBrace else { return nil }
        tokens = Array(tokens[1..<(tokens.count - 1)])
        // `get { ... }` alone.
        if tokens.count >= 3, tokens[0].kind == .identifier, property.file.text(tokens[0].range) == "get", tokens[1].kind == .leftBrace, tokens.last?.kind == .rightBrace {
            tokens = Array(tokens[2..<(tokens.count - 1)])
        }
        var parser = DeclarationParser(file: property.file, tokens: tokens)
        _ = parser.consume(keyword: "return")
        guard parser.consume(keyword: "switch") else {
            let expression = parser.parseExpression()
            return parser.isAtEnd && isLiteral(expression) ? expression : nil
        }
        guard parser.consume(keyword: "self"), parser.at(.leftBrace) else { return nil }
        parser.advance()
        var chosen: ExpressionSyntax?
        var fallback: ExpressionSyntax?
        while !parser.at(.rightBrace) {
            var matches = false
            var isDefault = false
            if parser.consume(keyword: "default") {
                isDefault = true
            } else {
                guard parser.consume(keyword: "case") else { return nil }
                repeat {
                    // A case's name, `.a`; or `.b(let x)`, which matches only the case `b`.
                    guard parser.at(.period), parser.peek().kind == .identifier || parser.peek().kind == .backtickIdentifier else { return nil }
                    parser.advance()
                    let name = parser.name(of: parser.current)
                    parser.advance()
                    if parser.at(.leftParen) {
                        guard name != caseName else { return nil }
                        parser.skipBalanced()
                    } else if name == caseName {
                        matches = true
                    }
                } while parser.consume(.comma) != nil
            }
            guard parser.consume(.colon) != nil else { return nil }
            _ = parser.consume(keyword: "return")
            let start = parser.index
            let expression = parser.parseExpression()
            guard parser.index > start, parser.at(keyword: "case") || parser.at(keyword: "default") || parser.at(.rightBrace) else { return nil }
            if matches, chosen == nil { chosen = expression }
            if isDefault { fallback = expression }
        }
        parser.advance()
        guard parser.isAtEnd, let value = chosen ?? fallback, isLiteral(value) else { return nil }
        return value
    }

    /// A value written out in full: a string without interpolation, a number, a boolean, `nil`, an implicit member
    /// (with literal arguments), or an array or dictionary of these.
    static func isLiteral(_ expression: ExpressionSyntax) -> Bool {
        switch expression.kind {
        case .stringLiteral(let segments):
            return segments.allSatisfy { if case .text = $0 { true } else { false } }
        case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .memberAccess(base: nil, name: _):
            return true
        case .call(let callee, let arguments, let closures):
            guard case .memberAccess(nil, _) = callee.kind, closures.isEmpty else { return false }
            return arguments.allSatisfy { isLiteral($0.value) }
        case .arrayLiteral(let items):
            return items.allSatisfy(isLiteral)
        case .dictionaryLiteral(let elements):
            return elements.allSatisfy { isLiteral($0.key) && isLiteral($0.value) }
        default:
            return false
        }
    }
}
