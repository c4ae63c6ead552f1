import SwiftSyntax

/// Walks one parsed file and records every declaration that can add or pass on a conformance, and every
/// generic constraint, in all `#if` branches at once.
///
/// `SyntaxVisitor` descends into every clause of an `#if`, active or not, so no condition that depends on the
/// build (`os(iOS)`, `DEBUG`, `compiler(>=6)`) is evaluated; each record keeps the clauses it sits under, for
/// reporting. The one exception is a clause no build ever compiles, whatever its configuration: one whose
/// condition is the constant `false` (`#if false`, `#if !true`, `#if DEBUG && false`), or one after a
/// clause whose condition is the constant `true` (the `#else` of `#if true`). Its declarations are not code of
/// the app, so they are not counted.
final class DeclarationCollector: SyntaxVisitor {
    private let file: String
    private let converter: SourceLocationConverter
    private(set) var declarations: [DeclarationRecord] = []
    private(set) var constraints: [ConstraintRecord] = []

    init(file: String, tree: SourceFileSyntax) {
        self.file = file
        self.converter = SourceLocationConverter(fileName: file, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        Self.isNeverCompiled(node) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        recordNominal(.struct, node, name: node.name, inheritance: node.inheritanceClause, attributes: node.attributes)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        recordNominal(.enum, node, name: node.name, inheritance: node.inheritanceClause, attributes: node.attributes)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        recordNominal(.class, node, name: node.name, inheritance: node.inheritanceClause, attributes: node.attributes)
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        recordNominal(.actor, node, name: node.name, inheritance: node.inheritanceClause, attributes: node.attributes)
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        var inherited = Self.names(in: node.inheritanceClause)
        // `protocol P where Self: AppIntent` refines AppIntent as much as `protocol P: AppIntent` does.
        for requirement in node.genericWhereClause?.requirements ?? [] {
            if case .conformanceRequirement(let conformance) = requirement.requirement,
               conformance.leftType.trimmedDescription == "Self" {
                inherited += Self.names(in: conformance.rightType)
            }
        }
        recordNominal(.protocol, node, name: node.name, inheritedNames: inherited, attributes: node.attributes)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let path = Self.path(of: node.extendedType)
        declarations.append(DeclarationRecord(
            kind: .extension,
            path: path,
            simpleName: path.split(separator: ".").last.map(String.init) ?? path,
            inheritedNames: Self.names(in: node.inheritanceClause),
            attributeNames: Self.attributeNames(node.attributes),
            location: location(of: node.extendedType),
            isLocal: Self.isLocal(node)
        ))
        recordWhereClause(node.genericWhereClause, reason: "requirement in an extension's 'where' clause (a conditional conformance's condition or a constrained extension): declares no type")
        return .visitChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        recordNominal(.typealias, node, name: node.name, inheritedNames: Self.names(in: node.initializer.value), attributes: node.attributes)
        return .visitChildren
    }

    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
        if let inherited = node.inheritedType {
            constraints.append(ConstraintRecord(
                description: node.trimmedDescription,
                names: Self.names(in: inherited),
                location: location(of: node),
                reason: "generic parameter constraint: declares no type"
            ))
        }
        return .visitChildren
    }

