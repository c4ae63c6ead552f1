import IntentMetadataExtractor

/// What a parse found, without positions and with white space dropped from source texts: two layouts of one
/// file that the compiler reads alike must have the same shape. Each declaration is one line (indented by its
/// nesting) with its kind, name, modifiers, attribute names, generic and inheritance clauses, bindings (names,
/// types, initializer expressions, accessors), signature and enum cases; `#if` clauses are lines of their own.
enum DeclarationShape {
    static func lines(of syntax: SourceFileSyntax) -> [String] {
        var lines: [String] = []
        append(syntax.items, depth: 0, to: &lines)
        return lines
    }

    private static func append(_ items: [DeclarationItemSyntax], depth: Int, to lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        for item in items {
            switch item {
            case .declaration(let declaration):
                lines.append(indent + describe(declaration))
                append(declaration.members, depth: depth + 1, to: &lines)
            case .conditional(let block):
                for clause in block.clauses {
                    lines.append(indent + "#clause " + (clause.condition.map(describe) ?? "else"))
                    append(clause.elements, depth: depth + 1, to: &lines)
                }
                lines.append(indent + "#endif")
            }
        }
    }

    static func describe(_ declaration: DeclarationSyntax) -> String {
        var parts = [declaration.kind.rawValue, compact(declaration.name)]
        if !declaration.modifiers.isEmpty { parts.append("modifiers[\(declaration.modifiers.joined(separator: " "))]") }
        if !declaration.attributes.isEmpty {
            parts.append("attributes[\(declaration.attributes.map { "\($0.name)\($0.arguments.map { "(\(describe($0)))" } ?? "")" }.joined(separator: " "))]")
        }
        if !declaration.conditionalAttributes.isEmpty { parts.append("conditionalAttributes[\(declaration.conditionalAttributes.count)]") }
        if let generics = declaration.genericParameterClause { parts.append("generics[\(compact(generics))]") }
        if !declaration.inheritedTypes.isEmpty { parts.append("inherits[\(declaration.inheritedTypes.map { compact($0.text) }.joined(separator: ","))]") }
        if let clause = declaration.whereClause { parts.append("where[\(compact(clause))]") }
        if let aliased = declaration.aliasedType { parts.append("aliases[\(compact(aliased.text))]") }
        for binding in declaration.bindings {
            var text = "binding[\(compact(binding.name))"
            if let type = binding.type { text += ": \(compact(type.text))" }
            if let initializer = binding.initializer { text += " = \(describe(initializer))" }
            if let accessors = binding.accessors {
                text += " accessors(observers: \(accessors.hasObservers)"
                if let statements = accessors.getterStatements { text += ", get: \(describe(statements))" }
                text += ")"
            }
            parts.append(text + "]")
        }
        if let signature = declaration.signature {
            let parameters = signature.parameters.map { "\($0.label ?? "_") \($0.name): \(compact($0.type?.text ?? ""))" }
            parts.append("signature[(\(parameters.joined(separator: ", ")))\(signature.isAsync ? " async" : "")\(signature.isThrowing ? " throws" : "")"
                + (signature.returnType.map { " -> \(compact($0.text))" } ?? "") + "]")
        }
        for element in declaration.enumCaseElements {
            parts.append("case[\(element.name)\(element.hasAssociatedValues ? "(...)" : "")\(element.rawValue.map { " = \(describe($0))" } ?? "")]")
        }
        if declaration.bodyRange != nil { parts.append("body") }
        return parts.joined(separator: " ")
    }

    static func describe(_ expression: ExpressionSyntax) -> String {
        switch expression.kind {
        case .stringLiteral(let segments):
            return "string(" + segments.map { segment in
                switch segment {
                case .text(let text): return text.debugDescription
                case .interpolation(let arguments, _): return "\\(\(describe(arguments)))"
                }
            }.joined() + ")"
        case .integerLiteral(let text): return "int(\(text))"
        case .floatLiteral(let text): return "float(\(text))"
        case .booleanLiteral(let value): return "bool(\(value))"
        case .nilLiteral: return "nil"
        case .arrayLiteral(let elements): return "[\(elements.map(describe).joined(separator: ", "))]"
        case .dictionaryLiteral(let pairs): return "[\(pairs.map { "\(describe($0.key)): \(describe($0.value))" }.joined(separator: ", "))]"
        case .identifier(let name): return "id(\(name))"
        case .memberAccess(let base, let name): return "\(base.map(describe) ?? "").\(name)"
        case .call(let callee, let arguments, let closures):
            return "call(\(describe(callee))(\(describe(arguments)))\(closures.map { " {\(describe($0.statements))}" }.joined()))"
        case .keyPath(let root, let components): return "keyPath(\(root ?? "")\\.\(components.joined(separator: ".")))"
        case .closure(let closure): return "closure{\(describe(closure.statements))}"
        case .tuple(let arguments): return "tuple(\(describe(arguments)))"
        case .cast(let value, let type): return "cast(\(describe(value)) as \(compact(type.text)))"
        case .opaque: return "opaque"
        }
    }

    static func describe(_ arguments: [ArgumentSyntax]) -> String {
        arguments.map { ($0.label.map { "\($0): " } ?? "") + describe($0.value) }.joined(separator: ", ")
    }

    static func describe(_ statements: [StatementSyntax]) -> String {
        statements.map { statement in
            switch statement {
            case .expression(let expression): return describe(expression)
            case .return(let value, _): return "return \(value.map(describe) ?? "")"
            case .if(let statement):
                return "if(\(statement.conditions.count)){\(describe(statement.thenBranch))}"
                    + (statement.elseBranch.map { "else{\(describe($0))}" } ?? "")
            case .conditional(let block):
                return "#if(" + block.clauses.map { "\($0.condition.map(describe) ?? "else"): \(describe($0.elements))" }.joined(separator: " | ") + ")"
            case .other: return "other"
            }
        }.joined(separator: "; ")
    }

    static func describe(_ condition: CompilationCondition) -> String {
        switch condition {
        case .flag(let name): return name
        case .boolean(let value): return "\(value)"
        case .platformCondition(let name, let argument): return "\(name)(\(argument))"
        case .not(let inner): return "!\(describe(inner))"
        case .and(let left, let right): return "(\(describe(left)) && \(describe(right)))"
        case .or(let left, let right): return "(\(describe(left)) || \(describe(right)))"
        case .invalid(let text): return "invalid(\(compact(text)))"
        }
    }

    /// Source text without white space, so that a line break or a space moved inside it does not count.
    static func compact(_ text: String) -> String {
        String(text.unicodeScalars.filter { !($0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r") })
    }
}
