import IntentMetadataExtractor
import Testing

@Suite struct LexerPositionTests {
    @Test func tokenPositionsCountUTF8BytesAndCRLFOnce() {
        let (file, tokens) = lexedTokens("let é = 1\r\n  😀 = \"ü\"\rz")
        let positions = tokens.dropLast().map { token -> String in
            let (line, column) = file.lineAndColumn(at: token.range.lowerBound)
            return "\(line):\(column) \(file.text(token.range))"
        }
        #expect(positions == ["1:1 let", "1:5 é", "1:8 =", "1:10 1", "2:3 😀", "2:8 =", "2:10 \"ü\"", "3:1 z"])
    }

    @Test func endOfFileSitsAtTheEnd() {
        let (file, tokens) = lexedTokens("a\n")
        #expect(tokens.last?.range == 2..<2)
        #expect(file.lineAndColumn(at: tokens.last?.range.lowerBound ?? 0) == (2, 1))
        #expect(tokens.last?.isAtStartOfLine == true)
    }

    @Test func tokenizingARangeStopsAtItsEnd() {
        let file = SourceFile(path: "Test.swift", text: "abc(x + y)def")
        let tokens = Lexer.tokenize(file, in: 4..<9)
        #expect(tokens.map(\.kind) == [.identifier, .operator, .identifier, .endOfFile])
        #expect(tokens.map(\.range) == [4..<5, 6..<7, 8..<9, 9..<9])
    }

    @Test func tokenizingARangeDoesNotReadPastIt() {
        let file = SourceFile(path: "Test.swift", text: "\"abc\" def")
        let tokens = Lexer.tokenize(file, in: 0..<3)
        #expect(tokens.map(\.kind) == [.stringLiteral, .endOfFile])
        #expect(tokens[0].range == 0..<3)
        #expect(tokens[0].error?.kind == .unterminatedStringLiteral)
    }
}

/// A file has about one token per four bytes, and a parse keeps them all: the layout of `Token` is a third of the
/// parser's memory traffic.
@Suite struct TokenLayoutTests {
    @Test func aTokenTakesThirtyTwoBytes() {
        #expect(MemoryLayout<Token>.stride == 32)
    }
}