    override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind {
        // Protocols and extensions record their own clauses above.
        if node.parent?.is(ProtocolDeclSyntax.self) == true || node.parent?.is(ExtensionDeclSyntax.self) == true {
            return .visitChildren
        }
        recordWhereClause(node, reason: "generic 'where' requirement: declares no type")
        return .visitChildren
    }

    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
        if let inheritance = node.inheritanceClause {
            constraints.append(ConstraintRecord(
                description: "associatedtype \(node.name.text)\(inheritance.trimmedDescription)",
                names: Self.names(in: inheritance),
                location: location(of: node.name),
                reason: "associated type constraint: declares no type"
            ))
        }
        recordWhereClause(node.genericWhereClause, reason: "associated type 'where' requirement: declares no type")
        return .visitChildren
    }

    // MARK: Recording

    private func recordNominal(
        _ kind: DeclarationRecord.Kind,
        _ node: some SyntaxProtocol,
        name: TokenSyntax,
        inheritance: InheritanceClauseSyntax?,
        attributes: AttributeListSyntax
    ) {
        recordNominal(kind, node, name: name, inheritedNames: Self.names(in: inheritance), attributes: attributes)
    }

    private func recordNominal(
        _ kind: DeclarationRecord.Kind,
        _ node: some SyntaxProtocol,
        name: TokenSyntax,
        inheritedNames: [String],
        attributes: AttributeListSyntax
    ) {
        let simpleName = Self.clean(name.text)
        let outer = Self.enclosingPath(of: Syntax(node))
        declarations.append(DeclarationRecord(
            kind: kind,
            path: outer.isEmpty ? simpleName : outer + "." + simpleName,
            simpleName: simpleName,
            inheritedNames: inheritedNames,
            attributeNames: Self.attributeNames(attributes),
            location: location(of: name),
            isLocal: Self.isLocal(node)
        ))
    }

    private func recordWhereClause(_ clause: GenericWhereClauseSyntax?, reason: String) {
        for requirement in clause?.requirements ?? [] {
            if case .conformanceRequirement(let conformance) = requirement.requirement {
                constraints.append(ConstraintRecord(
                    description: conformance.trimmedDescription,
                    names: Self.names(in: conformance.rightType),
                    location: location(of: conformance),
                    reason: reason
                ))
            }
        }
    }

    private func location(of node: some SyntaxProtocol) -> SourceLocation {
        let line = node.startLocation(converter: converter, afterLeadingTrivia: true).line
        return SourceLocation(file: file, line: line, conditions: Self.conditions(of: Syntax(node)))
    }

    // MARK: Constant conditions

    /// Whether an `#if` clause is compiled by no build: its condition is constantly false, or an earlier clause's
    /// is constantly true.
    static func isNeverCompiled(_ clause: IfConfigClauseSyntax) -> Bool {
        if let condition = clause.condition, constantValue(of: condition) == false { return true }
        guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { return false }
        for earlier in clauses {
            if earlier.id == clause.id { break }
            if let condition = earlier.condition, constantValue(of: condition) == true { return true }
        }
        return false
    }

    /// The value of a condition that does not depend on the build configuration: the literals `true` and `false`,
    /// and `!`, `&&`, `||` and parentheses over them (`DEBUG && false` is false whatever `DEBUG` is); `nil` when the
    /// build decides. (`#if 0` parses, but the compiler rejects it: it is left to the build, as any condition.)
    static func constantValue(of condition: ExprSyntax) -> Bool? {
        if let literal = condition.as(BooleanLiteralExprSyntax.self) {
            return literal.literal.tokenKind == .keyword(.true)
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return constantValue(of: only.expression)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return constantValue(of: prefix.expression).map { !$0 }
        }
        // The parser leaves `a && b || c` as a flat sequence; fold it with `&&` binding tighter than `||`.
        if let sequence = condition.as(SequenceExprSyntax.self) {
            var operands: [ExprSyntax] = []
            var operators: [String] = []
            for (index, element) in sequence.elements.enumerated() {
                if index % 2 == 0 {
                    operands.append(element)
                } else if let binary = element.as(BinaryOperatorExprSyntax.self), ["&&", "||"].contains(binary.operator.text) {
                    operators.append(binary.operator.text)
                } else {
                    return nil
                }
            }
            // The `||` groups, each a conjunction of operands.
            var groups: [[ExprSyntax]] = [[operands[0]]]
            for (index, op) in operators.enumerated() {
                if op == "&&" { groups[groups.count - 1].append(operands[index + 1]) } else { groups.append([operands[index + 1]]) }
            }
            let conjunctions = groups.map { group -> Bool? in
                let values = group.map(constantValue(of:))
                if values.contains(false) { return false }
                return values.allSatisfy { $0 == true } ? true : nil
            }
            if conjunctions.contains(true) { return true }
            return conjunctions.allSatisfy { $0 == false } ? false : nil
        }
        return nil
    }

    // MARK: Syntax helpers

    /// Drops the backticks of an escaped identifier.
    static func clean(_ text: String) -> String {
        text.count >= 2 && text.hasPrefix("`") && text.hasSuffix("`") ? String(text.dropFirst().dropLast()) : text
    }

    static func names(in clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.flatMap { names(in: $0.type) } ?? []
    }

    /// The last component of every type a conformance or constraint names: `AppIntents.AppIntent` gives
    /// `AppIntent`, `@retroactive AppEntity` gives `AppEntity`, `AppIntent & Sendable` gives both.
    static func names(in type: TypeSyntax) -> [String] {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return [clean(identifier.name.text)]
        }
        if let member = type.as(MemberTypeSyntax.self) {
            return [clean(member.name.text)]
        }
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.flatMap { names(in: $0.type) }
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return names(in: attributed.baseType)
        }
        if let someOrAny = type.as(SomeOrAnyTypeSyntax.self) {
            return names(in: someOrAny.constraint)
        }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return names(in: only.type)
        }
        return []
    }

    /// A type as a dotted path without generic arguments: `Outer.Inner` for `Outer<T>.Inner`.
    static func path(of type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return clean(identifier.name.text)
        }
        if let member = type.as(MemberTypeSyntax.self) {
            return path(of: member.baseType) + "." + clean(member.name.text)
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return path(of: attributed.baseType)
        }
        return type.trimmedDescription
    }

    /// The names of the attributes, including those inside an `#if` within the attribute list.
    static func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
        attributes.flatMap { element -> [String] in
            switch element {
            case .attribute(let attribute):
                return names(in: attribute.attributeName)
            case .ifConfigDecl(let ifConfig):
                return ifConfig.clauses.flatMap { clause -> [String] in
                    guard case .attributes(let nested)? = clause.elements else { return [] }
                    return attributeNames(nested)
                }
            }
        }
    }

    /// The nesting path of the types and extensions around a declaration, outermost first.
    static func enclosingPath(of node: Syntax) -> String {
        var components: [String] = []
        var current = node.parent
        while let ancestor = current {
            if let declaration = ancestor.as(StructDeclSyntax.self) {
                components.append(clean(declaration.name.text))
            } else if let declaration = ancestor.as(EnumDeclSyntax.self) {
                components.append(clean(declaration.name.text))
            } else if let declaration = ancestor.as(ClassDeclSyntax.self) {
                components.append(clean(declaration.name.text))
            } else if let declaration = ancestor.as(ActorDeclSyntax.self) {
                components.append(clean(declaration.name.text))
            } else if let declaration = ancestor.as(ProtocolDeclSyntax.self) {
                components.append(clean(declaration.name.text))
            } else if let declaration = ancestor.as(ExtensionDeclSyntax.self) {
                components.append(path(of: declaration.extendedType))
            }
            current = ancestor.parent
        }
        return components.reversed().joined(separator: ".")
    }

    /// Whether the node is inside a function, initializer, closure or accessor body (a local type).
    static func isLocal(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(CodeBlockSyntax.self) || ancestor.is(ClosureExprSyntax.self) || ancestor.is(AccessorBlockSyntax.self) {
                return true
            }
            current = ancestor.parent
        }
        return false
    }

    /// The `#if` clauses around a node, outermost first: `#if os(iOS)`, `#elseif os(macOS)`, or
    /// `#else (of #if DEBUG)`.
    static func conditions(of node: Syntax) -> [String] {
        var clauses: [String] = []
        var current = node.parent
        while let ancestor = current {
            if let clause = ancestor.as(IfConfigClauseSyntax.self) {
                let keyword = clause.poundKeyword.text
                if let condition = clause.condition {
                    clauses.append("\(keyword) \(condition.trimmedDescription)")
                } else {
                    let first = clause.parent?.as(IfConfigClauseListSyntax.self)?.first?.condition?.trimmedDescription ?? "?"
                    clauses.append("\(keyword) (of #if \(first))")
                }
            }
            current = ancestor.parent
        }
        return clauses.reversed()
    }
}
