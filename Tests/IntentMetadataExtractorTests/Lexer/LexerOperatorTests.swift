import IntentMetadataExtractor
import Testing

@Suite struct LexerOperatorTests {
    @Test func maximalMunch() {
        assertTokens("a == b != c && d ?? e <<= f", [
            (.identifier, "a"), (.operator, "=="), (.identifier, "b"), (.operator, "!="), (.identifier, "c"),
            (.operator, "&&"), (.identifier, "d"), (.operator, "??"), (.identifier, "e"), (.operator, "<<="),
            (.identifier, "f"),
        ])
    }

    @Test func arrowIsOneOperator() {
        assertTokens("func f() -> Int", [
            (.identifier, "func"), (.identifier, "f"), (.leftParen, "("), (.rightParen, ")"), (.operator, "->"),
            (.identifier, "Int"),
        ])
    }

    @Test func optionalTypeSplitsTheQuestionMark() {
        assertTokens("var s: String? = nil", [
            (.identifier, "var"), (.identifier, "s"), (.colon, ":"), (.identifier, "String"), (.operator, "?"),
            (.operator, "="), (.identifier, "nil"),
        ])
    }

    @Test func postfixBangAndQuestionAreOneByte() {
        assertTokens("x!.y a?.b [Int]?? f()!", [
            (.identifier, "x"), (.operator, "!"), (.period, "."), (.identifier, "y"), (.identifier, "a"),
            (.operator, "?"), (.period, "."), (.identifier, "b"), (.leftSquare, "["), (.identifier, "Int"),
            (.rightSquare, "]"), (.operator, "?"), (.operator, "?"), (.identifier, "f"), (.leftParen, "("),
            (.rightParen, ")"), (.operator, "!"),
        ])
    }

    @Test func prefixBangMunches() {
        assertTokens("!flag", [(.operator, "!"), (.identifier, "flag")])
    }

    @Test func genericClosersAreMunchedForTheParserToSplit() {
        assertTokens("Array<Set<Int>>", [
            (.identifier, "Array"), (.operator, "<"), (.identifier, "Set"), (.operator, "<"), (.identifier, "Int"),
            (.operator, ">>"),
        ])
    }

    @Test func loneDotIsAPeriodAndDotOperatorsMunchDots() {
        assertTokens(".a a...b ..<c .+.", [
            (.period, "."), (.identifier, "a"), (.identifier, "a"), (.operator, "..."), (.identifier, "b"),
            (.operator, "..<"), (.identifier, "c"), (.operator, ".+."),
        ])
    }

    @Test func operatorNotStartingWithDotStopsAtDot() {
        assertTokens("a+.b", [(.identifier, "a"), (.operator, "+"), (.period, "."), (.identifier, "b")])
    }

    @Test func commentStartEndsAnOperator() {
        assertTokens("a +// c\nb =/* c */c", [
            (.identifier, "a"), (.operator, "+"), (.identifier, "b"), (.operator, "="), (.identifier, "c"),
        ])
    }

    @Test func divisionChainsAreOperators() {
        assertTokens("x / y / z", [(.identifier, "x"), (.operator, "/"), (.identifier, "y"), (.operator, "/"), (.identifier, "z")])
    }

    @Test func unicodeOperators() {
        assertTokens("a ≤ b • c", [(.identifier, "a"), (.operator, "≤"), (.identifier, "b"), (.operator, "•"), (.identifier, "c")])
    }

    @Test func ampersandPrefix() {
        assertTokens("f(&x)", [(.identifier, "f"), (.leftParen, "("), (.operator, "&"), (.identifier, "x"), (.rightParen, ")")])
    }
}
