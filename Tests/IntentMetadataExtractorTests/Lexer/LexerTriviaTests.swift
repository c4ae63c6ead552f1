import IntentMetadataExtractor
import Testing

@Suite struct LexerTriviaTests {
    @Test func whiteSpaceAndLineBreaksAreSkipped() {
        assertTokens(" a\tb\r\nc\rd\n", [(.identifier, "a"), (.identifier, "b"), (.identifier, "c"), (.identifier, "d")])
    }

    @Test func lineAndDocCommentsAreSkipped() {
        assertTokens("a // note\n/// doc\nb //! x", [(.identifier, "a"), (.identifier, "b")])
    }

    @Test func blockCommentsNest() {
        assertTokens("a /* outer /* inner */ still comment */ b", [(.identifier, "a"), (.identifier, "b")])
    }

    @Test func docBlockCommentIsSkipped() {
        assertTokens("/** doc\n * more */\nstruct S {}", [
            (.identifier, "struct"), (.identifier, "S"), (.leftBrace, "{"), (.rightBrace, "}"),
        ])
    }

    @Test func unterminatedBlockCommentIsReportedOnEndOfFile() throws {
        let (_, tokens) = lexedTokens("a /* b /* c */ d")
        #expect(tokens.map(\.kind) == [.identifier, .endOfFile])
        let error = try #require(tokens.last?.error)
        #expect(error == LexerError(kind: .unterminatedBlockComment, offset: 2))
    }

    @Test func shebangOnTheFirstLineIsTrivia() {
        assertTokens("#!/usr/bin/env swift\nprint(1)", [
            (.identifier, "print"), (.leftParen, "("), (.integerLiteral, "1"), (.rightParen, ")"),
        ])
    }

    @Test func byteOrderMarkIsTrivia() {
        assertTokens("\u{FEFF}let x", [(.identifier, "let"), (.identifier, "x")])
    }

    @Test func byteOrderMarkThenShebangAreTrivia() {
        assertTokens("\u{FEFF}#!/bin/swift\nx", [(.identifier, "x")])
    }

    @Test func emptyInputGivesOnlyEndOfFile() {
        let (_, tokens) = lexedTokens("")
        #expect(tokens == [Token(kind: .endOfFile, range: 0..<0, isAtStartOfLine: true, hasLeadingSpace: true, hasTrailingSpace: true)])
    }

    @Test func startOfLineFlagFollowsLineBreaksIncludingThoseInComments() {
        let (_, tokens) = lexedTokens("a b\nc /*\n*/ d /* x */ e\r\nf")
        #expect(tokens.map(\.isAtStartOfLine) == [true, false, true, true, false, true, false])
    }

    @Test func spaceFlagsTellBoundOperatorsApart() {
        let (_, tokens) = lexedTokens("a+b c + d")
        #expect(tokens.map(\.hasLeadingSpace) == [true, false, false, true, true, true, false])
        #expect(tokens.map(\.hasTrailingSpace) == [false, false, true, true, true, true, true])
    }

    @Test func commentCountsAsSpace() {
        let (_, tokens) = lexedTokens("a/**/+b")
        #expect(tokens[1].hasLeadingSpace)
        #expect(tokens[0].hasTrailingSpace)
    }
}
