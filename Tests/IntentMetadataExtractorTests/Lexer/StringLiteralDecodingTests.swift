import IntentMetadataExtractor
import Testing

@Suite struct StringLiteralDecodingTests {
    /// Lexes `source`, which must start with a string literal, and decodes that literal.
    private func decodeFirst(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> (SourceFile, StringLiteral) {
        let (file, tokens) = lexedTokens(source)
        let token = try #require(tokens.first, sourceLocation: sourceLocation)
        #expect(token.kind == .stringLiteral, sourceLocation: sourceLocation)
        return (file, Lexer.decodeStringLiteral(token, in: file))
    }

    private func decodedText(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String? {
        let (_, literal) = try decodeFirst(source, sourceLocation: sourceLocation)
        #expect(literal.errors.isEmpty, sourceLocation: sourceLocation)
        return literal.staticText
    }

    @Test func plainText() throws {
        #expect(try decodedText(#""Hello, world""#) == "Hello, world")
    }

    @Test func emptyStringHasNoSegments() throws {
        let (_, literal) = try decodeFirst(#""""#)
        #expect(literal.segments.isEmpty)
        #expect(literal.staticText == "")
    }

    @Test func characterEscapes() throws {
        #expect(try decodedText(#""a\0b\\c\td\ne\rf\"g\'h""#) == "a\0b\\c\td\ne\rf\"g'h")
    }

    @Test func unicodeEscapes() throws {
        #expect(try decodedText(#""\u{1F600}\u{41}\u{e9}""#) == "😀Aé")
    }

    @Test func invalidEscapeKeepsTheCharacter() throws {
        let (_, literal) = try decodeFirst(#""a\qb""#)
        #expect(literal.staticText == "aqb")
        #expect(literal.errors == [LexerError(kind: .invalidEscapeSequence, offset: 2)])
    }

    @Test func invalidUnicodeEscapeIsReported() throws {
        let (_, literal) = try decodeFirst(#""\u{D800}x""#)
        #expect(literal.errors.map(\.kind) == [.invalidEscapeSequence])
        #expect(literal.staticText == "u{D800}x")
    }

    @Test func nonASCIITextIsKept() throws {
        #expect(try decodedText(#""café 日本 😀""#) == "café 日本 😀")
    }

    @Test func interpolationRangeCoversTheExpression() throws {
        let source = #""a \(b + c) d""#
        let (file, literal) = try decodeFirst(source)
        #expect(literal.segments.count == 3)
        guard literal.segments.count == 3, case .interpolation(let range) = literal.segments[1] else {
            Issue.record("expected text, interpolation, text; got \(literal.segments)")
            return
        }
        #expect(literal.segments[0] == .text("a "))
        #expect(file.text(range) == "b + c")
        #expect(literal.segments[2] == .text(" d"))
        #expect(literal.staticText == nil)
    }

    @Test func nestedInterpolationIsOneSegment() throws {
        let (file, literal) = try decodeFirst(#""a \(f("b \(c)", { ")" }) ) d""#)
        guard literal.segments.count == 3, case .interpolation(let range) = literal.segments[1] else {
            Issue.record("expected text, interpolation, text; got \(literal.segments)")
            return
        }
        #expect(file.text(range) == #"f("b \(c)", { ")" }) "#)
        #expect(literal.segments[2] == .text(" d"))
        let inner = Lexer.tokenize(file, in: range)
        #expect(inner.map(\.kind) == [
            .identifier, .leftParen, .stringLiteral, .comma, .leftBrace, .stringLiteral, .rightBrace, .rightParen,
            .endOfFile,
        ])
        #expect(inner.last?.range == range.upperBound..<range.upperBound)
    }

    @Test func rawStringDoesNotInterpolateWithoutHashes() throws {
        let (_, literal) = try decodeFirst(##"#"\(notInterpolated)"#"##)
        #expect(literal.segments == [.text(#"\(notInterpolated)"#)])
        #expect(literal.rawDelimiterCount == 1)
    }

    @Test func rawStringEscapesNeedTheHashes() throws {
        #expect(try decodedText(##"#"a\nb\#nc"#"##) == "a\\nb\nc")
    }

    @Test func rawStringInterpolationWithHashes() throws {
        let (file, literal) = try decodeFirst(##"#"x\#(y)z"#"##)
        guard literal.segments.count == 3, case .interpolation(let range) = literal.segments[1] else {
            Issue.record("expected text, interpolation, text; got \(literal.segments)")
            return
        }
        #expect(file.text(range) == "y")
    }

    @Test func doubleHashRawStringKeepsInnerDelimiters() throws {
        #expect(try decodedText(###"##"a"#b"##"###) == ##"a"#b"##)
    }

    @Test func multilineStripsTheClosingLineIndentation() throws {
        let source = "\"\"\"\n    first\n      indented\n    last\n    \"\"\""
        #expect(try decodedText(source) == "first\n  indented\nlast")
    }

    @Test func multilineKeepsBlankLines() throws {
        let source = "\"\"\"\n  a\n\n  b\n  \"\"\""
        #expect(try decodedText(source) == "a\n\nb")
    }

    @Test func multilineWithTrailingBlankLine() throws {
        let source = "\"\"\"\n  a\n\n  \"\"\""
        #expect(try decodedText(source) == "a\n")
    }

    @Test func emptyMultilineString() throws {
        #expect(try decodedText("\"\"\"\n\"\"\"") == "")
        #expect(try decodedText("\"\"\"\n   \"\"\"") == "")
    }

    @Test func multilineLineContinuationJoinsLines() throws {
        let source = "\"\"\"\n  one \\\n  two\\  \n  three\n  \"\"\""
        #expect(try decodedText(source) == "one twothree")
    }

    @Test func multilineCRLFBecomesLineFeed() throws {
        let source = "\"\"\"\r\n  a\r\n  b\r\n  \"\"\""
        #expect(try decodedText(source) == "a\nb")
    }

    @Test func multilineQuotesInsideAreText() throws {
        let source = "\"\"\"\n\"quoted\" and \"\" two\n\"\"\""
        #expect(try decodedText(source) == "\"quoted\" and \"\" two")
    }

    @Test func multilineInsufficientIndentationIsReported() throws {
        let source = "\"\"\"\n    a\n  b\n    \"\"\""
        let (_, literal) = try decodeFirst(source)
        #expect(literal.errors.map(\.kind) == [.invalidMultilineStringIndentation])
        #expect(literal.staticText == "a\nb")
    }

    @Test func multilineInterpolationAndIndentation() throws {
        let source = "\"\"\"\n  a \\(x) b\n  c\n  \"\"\""
        let (file, literal) = try decodeFirst(source)
        guard literal.segments.count == 3, case .interpolation(let range) = literal.segments[1] else {
            Issue.record("expected text, interpolation, text; got \(literal.segments)")
            return
        }
        #expect(literal.segments[0] == .text("a "))
        #expect(file.text(range) == "x")
        #expect(literal.segments[2] == .text(" b\nc"))
        #expect(literal.isMultiline)
    }

    @Test func multilineRawString() throws {
        let source = "#\"\"\"\n  a\\n \"\"\" b\n  \"\"\"#"
        #expect(try decodedText(source) == "a\\n \"\"\" b")
    }

    @Test func unterminatedStringDecodesWhatIsThere() throws {
        let (_, literal) = try decodeFirst("\"abc\nx")
        #expect(literal.staticText == "abc")
        #expect(literal.errors == [LexerError(kind: .unterminatedStringLiteral, offset: 0)])
    }

    @Test func multilineShortWhiteSpaceLineIsInsufficientIndentation() throws {
        // swiftc: "insufficient indentation of line in multi-line string literal"; only empty lines are excused.
        let source = "\"\"\"\n    a\n  \n    b\n    \"\"\""
        let (_, literal) = try decodeFirst(source)
        #expect(literal.errors == [LexerError(kind: .invalidMultilineStringIndentation, offset: 12)])
    }

    @Test func multilineLongerWhiteSpaceLineKeepsTheExcess() throws {
        let source = "\"\"\"\n  a\n    \n  b\n  \"\"\""
        #expect(try decodedText(source) == "a\n  \nb")
    }

    @Test func multilineWhiteSpaceAfterOpeningDelimiterIsReported() throws {
        // swiftc: "multi-line string literal content must begin on a new line", even for trailing spaces.
        let (_, literal) = try decodeFirst("\"\"\"  \n  a\n  \"\"\"")
        #expect(literal.errors == [LexerError(kind: .invalidMultilineStringIndentation, offset: 3)])
        #expect(literal.staticText == "a")
    }

    @Test func multilineContentOnTheOpeningLineIsReported() throws {
        let (_, literal) = try decodeFirst("\"\"\"a\n  \"\"\"")
        #expect(literal.errors.map(\.kind) == [.invalidMultilineStringIndentation])
    }

    @Test func multilineClosingDelimiterAfterTextIsReported() throws {
        let (_, literal) = try decodeFirst("\"\"\"\n  a\"\"\"")
        #expect(literal.errors.map(\.kind) == [.invalidMultilineStringIndentation])
        #expect(literal.staticText == "  a")
    }

    @Test func multilineContinuationOnTheLastLineIsReported() throws {
        // swiftc: "escaped newline at the last line is not allowed".
        let (_, literal) = try decodeFirst("\"\"\"\n  a\\\n  \"\"\"")
        #expect(literal.errors.map(\.kind) == [.invalidEscapeSequence])
        #expect(literal.staticText == "a")
    }
}
