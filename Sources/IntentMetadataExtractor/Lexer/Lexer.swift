/// The Swift lexer: turns a file's bytes into tokens. Its parts live in `Lexer+*.swift` files.
///
/// It never fails and never drops input: every byte ends up in a token or in trivia, and bytes it cannot
/// read become `.unknown` tokens or a token's `error`.
package enum Lexer {}
