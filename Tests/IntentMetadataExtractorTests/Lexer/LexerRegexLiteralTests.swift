import IntentMetadataExtractor
import Testing

@Suite struct LexerRegexLiteralTests {
    @Test func bareRegexAfterEquals() {
        assertTokens("let r = /[a-z]+/", [(.identifier, "let"), (.identifier, "r"), (.operator, "="), (.regexLiteral, "/[a-z]+/")])
    }

    @Test func bareRegexContainingBraceAndQuote() {
        assertTokens(#"f(/a{2}"/) { }"#, [
            (.identifier, "f"), (.leftParen, "("), (.regexLiteral, #"/a{2}"/"#), (.rightParen, ")"), (.leftBrace, "{"),
            (.rightBrace, "}"),
        ])
    }

    @Test func bareRegexSkipsEscapedSlashesAndClasses() {
        assertTokens(#"x = /a\/b[/]c/"#, [(.identifier, "x"), (.operator, "="), (.regexLiteral, #"/a\/b[/]c/"#)])
    }

    @Test func bareRegexAfterKeyword() {
        assertTokens("return /x+/", [(.identifier, "return"), (.regexLiteral, "/x+/")])
    }

    @Test func slashAfterOperandIsDivision() {
        assertTokens("a /b/ c", [(.identifier, "a"), (.operator, "/"), (.identifier, "b"), (.operator, "/"), (.identifier, "c")])
    }

    @Test func slashFollowedBySpaceIsAnOperator() {
        assertTokens("x = / a/", [(.identifier, "x"), (.operator, "="), (.operator, "/"), (.identifier, "a"), (.operator, "/")])
    }

    @Test func slashWithoutClosingOnTheLineIsAnOperator() {
        assertTokens("reduce(0, /)", [
            (.identifier, "reduce"), (.leftParen, "("), (.integerLiteral, "0"), (.comma, ","), (.operator, "/"),
            (.rightParen, ")"),
        ])
    }

    @Test func unbalancedParenthesisMeansNoRegex() {
        assertTokens("f(/, /)", [(.identifier, "f"), (.leftParen, "("), (.operator, "/"), (.comma, ","), (.operator, "/"), (.rightParen, ")")])
    }

    @Test func extendedRegex() {
        assertTokens("let r = #/a/b{1}/# x", [
            (.identifier, "let"), (.identifier, "r"), (.operator, "="), (.regexLiteral, "#/a/b{1}/#"), (.identifier, "x"),
        ])
    }

    @Test func multilineExtendedRegex() {
        let source = "let r = #/\n  a # comment {\n  b\n/#\nx"
        assertTokens(source, [
            (.identifier, "let"), (.identifier, "r"), (.operator, "="), (.regexLiteral, "#/\n  a # comment {\n  b\n/#"),
            (.identifier, "x"),
        ])
    }

    @Test func doubleHashExtendedRegex() {
        assertTokens("##/a/#b/## c", [(.regexLiteral, "##/a/#b/##"), (.identifier, "c")])
    }

    @Test func unterminatedExtendedRegexEndsAtLineBreak() {
        let (file, tokens) = lexedTokens("#/abc\nx")
        #expect(tokens.map(\.kind) == [.regexLiteral, .identifier, .endOfFile])
        #expect(file.text(tokens[0].range) == "#/abc")
        #expect(tokens[0].error == LexerError(kind: .unterminatedRegexLiteral, offset: 0))
    }
}
