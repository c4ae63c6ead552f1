import Foundation
import IntentMetadataExtractor
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
}
