import TestSupport
import IntentMetadataExtractor
import Testing

@Suite struct LexerRobustnessTests {
    /// A sample with every kind of token and trivia.
    static let sample = """
        #!/usr/bin/env swift
        import AppIntents // line comment
        /* block /* nested */ comment */
        /// A doc comment.
        @available(iOS 17.0, *)
        struct OpenBook: AppIntent {
            static var title: LocalizedStringResource = "Open \\(book.name, format: "x") now"
            static let raw = #"a "b" \\#(c) \\(d)"#
            static let text = \"\"\"
                Line one \\(value)
                  Line two \\
                joined
                \"\"\"
            @Parameter(title: "Book") var book: BookEntity?
            let r = /[a-z]+\\//; let e = #/x{2}"/#
            func perform() async throws -> some IntentResult {
                let x = 0x1F + 0o17 + 0b101 + 1_000 + 1.5e-3 + 0x1p-2
                _ = $0.`default` ... x!.y ?? [1, 2][0] / 3
                #if DEBUG
                print("é 😀 \\u{1F600}", x >>= 2)
                #endif
                return .result()
            }
        }

        """

    /// Checks the invariants every token list must satisfy for `bytes`.
    private func checkInvariants(_ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let file = SourceFile(path: "Fuzz.swift", bytes: bytes)
        let tokens = Lexer.tokenize(file)
        guard let last = tokens.last else {
            Issue.record("no tokens", sourceLocation: sourceLocation)
            return
        }
        #expect(last.kind == .endOfFile && last.range == bytes.count..<bytes.count, sourceLocation: sourceLocation)
        var previousEnd = 0
        for token in tokens.dropLast() {
            guard token.range.lowerBound >= previousEnd, !token.range.isEmpty, token.range.upperBound <= bytes.count else {
                Issue.record("token \(token) out of order or empty after \(previousEnd)", sourceLocation: sourceLocation)
                return
            }
            previousEnd = token.range.upperBound
            if token.kind == .stringLiteral {
                for case .interpolation(let range) in Lexer.decodeStringLiteral(token, in: file).segments {
                    guard range.lowerBound >= token.range.lowerBound, range.upperBound <= token.range.upperBound else {
                        Issue.record("interpolation \(range) outside its literal \(token.range)", sourceLocation: sourceLocation)
                        return
                    }
                    _ = Lexer.tokenize(file, in: range)
                }
            }
        }
        let middle = bytes.count / 2
        let part = Lexer.tokenize(file, in: middle / 2..<middle)
        #expect(part.last?.range == middle..<middle, sourceLocation: sourceLocation)
        #expect(part.dropLast().allSatisfy { $0.range.lowerBound >= middle / 2 && $0.range.upperBound <= middle }, sourceLocation: sourceLocation)
    }

    /// Whether the bytes between tokens are only white space, comments, a byte order mark and a `#!` line.
    private func gapsAreTrivia(_ source: String) -> Bool {
        let file = SourceFile(path: "Gaps.swift", text: source)
        var gaps = ""
        var position = 0
        for token in Lexer.tokenize(file) {
            gaps += file.text(position..<token.range.lowerBound)
            position = token.range.upperBound
        }
        // Remove what is allowed to be trivia, then nothing but white space may remain.
        var remaining = gaps
        for comment in ["/* block /* nested */ comment */", "// line comment", "/// A doc comment."] {
            remaining = remaining.replacingOccurrences(of: comment, with: "")
        }
        remaining = remaining.replacingOccurrences(of: "#!/usr/bin/env swift", with: "")
        return remaining.allSatisfy { $0.isWhitespace }
    }

    @Test func tokensAndTriviaReproduceTheSample() {
        let (file, tokens) = lexedTokens(Self.sample)
        #expect(!tokens.contains { $0.kind == .unknown })
        #expect(!tokens.contains { $0.error != nil })
        #expect(gapsAreTrivia(Self.sample))
        checkInvariants(file.bytes)
    }

    @Test func sampleTokenKindsAreAsExpected() {
        let (file, tokens) = lexedTokens(Self.sample)
        let strings = tokens.filter { $0.kind == .stringLiteral }.map { file.text($0.range) }
        #expect(strings.first == #""Open \(book.name, format: "x") now""#)
        #expect(strings.contains(##"#"a "b" \#(c) \(d)"#"##))
        let regexes = tokens.filter { $0.kind == .regexLiteral }.map { file.text($0.range) }
        #expect(regexes == [#"/[a-z]+\//"#, #"#/x{2}"/#"#])
        let braces = tokens.filter { $0.kind == .leftBrace }.count
        #expect(braces == tokens.filter { $0.kind == .rightBrace }.count)
    }

