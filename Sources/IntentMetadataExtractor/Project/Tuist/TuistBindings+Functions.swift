#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Calls of the functions a Tuist manifest declares (`func appTarget(name: String) -> Target` in the manifest or in
/// `Tuist/ProjectDescriptionHelpers`, or a static function of a helper type called as `Type.function(...)`),
/// followed to the value they return.
///
/// A manifest often makes similar targets with a function of its own. Such a call is read when the call's arguments
/// match the parameters in order (labels as written; a parameter left out takes its default value as written) and
/// the body is one `TuistFunctionEvaluator` follows step by step without guessing. Otherwise the call stays as
/// written, and the reader reports what it could not read.
extension TuistBindings {
    /// A function the manifest or a helper declares.
    struct Function {
        var declaration: DeclarationSyntax
        var file: SourceFile
        /// The type it is a static member of (`Target.`), whose static members its body may name unqualified; empty
        /// at the top level.
        var scope: String
    }

    /// How many calls deep functions are followed.
    static let maximumCallDepth = 8

    /// The value a call of a manifest function returns, with its parameters and locals bound; `nil` when the value
    /// is not a call of one, or the call cannot be followed.
    func evaluateCall(_ value: Located) -> Located? {
        guard value.callDepth < Self.maximumCallDepth, case .call(let callee, let arguments, let closures) = value.expression.kind,
              closures.isEmpty, let name = Self.referencedName(callee) else { return nil }
        // A parameter or local constant of the caller is not a function of the manifest.
        if value.locals?[String(name.prefix { $0 != "." })] != nil { return nil }
        guard let (function, matched) = function(named: name, from: value.scope, labels: arguments.map { $0.label ?? "_" }),
              let parameters = function.declaration.signature?.parameters else { return nil }
        var bound: [String: Located] = [:]
        for (parameter, argument) in zip(parameters, matched) where parameter.name != "_" {
            let argumentValue: Located
            switch argument {
            case .argument(let index):
                argumentValue = value.with(arguments[index].value)
            case .defaultValue(let expression):
                // A default value is written in the function's own context.
                argumentValue = Located(expression: expression, file: function.file, scope: function.scope, locals: [:], callDepth: value.callDepth + 1)
            }
            bound[parameter.name] = explicitCase(argumentValue, type: parameter.type, typeScope: function.scope)
        }
        var evaluator = TuistFunctionEvaluator(bindings: self, file: function.file, scope: function.scope, callDepth: value.callDepth + 1)
        return evaluator.evaluateBody(of: function.declaration, parameters: bound)
    }

    /// A binary or ternary operation (`["DEBUG"] + conditions`, `flag ? "A" : "B"`), which the parser keeps as
    /// opaque: evaluated when its operands are known (strings or arrays of literals for `+`, a boolean for `?:`).
    func evaluateOperators(_ value: Located) -> Located? {
        guard case .opaque = value.expression.kind, !value.expression.range.isEmpty,
              value.expression.range.upperBound <= value.file.bytes.count else { return nil }
        let tokens = Lexer.tokenize(value.file, in: value.expression.range).filter { $0.kind != .endOfFile }
        var evaluator = TuistFunctionEvaluator(bindings: self, file: value.file, scope: value.scope, callDepth: value.callDepth)
        return evaluator.evaluate(tokens[...], locals: value.locals ?? [:])
    }

    /// What a parameter of a call stands for: the call's argument at an index, or the parameter's default value.
    enum Argument {
        case argument(Int)
        case defaultValue(ExpressionSyntax)
    }

    /// The one function a call names whose parameters take the call's arguments, by label (`_` for an unlabeled
    /// argument) in order, each parameter the call leaves out having a default value; with what each parameter
    /// stands for. Looked up from the caller's scope as constants are; `nil` when none or several match, or when
    /// its parameters include a variadic or `inout` one.
    func function(named name: String, from scope: String, labels: [String]) -> (Function, [Argument])? {
        var prefix = Substring(scope)
        var candidates: [Function]?
        while candidates == nil, !prefix.isEmpty {
            candidates = functions[prefix + name]
            prefix = prefix.dropLast()
            prefix = prefix[..<(prefix.lastIndex(of: ".").map { prefix.index(after: $0) } ?? prefix.startIndex)]
        }
        let matching: [(Function, [Argument])] = (candidates ?? functions[name] ?? []).compactMap { function in
            guard let signature = function.declaration.signature, let body = function.declaration.bodyRange else { return nil }
            let head = function.file.text(function.declaration.range.lowerBound..<max(function.declaration.range.lowerBound, body.lowerBound))
            // Byte searches: `String.contains` of a string goes through the generic searcher of _StringProcessing,
            // which was a seventh of Black-Highlighter's run.
            guard head.firstRange(ofBytes: "...") == nil, head.firstRange(ofBytes: "inout") == nil else { return nil }
            let parameterLabels = signature.parameters.map { $0.label ?? "_" }
            if parameterLabels == labels { return (function, labels.indices.map { Argument.argument($0) }) }
            // Some parameters left to their default values.
            guard labels.count < parameterLabels.count, let defaults = Self.defaultValues(of: function), defaults.count == parameterLabels.count else { return nil }
            var matched: [Argument] = []
            var next = 0
            for (index, label) in parameterLabels.enumerated() {
                if next < labels.count, labels[next] == label {
                    matched.append(.argument(next))
                    next += 1
                } else if let defaultValue = defaults[index] {
                    matched.append(.defaultValue(defaultValue))
                } else {
                    return nil
                }
            }
            return next == labels.count ? (function, matched) : nil
        }
        return matching.count == 1 ? matching[0] : nil
    }

    /// The default value of each parameter of a function (`nil` for one without), read from its parameter clause;
    /// `nil` when the clause cannot be read.
    static func defaultValues(of function: Function) -> [ExpressionSyntax?]? {
        let declaration = function.declaration
        guard let body = declaration.bodyRange, declaration.nameRange.upperBound <= body.lowerBound, body.lowerBound <= function.file.bytes.count else { return nil }
        let tokens = Lexer.tokenize(function.file, in: declaration.nameRange.upperBound..<body.lowerBound).filter { $0.kind != .endOfFile }
        guard let open = tokens.firstIndex(where: { $0.kind == .leftParen }) else { return nil }
        var values: [ExpressionSyntax?] = []
        var depth = 0
        var start = open + 1
        var closed = false
        for index in (open + 1)..<tokens.count {
            switch tokens[index].kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen where depth == 0, .comma where depth == 0:
                if index > start || tokens[index].kind == .comma {
                    guard let value = defaultValue(in: tokens[start..<index], file: function.file) else { return nil }
                    values.append(value)
                }
                start = index + 1
                if tokens[index].kind == .rightParen { closed = true }
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            default: break
            }
            if closed { break }
        }
        return closed ? values : nil
    }

    /// The default value after `=` in one parameter's tokens: `.some(nil)` without one, `nil` when unreadable.
    private static func defaultValue(in tokens: ArraySlice<Token>, file: SourceFile) -> ExpressionSyntax?? {
        var depth = 0
        for index in tokens.indices {
            switch tokens[index].kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            case .operator where depth == 0 && file.text(tokens[index].range) == "=":
                var parser = DeclarationParser(file: file, tokens: Array(tokens[(index + 1)...]))
                guard !parser.isAtEnd else { return nil }
                let expression = parser.parseExpression()
                return parser.isAtEnd ? .some(expression) : nil
            default: break
            }
        }
        return .some(nil)
    }
}
