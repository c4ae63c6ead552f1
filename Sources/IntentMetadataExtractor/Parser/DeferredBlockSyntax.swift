/// A getter's `{ ... }` kept as the bytes of its block, parsed only when something asks for its statements.
///
/// Most getters of an app are SwiftUI `body` properties and other views' and models' computed properties, which no
/// App Intents rule reads; parsing them was about a sixth of the instructions of a run on SwiftUI apps. The parser
/// defers a block only when parsing it later cannot report anything (see `DeclarationParser.deferredBlock()`),
/// so the diagnostics are those of an eager parse, and parsing it later gives the statements an eager parse gives:
/// the same bytes, lexed and parsed by the same code from the same nesting depth.
package struct DeferredBlockSyntax: Sendable {
    /// The file the block is in.
    let file: SourceFile
    /// The bytes of the block, braces included.
    package let range: Range<Int>
    /// The parser's nesting depth at the block's `{`.
    let depth: Int

    /// The block's statements, parsed now (each call parses again: the few getters App Intents rules read are read
    /// a handful of times).
    package func statements() -> [StatementSyntax] {
        var parser = DeclarationParser(file: file, tokens: Lexer.tokenize(file, in: range), depth: depth)
        return parser.parseClosureBody().statements
    }
}

extension DeferredBlockSyntax: Hashable {
    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.range == rhs.range && lhs.depth == rhs.depth && lhs.file.path == rhs.file.path && lhs.file.bytes[lhs.range] == rhs.file.bytes[rhs.range]
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(range)
        hasher.combine(depth)
    }
}