    @Test func inputCutAtEveryOffsetLexes() {
        let bytes = Array(Self.sample.utf8)
        for cut in 0...bytes.count {
            checkInvariants(Array(bytes[0..<cut]))
            checkInvariants(Array(bytes[cut...]))
        }
    }

    @Test func randomBytesLex() {
        var generator = SplitMix64(seed: 0x5EED)
        for _ in 0..<300 {
            let length = Int(generator.next() % 300)
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            checkInvariants(bytes)
        }
    }

    @Test func randomSwiftPunctuationLexes() {
        // Bytes drawn from Swift's own punctuation hit the string, comment and regex paths far more than noise does.
        let alphabet = Array("\"#\\()/*{}[]<>.?!$`'@ \n\rab01ux_-=+".utf8)
        var generator = SplitMix64(seed: 42)
        for _ in 0..<2000 {
            let length = Int(generator.next() % 60)
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            checkInvariants(bytes)
        }
    }

    @Test func invalidUTF8IsOneUnknownTokenPerRun() {
        let bytes: [UInt8] = [UInt8(ascii: "a"), 0xFF, 0xC0, 0x80, UInt8(ascii: " "), 0xE2, 0x82, UInt8(ascii: "b"), 0xED, 0xA0, 0x80]
        let tokens = Lexer.tokenize(SourceFile(path: "Bad.swift", bytes: bytes))
        #expect(tokens.map(\.kind) == [.identifier, .unknown, .unknown, .identifier, .unknown, .endOfFile])
        #expect(tokens.map(\.range) == [0..<1, 1..<4, 5..<7, 7..<8, 8..<11, 11..<11])
        #expect(tokens[1].error == LexerError(kind: .invalidUTF8, offset: 1))
    }

    @Test func nulAndControlCharactersAreUnknown() {
        let (_, tokens) = lexedTokens("a\u{0}b \u{7}")
        #expect(tokens.map(\.kind) == [.identifier, .unknown, .identifier, .unknown, .endOfFile])
        #expect(tokens[1].error == LexerError(kind: .unexpectedCharacter, offset: 1))
    }

    @Test func nonBreakingSpaceAndCurlyQuotesAreUnknown() {
        let (_, tokens) = lexedTokens("a\u{A0}b \u{201C}c\u{201D}")
        #expect(tokens.map(\.kind) == [.identifier, .unknown, .identifier, .unknown, .identifier, .unknown, .endOfFile])
    }

    @Test func tenThousandNestedInterpolationsLex() throws {
        let depth = 10_000
        let source = String(repeating: #""\("#, count: depth) + "x" + String(repeating: #")""#, count: depth)
        let (file, tokens) = lexedTokens(source)
        #expect(tokens.map(\.kind) == [.stringLiteral, .endOfFile])
        #expect(tokens[0].range == 0..<file.bytes.count)
        #expect(tokens[0].error == nil)
        let literal = Lexer.decodeStringLiteral(tokens[0], in: file)
        guard case .interpolation(let range) = try #require(literal.segments.first) else {
            Issue.record("expected an interpolation")
            return
        }
        #expect(range == 3..<(file.bytes.count - 2))
    }

    @Test func tenThousandNestedBlockCommentsLex() {
        let depth = 10_000
        let source = "a " + String(repeating: "/* ", count: depth) + String(repeating: " */", count: depth) + " b"
        assertTokens(source, [(.identifier, "a"), (.identifier, "b")])
    }

    @Test func deeplyNestedUnclosedInterpolationsLex() {
        let source = String(repeating: #""\(("#, count: 5_000)
        checkInvariants(Array(source.utf8))
    }

    @Test func longLineOfFailedRegexSearchesLexes() {
        // Each `/` after `[` searches for a closing `/`; the search is bounded, so this stays linear.
        let source = String(repeating: "[/", count: 100_000)
        let (_, tokens) = lexedTokens(source)
        #expect(tokens.count == 200_001)
        #expect(tokens.dropLast().allSatisfy { $0.kind == .leftSquare || $0.kind == .operator })
    }

    @Test func decodingANonStringTokenGivesNoSegments() {
        let (file, tokens) = lexedTokens("#if x")
        #expect(Lexer.decodeStringLiteral(tokens[0], in: file).segments.isEmpty)
    }
}
