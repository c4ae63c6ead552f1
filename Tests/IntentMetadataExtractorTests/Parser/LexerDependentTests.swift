import IntentMetadataExtractor
import Testing

/// Corpus mismatches whose cause is in the lexer (owned separately): each is a known issue until the lexer
/// is fixed, when `withKnownIssue` fails and the test should become a plain assertion.
@Suite struct LexerDependentTests {
    /// swift-syntax's Cursor.swift and LexerTests.swift: `#"""#` is a single-line raw string holding `"`,
    /// because its closing `"#` is on the same line; the lexer reads a multi-line opener and runs to the end.
    @Test func rawStringHoldingOneQuote() {
        withKnownIssue("lexer reads #\"\"\"# as the start of a multi-line raw string") {
            assertTypeDeclarations("""
                let quote = #\"""#
                let quotes = [#\"""#, #"'"#]
                struct After {}
                """, ["struct 3:1 After"])
        }
    }
}
