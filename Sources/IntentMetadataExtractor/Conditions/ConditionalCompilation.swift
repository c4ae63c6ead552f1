/// Resolves `#if` blocks: keeps only the branches active in an environment.
package enum ConditionalCompilation {
    /// The active declarations of a list, with `#if` blocks replaced by their active branch, members included.
    package static func activeDeclarations(_ items: [DeclarationItemSyntax], in environment: CompilationEnvironment) -> [DeclarationSyntax] {
        var result: [DeclarationSyntax] = []
        // An explicit work list keeps this iterative over `#if` nesting.
        var pending: [ArraySlice<DeclarationItemSyntax>] = [items[...]]
        while var slice = pending.popLast() {
            guard let item = slice.popFirst() else { continue }
            pending.append(slice)
            switch item {
            case .declaration(var declaration):
                for block in declaration.conditionalAttributes {
                    declaration.attributes += activeClause(of: block, in: environment)?.elements ?? []
                }
                if !declaration.members.isEmpty {
                    declaration.members = activeDeclarations(declaration.members, in: environment).map { .declaration($0) }
                }
                result.append(declaration)
            case .conditional(let block):
                if let clause = activeClause(of: block, in: environment) {
                    pending.append(clause.elements[...])
                }
            }
        }
        return result
    }

    /// The active statements of a list, `#if` blocks resolved, `if` branches kept as they are.
    package static func activeStatements(_ statements: [StatementSyntax], in environment: CompilationEnvironment) -> [StatementSyntax] {
        var result: [StatementSyntax] = []
        for statement in statements {
            if case .conditional(let block) = statement {
                if let clause = activeClause(of: block, in: environment) {
                    result += activeStatements(clause.elements, in: environment)
                }
            } else {
                result.append(statement)
            }
        }
        return result
    }

    /// The first clause whose condition holds (or the `#else`), if any.
    package static func activeClause<Element>(of block: ConditionalBlockSyntax<Element>, in environment: CompilationEnvironment) -> ConditionalBlockSyntax<Element>.Clause? {
        block.clauses.first { clause in
            clause.condition.map { $0.evaluate(in: environment) } ?? true
        }
    }
}
