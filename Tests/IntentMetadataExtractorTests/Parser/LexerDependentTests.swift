import IntentMetadataExtractor
import Testing

/// Corpus mismatches whose cause was in the lexer, kept as regressions of the parse they broke.
@Suite struct LexerDependentTests {
    /// swift-syntax's Cursor.swift and LexerTests.swift: `#"""#` is a single-line raw string holding `"`,
    /// because its closing `"#` is on the same line.
    @Test func rawStringHoldingOneQuote() {
        assertTypeDeclarations("""
            let quote = #\"""#
            let quotes = [#\"""#, #"'"#]
            struct After {}
            """, ["struct 3:1 After"])
    }

    @Test func rawStringsThatLookMultilineDecodeAsTheCompilerDoes() {
        let source = ##"let a = #"""#, b = #""""#, c = #"""abc"#, d = "\(#"""#)""##
        let file = SourceFile(path: "A.swift", text: source)
        let strings = Lexer.tokenize(file).filter { $0.kind == .stringLiteral }
        #expect(strings.map { Lexer.decodeStringLiteral($0, in: file).staticText } == [#"""#, #""""#, #"""abc"#, nil])
        #expect(strings.allSatisfy { $0.error == nil })
    }
}
