import Foundation
import IntentMetadata
import IntentMetadataExtractor
import Testing

/// The two readers of quoted strings, JSON catalogs and `.strings` tables, decode `\u` escapes the same way: a pair
/// of surrogates is one character, and any other surrogate shows as U+FFFD instead of vanishing.
@Suite struct EscapedTextTests {
    static let cases: [(escaped: String, text: String)] = [
        (#"\uD83D\uDCDA"#, "📚"),
        (#"\u00e9\u0041"#, "éA"),
        (#"a\uD83Db"#, "a\u{FFFD}b"),
        (#"\uD83D\n"#, "\u{FFFD}\n"),
        (#"x\uD83D"#, "x\u{FFFD}"),
        (#"\uDCDA"#, "\u{FFFD}"),
        (#"\uD83D\uD83D\uDCDA"#, "\u{FFFD}📚"),
    ]

    @Test(arguments: cases)
    func bothReadersDecodeEscapesAlike(escaped: String, text: String) throws {
        let strings = StringsFileReader.read(Array("\"k\" = \"\(escaped)\";".utf8), path: "de.lproj/Books.strings")
        #expect(strings.diagnostics.isEmpty)
        #expect(strings.entries["k"]?.translation.text == text)

        let catalog = StringCatalogReader.read(
            Array(#"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "\#(escaped)"}}}}}}"#.utf8),
            path: "Books.xcstrings"
        )
        #expect(catalog.diagnostics.isEmpty)
        let german = try #require(catalog.tables.first { $0.locale == "de" })
        #expect(german.entries["k"]?.translation.text == text)
    }

    @Test func aShortOrNonHexadecimalEscapeIsReportedByBoth() {
        for escape in [#"\u12"#, #"\u+123"#, #"\u12g4"#] {
            let strings = StringsFileReader.read(Array("\"k\" = \"\(escape)\";".utf8), path: "de.lproj/Books.strings")
            #expect(strings.diagnostics.contains { $0.message.contains("expected four hexadecimal digits") }, "\(escape)")
            let catalog = StringCatalogReader.read(Array(#"{"sourceLanguage": "en", "strings": {"\#(escape)": {}}}"#.utf8), path: "Books.xcstrings")
            #expect(catalog.diagnostics.contains { $0.message.contains("expected four hexadecimal digits") }, "\(escape)")
        }
    }
}
