import IntentMetadataExtractor
import Testing

@Suite struct LexerIdentifierTests {
    @Test func keywordsAndIdentifiersAreIdentifiers() {
        assertTokens("struct Foo_1: AppIntent { static var _x }", [
            (.identifier, "struct"), (.identifier, "Foo_1"), (.colon, ":"), (.identifier, "AppIntent"),
            (.leftBrace, "{"), (.identifier, "static"), (.identifier, "var"), (.identifier, "_x"), (.rightBrace, "}"),
        ])
    }

    @Test func underscoreIsAnIdentifier() {
        assertTokens("_ = f()", [(.identifier, "_"), (.operator, "="), (.identifier, "f"), (.leftParen, "("), (.rightParen, ")")])
    }

    @Test func unicodeIdentifiers() {
        assertTokens("let café = π + 😀x + 日本語", [
            (.identifier, "let"), (.identifier, "café"), (.operator, "="), (.identifier, "π"), (.operator, "+"),
            (.identifier, "😀x"), (.operator, "+"), (.identifier, "日本語"),
        ])
    }

    @Test func combiningMarkContinuesAnIdentifier() {
        assertTokens("e\u{301}x", [(.identifier, "e\u{301}x")])
    }

    @Test func backtickedKeywordAndRawIdentifier() {
        assertTokens("case `default`; func `Weird Name`()", [
            (.identifier, "case"), (.backtickIdentifier, "`default`"), (.semicolon, ";"), (.identifier, "func"),
            (.backtickIdentifier, "`Weird Name`"), (.leftParen, "("), (.rightParen, ")"),
        ])
    }

    @Test func unterminatedBacktickIsAnUnknownToken() throws {
        let (_, tokens) = lexedTokens("`abc\nx")
        #expect(tokens.map(\.kind) == [.unknown, .identifier, .identifier, .endOfFile])
        #expect(tokens[0].error == LexerError(kind: .unterminatedBacktickIdentifier, offset: 0))
    }

    @Test func dollarIdentifiers() {
        assertTokens("$0 + $name.$x", [
            (.dollarIdentifier, "$0"), (.operator, "+"), (.dollarIdentifier, "$name"), (.period, "."),
            (.dollarIdentifier, "$x"),
        ])
    }

    /// `$` continues an identifier, as in the names the Observation and SwiftData macros generate, but starts only
    /// a dollar identifier.
    @Test func dollarSignContinuesAnIdentifier() {
        assertTokens("_$idExists = a$b + $c$d", [
            (.identifier, "_$idExists"), (.operator, "="), (.identifier, "a$b"), (.operator, "+"), (.dollarIdentifier, "$c$d"),
        ])
    }

    @Test func poundKeywords() {
        assertTokens("#if os(iOS)\n#elseif DEBUG\n#else\n#endif", [
            (.poundKeyword, "#if"), (.identifier, "os"), (.leftParen, "("), (.identifier, "iOS"), (.rightParen, ")"),
            (.poundKeyword, "#elseif"), (.identifier, "DEBUG"), (.poundKeyword, "#else"), (.poundKeyword, "#endif"),
        ])
    }

    @Test func poundExpressionsAndMacros() {
        assertTokens("#available(iOS 17, *) #unavailable #selector(f) #file #myMacro", [
            (.poundKeyword, "#available"), (.leftParen, "("), (.identifier, "iOS"), (.integerLiteral, "17"),
            (.comma, ","), (.operator, "*"), (.rightParen, ")"), (.poundKeyword, "#unavailable"),
            (.poundKeyword, "#selector"), (.leftParen, "("), (.identifier, "f"), (.rightParen, ")"),
            (.poundKeyword, "#file"), (.poundKeyword, "#myMacro"),
        ])
    }

    @Test func loneHashIsUnknown() {
        let (_, tokens) = lexedTokens("# x")
        #expect(tokens.map(\.kind) == [.unknown, .identifier, .endOfFile])
        #expect(tokens[0].error?.kind == .unexpectedCharacter)
    }

    @Test func attributesAndKeyPaths() {
        assertTokens("@Parameter(title: \"T\") var v; \\.$shelf; \\Book.title", [
            (.atSign, "@"), (.identifier, "Parameter"), (.leftParen, "("), (.identifier, "title"), (.colon, ":"),
            (.stringLiteral, "\"T\""), (.rightParen, ")"), (.identifier, "var"), (.identifier, "v"), (.semicolon, ";"),
            (.backslash, "\\"), (.period, "."), (.dollarIdentifier, "$shelf"), (.semicolon, ";"),
            (.backslash, "\\"), (.identifier, "Book"), (.period, "."), (.identifier, "title"),
        ])
    }

    @Test func punctuation() {
        assertTokens("([{}]),:;", [
            (.leftParen, "("), (.leftSquare, "["), (.leftBrace, "{"), (.rightBrace, "}"), (.rightSquare, "]"),
            (.rightParen, ")"), (.comma, ","), (.colon, ":"), (.semicolon, ";"),
        ])
    }
}
