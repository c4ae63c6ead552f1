/// Parses a file's tokens into declarations, the expressions App Intents metadata needs, and `#if` blocks.
///
/// It never fails: a malformed member is skipped to the next declaration, never past the enclosing `}`, and
/// the problem becomes a diagnostic. Every loop consumes a token or returns, and nesting deeper than
/// `maximumNestingDepth` is diagnosed instead of recursed into, so no input can hang it or overflow the stack.
/// Function bodies are skipped by brace matching; their ranges are kept.
package struct DeclarationParser {
    /// How deep types, expressions, closures and `#if` blocks may nest before the parser stops descending.
    /// Deep enough for any real code; shallow enough for a 512 KiB thread stack.
    package static let maximumNestingDepth = 96

    let file: SourceFile
    var tokens: [Token]
    var index: Int = 0
    var depth: Int
    var diagnostics: [Diagnostic] = []
    var hasReportedDeepNesting = false
    /// Whether getter bodies that cannot report anything are kept unparsed (`DeferredBlockSyntax`); tests turn it off
    /// to compare with an eager parse.
    var defersGetterBodies = true
    /// The tokens `consumeOperatorPrefix` changed, with their old values, so a speculation can undo its splits
    /// without copying the whole token array (a copy per speculation made generic-heavy files quadratic).
    var tokenEdits: [(index: Int, token: Token)] = []

    /// Creates a parser over the given tokens (by default, the whole file's tokens).
    package init(file: SourceFile, tokens: [Token]? = nil, depth: Int = 0) {
        self.file = file
        var tokens = tokens ?? Lexer.tokenize(file)
        if tokens.last?.kind != .endOfFile {
            let end = tokens.last?.range.upperBound ?? 0
            tokens.append(Token(kind: .endOfFile, range: end..<end, isAtStartOfLine: true, hasLeadingSpace: true, hasTrailingSpace: true))
        }
        self.tokens = tokens
        self.depth = depth
    }

    /// Lexes and parses a whole file.
    package static func parse(_ file: SourceFile) -> SourceFileSyntax {
        parse(file, defersGetterBodies: true)
    }

    /// Lexes and parses a whole file, with getter bodies deferred or not.
    package static func parse(_ file: SourceFile, defersGetterBodies: Bool) -> SourceFileSyntax {
        var parser = DeclarationParser(file: file)
        parser.defersGetterBodies = defersGetterBodies
        parser.diagnoseLexerErrors()
        let items = parser.parseDeclarationItems(context: .topLevel)
        return SourceFileSyntax(file: file, items: items, diagnostics: parser.diagnostics)
    }

    // MARK: Token access

    var current: Token { tokens[index] }

    func peek(_ distance: Int = 1) -> Token {
        tokens[min(index + distance, tokens.count - 1)]
    }

    var isAtEnd: Bool { current.kind == .endOfFile }

    mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    func at(_ kind: TokenKind) -> Bool { current.kind == kind }

    /// Whether the current token is the identifier or keyword `word`.
    func at(keyword word: String) -> Bool { isKeyword(current, word) }

    func isKeyword(_ token: Token, _ word: String) -> Bool {
        guard token.kind == .identifier else { return false }
        return bytesEqual(token.range, word)
    }

    /// Whether the current token is the operator `text` exactly.
    func at(operator text: String) -> Bool {
        current.kind == .operator && bytesEqual(current.range, text)
    }

    func bytesEqual(_ range: Range<Int>, _ word: String) -> Bool {
        let utf8 = word.utf8
        guard range.count == utf8.count else { return false }
        var offset = range.lowerBound
        for byte in utf8 {
            if file.bytes[offset] != byte { return false }
            offset += 1
        }
        return true
    }

    /// Consumes the current token if it is the keyword `word`.
    mutating func consume(keyword word: String) -> Bool {
        guard at(keyword: word) else { return false }
        advance()
        return true
    }

    mutating func consume(_ kind: TokenKind) -> Token? {
        guard current.kind == kind else { return nil }
        let token = current
        advance()
        return token
    }

    func text(_ token: Token) -> String { file.text(token.range) }

    /// The name an identifier-like token stands for: backticks removed.
    func name(of token: Token) -> String {
        if token.kind == .backtickIdentifier, token.range.count >= 2 {
            return file.text((token.range.lowerBound + 1)..<(token.range.upperBound - 1))
        }
        return file.text(token.range)
    }

    var isAtName: Bool {
        current.kind == .identifier || current.kind == .backtickIdentifier
    }

    /// Splits one character off an operator token such as `>>` or `>?` when a generic argument list closes.
    mutating func consumeOperatorPrefix(_ character: UInt8) -> Bool {
        guard current.kind == .operator, current.range.count >= 1, file.bytes[current.range.lowerBound] == character else {
            return false
        }
        if current.range.count == 1 {
            advance()
        } else {
            tokenEdits.append((index, current))
            tokens[index].range = (current.range.lowerBound + 1)..<current.range.upperBound
            tokens[index].hasLeadingSpace = false
        }
        return true
    }

    func isOperatorStarting(with character: UInt8) -> Bool {
        current.kind == .operator && !current.range.isEmpty && file.bytes[current.range.lowerBound] == character
    }

    // MARK: Speculation

    /// Where the parser stands, for `restore(_:)` after a speculative parse that did not fit.
    struct Checkpoint {
        var index: Int
        var tokenEdits: Int
        var diagnostics: Int
    }

    var checkpoint: Checkpoint {
        Checkpoint(index: index, tokenEdits: tokenEdits.count, diagnostics: diagnostics.count)
    }

    /// Returns to a checkpoint: the position, the tokens split since, and the diagnostics added since.
    mutating func restore(_ checkpoint: Checkpoint) {
        while tokenEdits.count > checkpoint.tokenEdits, let edit = tokenEdits.popLast() {
            tokens[edit.index] = edit.token
        }
        index = checkpoint.index
        diagnostics.removeSubrange(checkpoint.diagnostics...)
    }

    // MARK: Diagnostics

    mutating func diagnose(_ id: DiagnosticID, at offset: Int, _ message: String) {
        diagnostics.append(Diagnostic(id, at: file.location(at: offset), message))
    }

    /// Reports nesting beyond `maximumNestingDepth` once per parser: past the limit every further level would
    /// report again, and ten thousand copies of one diagnostic help nobody.
    mutating func diagnoseNestingTooDeep(at offset: Int, _ message: String) {
        guard !hasReportedDeepNesting else { return }
        hasReportedDeepNesting = true
        diagnose(.syntaxNestingTooDeep, at: offset, message)
    }

    mutating func diagnoseLexerErrors() {
        for token in tokens {
            guard let error = token.error else { continue }
            switch error.kind {
            case .unterminatedStringLiteral:
                diagnose(.syntaxUnterminatedString, at: error.offset, "unterminated string literal")
            case .unterminatedBlockComment:
                diagnose(.syntaxUnterminatedComment, at: error.offset, "unterminated '/*' comment")
            case .unterminatedRegexLiteral:
                diagnose(.syntaxError, at: error.offset, "unterminated regex literal")
            case .unterminatedBacktickIdentifier:
                diagnose(.syntaxError, at: error.offset, "unterminated '`' identifier")
            case .invalidEscapeSequence:
                diagnose(.syntaxError, at: error.offset, "invalid escape sequence in literal")
            case .invalidUTF8:
                diagnose(.syntaxError, at: error.offset, "invalid UTF-8 in source file")
            case .unexpectedCharacter:
                diagnose(.syntaxError, at: error.offset, "unexpected character '\(file.text(token.range).prefix(8))' in source file")
            case .nestingTooDeep:
                diagnoseNestingTooDeep(at: error.offset, "nesting is too deep to read")
            case .invalidMultilineStringIndentation:
                diagnose(.syntaxError, at: error.offset, "insufficient indentation of line in multi-line string literal")
            }
        }
    }
}
