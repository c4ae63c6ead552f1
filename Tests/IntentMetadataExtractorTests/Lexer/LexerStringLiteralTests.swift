import IntentMetadataExtractor
import Testing

@Suite struct LexerStringLiteralTests {
    @Test func simpleString() {
        assertTokens(#"let s = "hello""#, [(.identifier, "let"), (.identifier, "s"), (.operator, "="), (.stringLiteral, #""hello""#)])
    }

    @Test func closingBraceInsideAStringIsText() {
        assertTokens(#"{ "}" }"#, [(.leftBrace, "{"), (.stringLiteral, #""}""#), (.rightBrace, "}")])
    }

    @Test func escapedQuoteDoesNotEndTheString() {
        assertTokens(#""a\"b" c"#, [(.stringLiteral, #""a\"b""#), (.identifier, "c")])
    }

    @Test func interpolationIsPartOfTheLiteral() {
        assertTokens(#"f("a \(b + c) d")"#, [
            (.identifier, "f"), (.leftParen, "("), (.stringLiteral, #""a \(b + c) d""#), (.rightParen, ")"),
        ])
    }

    @Test func nestedInterpolationWithStringsClosuresAndParentheses() {
        let source = #""a \(f("b \(c)", { ")" }) ) d" x"#
        assertTokens(source, [(.stringLiteral, #""a \(f("b \(c)", { ")" }) ) d""#), (.identifier, "x")])
    }

    @Test func interpolationWithNestedParentheses() {
        assertTokens(#""\((a + b) * (c - d))" e"#, [(.stringLiteral, #""\((a + b) * (c - d))""#), (.identifier, "e")])
    }

    @Test func rawStringWithOneHash() {
        assertTokens(##"#"a "quoted" \n"# x"##, [(.stringLiteral, ##"#"a "quoted" \n"#"##), (.identifier, "x")])
    }

    @Test func rawStringEndsOnlyAtTheMatchingHashCount() {
        assertTokens(###"##"a"#b"## x"###, [(.stringLiteral, ###"##"a"#b"##"###), (.identifier, "x")])
    }

    @Test func rawStringInterpolationUsesTheHashes() {
        assertTokens(##"#"\#(x + ")") \(y"# z"##, [(.stringLiteral, ##"#"\#(x + ")") \(y"#"##), (.identifier, "z")])
    }

    @Test func multilineString() {
        let source = "let s = \"\"\"\n  a \"quote\" \"\"\n  b\n  \"\"\"\nx"
        assertTokens(source, [
            (.identifier, "let"), (.identifier, "s"), (.operator, "="),
            (.stringLiteral, "\"\"\"\n  a \"quote\" \"\"\n  b\n  \"\"\""), (.identifier, "x"),
        ])
    }

    @Test func multilineRawString() {
        let source = "#\"\"\"\n\"\"\" still\n\"\"\"# x"
        assertTokens(source, [(.stringLiteral, "#\"\"\"\n\"\"\" still\n\"\"\"#"), (.identifier, "x")])
    }

    @Test func multilineInterpolationMaySpanLines() {
        let source = "\"\"\"\n\\(f(\n  a, // comment )\n  b))\n\"\"\" x"
        assertTokens(source, [(.stringLiteral, "\"\"\"\n\\(f(\n  a, // comment )\n  b))\n\"\"\""), (.identifier, "x")])
    }

    @Test func unterminatedStringEndsAtTheLineBreak() throws {
        let (file, tokens) = lexedTokens("let s = \"abc\nlet t = 1")
        #expect(tokens.map(\.kind) == [
            .identifier, .identifier, .operator, .stringLiteral, .identifier, .identifier, .operator, .integerLiteral,
            .endOfFile,
        ])
        #expect(file.text(tokens[3].range) == "\"abc")
        #expect(tokens[3].error == LexerError(kind: .unterminatedStringLiteral, offset: 8))
    }

    @Test func unclosedInterpolationMakesTheStringUnterminated() {
        let (file, tokens) = lexedTokens("\"a \\(b\nc")
        #expect(file.text(tokens[0].range) == "\"a \\(b")
        #expect(tokens[0].error?.kind == .unterminatedStringLiteral)
        #expect(tokens.map(\.kind) == [.stringLiteral, .identifier, .endOfFile])
    }

    @Test func unterminatedMultilineStringRunsToTheEnd() {
        let (_, tokens) = lexedTokens("\"\"\"\nabc\n")
        #expect(tokens.map(\.kind) == [.stringLiteral, .endOfFile])
        #expect(tokens[0].error == LexerError(kind: .unterminatedStringLiteral, offset: 0))
    }

    @Test func emptyStrings() {
        assertTokens(##""" #""#"##, [(.stringLiteral, #""""#), (.stringLiteral, ##"#""#"##)])
    }

    @Test func blockCommentInInterpolation() {
        assertTokens(#""\(a /* ) */ + b)" c"#, [(.stringLiteral, #""\(a /* ) */ + b)""#), (.identifier, "c")])
    }
}
