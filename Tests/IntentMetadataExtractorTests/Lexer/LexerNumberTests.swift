import IntentMetadataExtractor
import Testing

@Suite struct LexerNumberTests {
    @Test func decimalIntegersWithSeparators() {
        assertTokens("0 42 1_000_000", [(.integerLiteral, "0"), (.integerLiteral, "42"), (.integerLiteral, "1_000_000")])
    }

    @Test func hexOctalAndBinaryIntegers() {
        assertTokens("0x1F 0xdead_BEEF 0o17 0b1010_0101", [
            (.integerLiteral, "0x1F"), (.integerLiteral, "0xdead_BEEF"), (.integerLiteral, "0o17"),
            (.integerLiteral, "0b1010_0101"),
        ])
    }

    @Test func decimalFloats() {
        assertTokens("1.5 1.5e-3 2E10 1e+2 0.000_1", [
            (.floatLiteral, "1.5"), (.floatLiteral, "1.5e-3"), (.floatLiteral, "2E10"), (.floatLiteral, "1e+2"),
            (.floatLiteral, "0.000_1"),
        ])
    }

    @Test func hexFloats() {
        assertTokens("0x1p-2 0x1.8p1 0xA.Bp+3", [(.floatLiteral, "0x1p-2"), (.floatLiteral, "0x1.8p1"), (.floatLiteral, "0xA.Bp+3")])
    }

    @Test func memberAccessOnAnIntegerIsNotAFloat() {
        assertTokens("1.foo 0xff.description", [
            (.integerLiteral, "1"), (.period, "."), (.identifier, "foo"), (.integerLiteral, "0xff"), (.period, "."),
            (.identifier, "description"),
        ])
    }

    @Test func rangesAfterIntegers() {
        assertTokens("1...5 0..<n", [
            (.integerLiteral, "1"), (.operator, "..."), (.integerLiteral, "5"), (.integerLiteral, "0"),
            (.operator, "..<"), (.identifier, "n"),
        ])
    }

    @Test func tupleIndexesAreIntegers() {
        assertTokens("x.0.1", [(.identifier, "x"), (.period, "."), (.integerLiteral, "0"), (.period, "."), (.integerLiteral, "1")])
    }

    @Test func negativeNumberIsAnOperatorAndALiteral() {
        assertTokens("-1.5", [(.operator, "-"), (.floatLiteral, "1.5")])
    }

    @Test func invalidDigitsStayInTheLiteralWithAnError() throws {
        let (_, tokens) = lexedTokens("0b102 12abc 0x")
        #expect(tokens.map(\.kind) == [.integerLiteral, .integerLiteral, .integerLiteral, .endOfFile])
        #expect(tokens.map(\.range) == [0..<5, 6..<11, 12..<14, 14..<14])
        #expect(tokens[0].error == LexerError(kind: .unexpectedCharacter, offset: 4))
        #expect(tokens[1].error == LexerError(kind: .unexpectedCharacter, offset: 8))
        #expect(tokens[2].error?.kind == .unexpectedCharacter)
    }
}
