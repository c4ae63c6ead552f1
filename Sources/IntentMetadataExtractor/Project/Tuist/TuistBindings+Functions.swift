import Foundation

/// Calls of the functions a Tuist manifest declares (`func appTarget(name: String) -> Target` in the manifest or in
/// `Tuist/ProjectDescriptionHelpers`, or a static function of a helper type called as `Type.function(...)`),
/// followed to the value they return.
///
/// A manifest often makes similar targets with a function of its own. Such a call is read when the call's arguments
/// match the parameters one for one (labels as written; a parameter left to its default value is not known here)
/// and the body is one `TuistFunctionEvaluator` follows step by step without guessing. Otherwise the call stays as
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
        guard let function = function(named: name, from: value.scope, labels: arguments.map { $0.label ?? "_" }),
              let parameters = function.declaration.signature?.parameters else { return nil }
        var bound: [String: Located] = [:]
        for (parameter, argument) in zip(parameters, arguments) where parameter.name != "_" {
            bound[parameter.name] = value.with(argument.value)
        }
        var evaluator = TuistFunctionEvaluator(bindings: self, file: function.file, scope: function.scope, callDepth: value.callDepth + 1)
        return evaluator.evaluateBody(of: function.declaration, parameters: bound)
    }

    /// A binary or ternary operation inside a function body (`["DEBUG"] + conditions`, `flag ? "A" : "B"`), which
    /// the parser keeps as opaque: evaluated when its operands are known. Outside a function nothing is evaluated.
    func evaluateOperators(_ value: Located) -> Located? {
        guard value.locals != nil, case .opaque = value.expression.kind, !value.expression.range.isEmpty,
              value.expression.range.upperBound <= value.file.bytes.count else { return nil }
        let tokens = Lexer.tokenize(value.file, in: value.expression.range).filter { $0.kind != .endOfFile }
        var evaluator = TuistFunctionEvaluator(bindings: self, file: value.file, scope: value.scope, callDepth: value.callDepth)
        return evaluator.evaluate(tokens[...], locals: value.locals ?? [:])
    }

    /// The one function a call names whose parameter labels are the call's (`_` for an unlabeled argument), looked up
    /// from the caller's scope as constants are; `nil` when none or several match, or when its parameters include
    /// a variadic or `inout` one.
    func function(named name: String, from scope: String, labels: [String]) -> Function? {
        var prefix = Substring(scope)
        var candidates: [Function]?
        while candidates == nil, !prefix.isEmpty {
            candidates = functions[prefix + name]
            prefix = prefix.dropLast()
            prefix = prefix[..<(prefix.lastIndex(of: ".").map { prefix.index(after: $0) } ?? prefix.startIndex)]
        }
        let matching = (candidates ?? functions[name] ?? []).filter { function in
            guard let signature = function.declaration.signature, signature.parameters.map({ $0.label ?? "_" }) == labels,
                  let body = function.declaration.bodyRange else { return false }
            let head = function.file.text(function.declaration.range.lowerBound..<max(function.declaration.range.lowerBound, body.lowerBound))
            return !head.contains("...") && !head.contains("inout")
        }
        return matching.count == 1 ? matching[0] : nil
    }
}
