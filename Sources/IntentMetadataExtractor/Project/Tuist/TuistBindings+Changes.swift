#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The statements of a manifest that change a top-level `var` after its declaration.
///
/// A manifest may build its target list in steps (`var targets = [app]`, then `targets += [widget]` or
/// `targets.append(widget)`) so the compiler type-checks it faster. Such a change written at the top level runs
/// whenever the manifest runs, so its elements are added to the variable's value. A change inside an `if`, a loop,
/// a function or a `#if` depends on what this tool does not run (an environment variable, say): it is kept as a
/// change not read, which the reader reports, and nothing is guessed.
extension TuistBindings {
    /// A change of a top-level variable that is not read.
    struct UnreadChange {
        var name: String
        /// Where the change is written (an empty expression at the changed name).
        var location: Located
    }

    /// Adds to the manifest's top-level variables the elements its top-level statements append, and returns the
    /// changes it cannot follow.
    ///
    /// - Parameters:
    ///   - file: the manifest.
    ///   - variables: the names of the manifest's top-level `var`s.
    mutating func applyTopLevelChanges(in file: SourceFile, variables: Set<String>) -> [UnreadChange] {
        guard !variables.isEmpty else { return [] }
        let tokens = Lexer.tokenize(file)
        var unread: [UnreadChange] = []
        var depth = 0
        var conditionalDepth = 0
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .leftParen, .leftSquare, .leftBrace:
                depth += 1
            case .rightParen, .rightSquare, .rightBrace:
                depth = max(0, depth - 1)
            case .poundKeyword:
                let word = file.text(token.range)
                if word == "#if" { conditionalDepth += 1 } else if word == "#endif" { conditionalDepth = max(0, conditionalDepth - 1) }
            case .identifier, .backtickIdentifier:
                let name = file.text(token.range).trimming(charactersIn: "`")
                guard variables.contains(name), index + 1 < tokens.count else { break }
                let previous = index > 0 ? tokens[index - 1] : nil
                // `x.targets`, `var targets`, `let targets`, `targets:` (a label) are not changes of the variable.
                if let previous, previous.kind == .period { break }
                if let previous, previous.kind == .identifier, ["var", "let"].contains(file.text(previous.range)) { break }
                guard let change = change(at: index, tokens: tokens, file: file) else { break }
                let location = Located(expression: ExpressionSyntax(.opaque, range: token.range), file: file)
                if depth == 0, conditionalDepth == 0, let added = change.added, let current = values[name],
                   case .arrayLiteral(let items) = resolve(current).expression.kind {
                    let base = resolve(current)
                    values[name] = base.with(ExpressionSyntax(.arrayLiteral(items + added), range: base.expression.range))
                } else {
                    unread.append(UnreadChange(name: name, location: location))
                }
                index = change.end
                continue
            default:
                break
            }
            index += 1
        }
        return unread
    }

    /// The change a statement starting at a variable's name makes: the elements it appends when it is
    /// `name += [...]`, `name.append(x)` or `name.append(contentsOf: [...])`, else `nil` elements (a change not
    /// followed: `name = ...`, `name.insert(...)`, `name += other`); `nil` when the name is only read.
    private func change(at index: Int, tokens: [Token], file: SourceFile) -> (added: [ExpressionSyntax]?, end: Int)? {
        let next = tokens[index + 1]
        if next.kind == .operator {
            let op = file.text(next.range)
            guard op.hasSuffix("="), !["==", "!=", "<=", ">=", "==="].contains(op) else { return nil }
            var parser = DeclarationParser(file: file, tokens: Array(tokens[(index + 2)...]))
            let value = parser.parseExpression()
            let end = index + 2 + parser.index
            if op == "+=", case .arrayLiteral(let items) = value.kind { return (items, end) }
            return (nil, end)
        }
        guard next.kind == .period, index + 2 < tokens.count else { return nil }
        let method = file.text(tokens[index + 2].range)
        let mutating = ["append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "replaceSubrange", "sort", "reverse", "shuffle"]
        guard mutating.contains(method) else { return nil }
        var parser = DeclarationParser(file: file, tokens: Array(tokens[index...]))
        let value = parser.parseExpression()
        let end = index + max(1, parser.index)
        guard method == "append", case .call(_, let arguments, let closures) = value.kind, arguments.count == 1, closures.isEmpty else { return (nil, end) }
        switch arguments[0].label {
        case nil:
            return ([arguments[0].value], end)
        case "contentsOf":
            if case .arrayLiteral(let items) = arguments[0].value.kind { return (items, end) }
            return (nil, end)
        default:
            return (nil, end)
        }
    }
}
