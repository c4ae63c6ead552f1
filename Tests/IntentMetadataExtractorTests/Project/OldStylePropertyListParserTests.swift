import Foundation
@testable import IntentMetadataExtractor
import TestSupport
import Testing

@Suite struct OldStylePropertyListParserTests {
    private func parse(_ text: String) -> Result<PropertyListValue, PropertyListSyntaxError> {
        OldStylePropertyListParser.parse(Array(text.utf8))
    }

    @Test func readsDictionariesArraysAndBothStringForms() throws {
        let value = try parse(#"// !$*UTF8*$!"# + "\n{ a = b; \"c d\" = ( x, \"y z\", ); /* note */ e = { f = 1.5; }; g = <0aFF>; }").get()
        let dictionary = try #require(value.dictionary)
        #expect(dictionary[string: "a"] == "b")
        #expect(dictionary[strings: "c d"] == ["x", "y z"])
        #expect(dictionary["e"]?.dictionary?[string: "f"] == "1.5")
        #expect(dictionary["g"] == .data([0x0A, 0xFF]))
    }

    @Test func decodesEscapes() throws {
        let value = try parse(#"{ a = "tab\tquote\"back\\slash\nU\U00e9oct\101"; }"#).get()
        #expect(value.dictionary?[string: "a"] == "tab\tquote\"back\\slash\nUéoctA")
    }

    @Test func unquotedPathsWithSlashesAreOneString() throws {
        let value = try parse("{ path = en.lproj/Localizable.strings; tree = SOURCE_ROOT; }").get()
        #expect(value.dictionary?[string: "path"] == "en.lproj/Localizable.strings")
    }

    @Test func missingSemicolonIsReportedAtItsOffset() {
        guard case .failure(let error) = parse("{ a = b c = d; }") else {
            Issue.record("expected a syntax error")
            return
        }
        #expect(error.offset == 7)
        #expect(error.message == "expected ';' after the value of 'a'")
    }

    @Test func unterminatedStringPointsAtItsQuote() {
        guard case .failure(let error) = parse("{ a = \"open; }") else {
            Issue.record("expected a syntax error")
            return
        }
        #expect(error.offset == 6)
        #expect(error.message == "unterminated string")
    }

    @Test func trailingTextIsAnError() {
        guard case .failure(let error) = parse("{ } }") else {
            Issue.record("expected a syntax error")
            return
        }
        #expect(error.message == "unexpected text after the end of the property list")
    }

    @Test func deepNestingIsRefusedNotOverflowed() {
        let text = String(repeating: "(", count: 100_000)
        guard case .failure(let error) = parse(text) else {
            Issue.record("expected a syntax error")
            return
        }
        #expect(error.message.contains("nesting is deeper"))
    }

    @Test func everyPrefixOfARealProjectFailsCleanlyOrParses() throws {
        let bytes = Array(try Data(contentsOf: Fixtures.url("Projects/Synchronized/Notes.xcodeproj/project.pbxproj")))
        #expect((try? OldStylePropertyListParser.parse(bytes).get()) != nil)
        // Every 7th cut, to keep the test fast; the fuzzer covers the rest.
        for length in stride(from: 0, to: bytes.count - 1, by: 7) {
            if case .failure(let error) = OldStylePropertyListParser.parse(Array(bytes[..<length])) {
                #expect(error.offset >= 0 && error.offset <= length)
            } else {
                Issue.record("a project cut at byte \(length) parsed")
            }
        }
    }

    /// Keys are compared as bytes only where that is what `String`'s `==` says: a key beyond ASCII, or written with
    /// escapes, is still found by a key it is canonically equal to, and the last entry of a key wins.
    @Test func keysAreFoundAsStringsCompareThem() throws {
        let value = try parse(#"{ "\U212A" = kelvin; "e\U0301" = acute; K2 = a; K2 = b; "is\141" = escaped; "caf\u00e9" = ( x ); }"#).get()
        let dictionary = try #require(value.dictionary)
        #expect(dictionary[string: "K"] == "kelvin")
        #expect(dictionary[string: "\u{E9}"] == "acute")
        #expect(dictionary[string: "K2"] == "b")
        #expect(dictionary[string: "isa"] == "escaped")
        #expect(dictionary.string(of: "isa", equals: "escaped"))
        #expect(!dictionary.string(of: "isa", equals: "escape"))
        #expect(dictionary[strings: "café"] == ["x"])
        #expect(dictionary[string: "café"] == nil)
        #expect(dictionary.count == 6)
        #expect(dictionary.uniqueEntries.map(\.key) == ["K2", "e\u{301}", "isa", "café", "\u{212A}"].sorted())
    }

    /// `PropertyListKeyIndex` (the objects of a project) finds the last entry of a key as a `[String: Int]` of the
    /// keys would, whether it hashes bytes (all keys plain ASCII) or strings, for keys given as strings or as nodes.
    @Test func keyIndexAgreesWithAStringDictionary() throws {
        var random = SplitMix64(seed: 0x0B_1EC7)
        let keys = ["0A1B2C3D4E5F60718293A4B5", "0A1B2C3D4E5F60718293A4B6", "K", "\"\\U212A\"", "\"x y\"", "isa", "\"is\\141\"", "\"e\\U0301\"", "\"\\U00e9\"", ""]
        let decoded = ["0A1B2C3D4E5F60718293A4B5", "0A1B2C3D4E5F60718293A4B6", "K", "\u{212A}", "x y", "isa", "isa", "e\u{301}", "\u{E9}", "A"]
        for round in 0..<300 {
            // Half the rounds use only plain ASCII keys, the hashed form.
            let choices = round % 2 == 0 ? [0, 1, 2, 4, 5, 9] : Array(keys.indices)
            var written: [Int] = []
            for _ in 0..<Int(random.next() % 40) { written.append(choices[Int(random.next() % UInt64(choices.count))]) }
            let text = "{ " + written.enumerated().map { "\(keys[$0.element].isEmpty ? "A" : keys[$0.element]) = v\($0.offset);" }.joined(separator: " ") + " list = ( " + keys.map { $0.isEmpty ? "A" : $0 }.joined(separator: ", ") + " ); }"
            let document = try OldStylePropertyListParser.parseDocument(Array(text.utf8)).get()
            let dictionary = PropertyListDictionary(document: document, node: 0)
            let index = PropertyListKeyIndex(dictionary)
            let entryKeys = (0..<index.count).map(index.key(at:))
            let listNodes = dictionary.stringNodes(of: "list")
            for (position, wanted) in decoded.enumerated() {
                let expected = entryKeys.lastIndex(of: wanted)
                #expect(index.number(of: wanted) == expected, "\(wanted) in \(text)")
                #expect(index.number(ofStringAt: listNodes[position]) == expected, "\(wanted) in \(text)")
            }
            for left in 0..<index.count {
                for right in 0..<index.count { #expect(index.keyPrecedes(left, right) == (entryKeys[left] < entryKeys[right])) }
            }
        }
    }

    /// The bytes written without quotes are exactly Xcode's: letters, digits and `_ $ + / : . -`.
    @Test func everyByteIsUnquotedOrNotAsXcodeWritesThem() {
        let unquoted = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_$+/:.-".utf8)
        for byte in UInt8.min...UInt8.max {
            // After a letter, so that `/` cannot open a comment.
            let parsed = OldStylePropertyListParser.parse([UInt8(ascii: "("), UInt8(ascii: "a"), byte, UInt8(ascii: ")")])
            if unquoted.contains(byte) {
                #expect((try? parsed.get()) == .array([.string(String(decoding: [UInt8(ascii: "a"), byte], as: UTF8.self))]), "\(byte)")
            } else {
                #expect((try? parsed.get())?.array?.first?.string?.utf8.count != 2, "\(byte)")
            }
        }
    }

    /// A comment ends at the first `*/` after its `/*`, however many `*` it holds; one without an end is an error
    /// at its start.
    @Test func commentsEndAtTheirFirstStarSlash() throws {
        #expect(try parse("( a /*/ b */, c /* ** * **/ )").get() == .array([.string("a"), .string("c")]))
        #expect(try parse("( a /**/ )").get() == .array([.string("a")]))
        guard case .failure(let error) = parse("( a /*/ ) *") else {
            Issue.record("expected a syntax error")
            return
        }
        #expect(error.offset == 4)
        #expect(error.message == "unterminated comment")
    }
}
