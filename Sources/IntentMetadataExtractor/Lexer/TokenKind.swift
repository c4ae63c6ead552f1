/// The kinds of token. Keywords are `.identifier` tokens: the parser compares their text, because Swift's
/// contextual keywords (`get`, `some`, `open`, ...) are identifiers in most places.
package enum TokenKind: Sendable, Hashable {
    /// A word: an identifier or a keyword, such as `struct`, `title` or `_`.
    case identifier
    /// A backticked identifier such as `` `default` `` or `` `Weird Name` ``; the range includes the backticks.
    case backtickIdentifier
    /// `$0`, `$name`: a dollar identifier.
    case dollarIdentifier
    case integerLiteral
    case floatLiteral
    /// A whole string literal, interpolations included, from its opening delimiter (and `#`s) to its closing one.
    case stringLiteral
    /// A whole regex literal, `/.../` or `#/.../#`.
    case regexLiteral
    /// An operator such as `=`, `->`, `&`, `?`, `!`, `<`, `>`, `...`, `..<`, `==`.
    case `operator`
    /// `#` followed by an identifier: `#if`, `#available`, `#selector`, `#myMacro`. The range includes `#`.
    case poundKeyword
    /// `@`
    case atSign
    case leftParen, rightParen, leftBrace, rightBrace, leftSquare, rightSquare
    case comma, colon, semicolon
    /// A lone `.`.
    case period
    /// `\` as in a key path `\.$shelf` or `\Book.title`.
    case backslash
    /// A byte the lexer cannot read; the parser skips it and a check reports it.
    case unknown
    /// The end of the input; its range is empty.
    case endOfFile
}
