/// The names a parsed file gives the next round of `RelevantFileSelection`: every name a declaration declares,
/// extends, inherits, aliases or uses in a signature, and every bare name in the parts the parser reads (property
/// initializers, getters, attribute arguments, raw values), in every `#if` branch.
///
/// The recognizer resolves names found there too (`static let defaultQuery = RecipeQuery()` makes `RecipeQuery`
/// the entity's query if the module declares it), so a file declaring any of them must be parsed. Function
/// bodies are skipped by the parser and read by nobody, so their names are not needed. Member names (`.map`,
/// `.title`) are left out: a type is never named by a member access alone, only through its base.
enum NamesOfInterest {
    /// The names of one parsed file.
    static func names(in syntax: SourceFileSyntax) -> Set<String> {
        var collector = Collector(file: syntax.file)
        var pending = syntax.items
        while let item = pending.popLast() {
            switch item {
            case .conditional(let block):
                for clause in block.clauses { pending += clause.elements }
            case .declaration(let declaration):
                collector.collect(declaration)
                pending += declaration.members
            }
        }
        // Keywords are taken out once here rather than looked up for every word: hashing each word twice showed in
        // profiles of real apps. Removing the few keywords in place, rather than copying every other name into a new
        // set, is a fraction of the cost.
        var names = collector.names
        for keyword in keywords { names.remove(keyword) }
        return names
    }

    private struct Collector {
        let file: SourceFile
        var names: Set<String> = []

        mutating func collect(_ declaration: DeclarationSyntax) {
            switch declaration.kind {
            case .struct, .class, .enum, .actor, .protocol, .extension, .typealias, .associatedtype:
                addIdentifiers(in: declaration.name)
            default:
                break
            }
            for inherited in declaration.inheritedTypes { collect(inherited) }
            if let aliased = declaration.aliasedType { collect(aliased) }
            for binding in declaration.bindings {
                if let type = binding.type { collect(type) }
                if let initializer = binding.initializer { collect(initializer) }
                if let statements = binding.accessors?.getterStatements { collect(statements) }
            }
            if let signature = declaration.signature {
                for parameter in signature.parameters {
                    if let type = parameter.type { collect(type) }
                }
                if let returnType = signature.returnType { collect(returnType) }
            }
            if let clause = declaration.genericParameterClause { addIdentifiers(in: clause) }
            if let clause = declaration.whereClause { addIdentifiers(in: clause) }
            for element in declaration.enumCaseElements {
                if let rawValue = element.rawValue { collect(rawValue) }
            }
            collect(declaration.attributes)
            for block in declaration.conditionalAttributes {
                for clause in block.clauses { collect(clause.elements) }
            }
        }

        mutating func collect(_ attributes: [AttributeSyntax]) {
            for attribute in attributes {
                addIdentifiers(in: attribute.name)
                for argument in attribute.arguments ?? [] { collect(argument.value) }
            }
        }

        mutating func collect(_ statements: [StatementSyntax]) {
            for statement in statements {
                switch statement {
                case .expression(let expression):
                    collect(expression)
                case .return(let value, _):
                    if let value { collect(value) }
                case .if(let statement):
                    for condition in statement.conditions {
                        if case .other(let range) = condition { collectLexed(range) }
                    }
                    collect(statement.thenBranch)
                    collect(statement.elseBranch ?? [])
                case .conditional(let block):
                    for clause in block.clauses { collect(clause.elements) }
                case .other(let range):
                    collectLexed(range)
                }
            }
        }

        mutating func collect(_ expression: ExpressionSyntax) {
            switch expression.kind {
            case .identifier(let name):
                add(name.utf8)
            case .memberAccess(let base, _):
                if let base { collect(base) }
            case .call(let callee, let arguments, let trailingClosures):
                collect(callee)
                for argument in arguments { collect(argument.value) }
                for closure in trailingClosures { collect(closure.statements) }
            case .arrayLiteral(let elements):
                for element in elements { collect(element) }
            case .dictionaryLiteral(let elements):
                for element in elements {
                    collect(element.key)
                    collect(element.value)
                }
            case .tuple(let arguments):
                for argument in arguments { collect(argument.value) }
            case .stringLiteral(let segments):
                for case .interpolation(let arguments, _) in segments {
                    for argument in arguments { collect(argument.value) }
                }
            case .keyPath(let root, _):
                if let root { addIdentifiers(in: root) }
            case .closure(let closure):
                collect(closure.statements)
            case .cast(let value, let type):
                collect(value)
                collect(type)
            case .opaque:
                // A binary operation, a `try`, a `switch`: not modelled, so read its tokens.
                collectLexed(expression.range)
            case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral:
                break
            }
        }

        /// The names in a type: the same words as in its text, which is not built for this (`some`, `any` and
        /// the other keywords of its text are taken out at the end anyway).
        mutating func collect(_ type: TypeSyntax) {
            switch type {
            case .named(let components):
                for component in components {
                    addIdentifiers(in: component.name)
                    for argument in component.genericArguments { collect(argument) }
                }
            case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped), .array(let wrapped), .opaque(let wrapped), .existential(let wrapped):
                collect(wrapped)
            case .dictionary(let key, let value):
                collect(key)
                collect(value)
            case .tuple(let types), .composition(let types):
                for element in types { collect(element) }
            case .attributed(let attributes, let wrapped):
                for attribute in attributes { addIdentifiers(in: attribute) }
                collect(wrapped)
            case .other(let text):
                addIdentifiers(in: text)
            }
        }

        /// The identifier tokens of a range the parser did not model, except member names after a `.`.
        mutating func collectLexed(_ range: Range<Int>) {
            guard !range.isEmpty, range.upperBound <= file.bytes.count else { return }
            var previous: TokenKind?
            for token in Lexer.tokenize(file, in: range) {
                // The lexer makes a lone `.` a `.period` token, whatever its spacing.
                if token.kind == .identifier, previous != .period {
                    add(file.bytes[token.range])
                }
                previous = token.kind
            }
        }

        /// Adds each maximal run of identifier bytes in `text` (`[Shelf.Kind: Int]` gives `Shelf`, `Kind`, `Int`).
        mutating func addIdentifiers(in text: String) {
            var text = text
            text.withUTF8 { bytes in
                var start: Int?
                for index in bytes.indices {
                    if IdentifierSearch.isIdentifierByte(bytes[index]) {
                        if start == nil { start = index }
                    } else if let wordStart = start {
                        add(UnsafeBufferPointer(rebasing: bytes[wordStart..<index]))
                        start = nil
                    }
                }
                if let wordStart = start { add(UnsafeBufferPointer(rebasing: bytes[wordStart...])) }
            }
        }

        /// Adds a word, given by its UTF-8 bytes, unless it is a number, which names no type a file could declare
        /// (keywords are taken out at the end).
        mutating func add(_ word: some Collection<UInt8>) {
            guard let first = word.first, !Lexer.isDigit(first) else { return }
            names.insert(String(decoding: word, as: UTF8.self))
        }
    }

    /// Words that name no type a file could declare.
    static let keywords: Set<String> = [
        "some", "any", "where", "inout", "Self", "self", "super", "Any", "AnyObject", "class", "async", "await",
        "throws", "rethrows", "try", "sending", "borrowing", "consuming", "each", "repeat", "escaping", "autoclosure",
        "let", "var", "if", "else", "guard", "return", "in", "is", "as", "case", "default", "switch", "for", "while",
        "do", "catch", "throw", "true", "false", "nil", "func", "init", "static",
    ]
}
