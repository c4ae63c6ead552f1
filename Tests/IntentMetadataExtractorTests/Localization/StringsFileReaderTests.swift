import Foundation
import IntentMetadata
import IntentMetadataExtractor
import TestSupport
import Testing

@Suite struct StringsFileReaderTests {
    private func read(_ text: String) -> StringsFileReader.Result {
        StringsFileReader.read(Array(text.utf8), path: "de.lproj/Books.strings")
    }

    private func values(_ result: StringsFileReader.Result) -> [String: String] {
        result.entries.mapValues { $0.translation.text }
    }

    /// Looking up some keys gives what reading every entry gives for those keys: keys of one length that share
    /// their first eight bytes or differ only there, keys of eight bytes or fewer, escaped keys, a repeated key, and
    /// wanted keys the file does not have.
    @Test func theEntriesOfSomeKeysAreThoseOfEveryEntryForThoseKeys() {
        var random = SplitMix64(seed: 0x5_7219)
        let pieces = ["Open", "Close", "Book", "Shelf", "é", " ", "%@", "x"]
        var keys: [String] = []
        for _ in 0..<300 {
            keys.append((0..<Int(1 + random.next() % 5)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined())
        }
        keys += ["Open Shelf 1", "Open Shelf 2", "Open Shelf 12", "a", "", "k\"q"]
        let text = keys.enumerated().map { "\"\($0.element.replacingOccurrences(of: "\"", with: "\\\""))\" = \"v\($0.offset)\";" }.joined(separator: "\n")
        let every = StringsFileReader.read(Array(text.utf8), path: "de.lproj/Books.strings").entries
        #expect(every.count == Set(keys).count)
        for round in 0..<20 {
            var wanted = Set(keys.filter { _ in random.next() % 4 == 0 })
            wanted.formUnion(["Open Shelf 3", "missing", "Open Shelf", "k\"q"].filter { _ in round % 2 == 0 })
            let some = StringsFileReader.read(Array(text.utf8), path: "de.lproj/Books.strings", keys: wanted).entries
            #expect(some == every.filter { wanted.contains($0.key) })
        }
    }

    @Test func quotedEntriesAreRead() {
        let result = read("\"Open Shelf\" = \"Regal öffnen\";\n\"Add Book\"=\"Buch hinzufügen\" ;")
        #expect(values(result) == ["Open Shelf": "Regal öffnen", "Add Book": "Buch hinzufügen"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func commentsOfBothKindsAreSkipped() {
        let result = read("/* A block\n   comment */\n// A line comment\n\"a\" = /* inside */ \"b\"; // trailing\n")
        #expect(values(result) == ["a": "b"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func escapesAreDecoded() {
        let result = read(#""k" = "say \"hi\"\\ \n\t\U00FC \U0041\101 \'";"#)
        #expect(values(result)["k"] == "say \"hi\"\\ \n\tü AA '")
    }

    @Test func surrogatePairEscapesMakeOneCharacter() {
        let result = read(#""book" = "\UD83D\UDCDA";"#)
        #expect(values(result)["book"] == "📚")
    }

    @Test func unquotedKeysAndValuesAreRead() {
        let result = read("greeting = hello.world;\nDate = \"Datum\";")
        #expect(values(result) == ["greeting": "hello.world", "Date": "Datum"])
    }

    @Test func aKeyAloneIsItsOwnValue() {
        #expect(values(read("\"Title\";")) == ["Title": "Title"])
    }

    @Test func aRepeatedKeyKeepsItsLastValue() {
        #expect(values(read("\"a\" = \"1\";\n\"a\" = \"2\";")) == ["a": "2"])
    }

    @Test func entriesRecordTheirLineAndColumn() throws {
        let result = read("/* x */\n  \"é\" = \"1\";\n\"b\" = \"2\";")
        let first = try #require(result.entries["é"])
        #expect((first.location.line, first.location.column) == (2, 3))
        let second = try #require(result.entries["b"])
        #expect((second.location.line, second.location.column) == (3, 1))
    }

    /// Keys are matched by their bytes: escaped keys, keys of one length, unquoted keys and repeated keys (the
    /// last wins) give the same entries whether every key or some are asked for.
    @Test func askingForSomeKeysGivesWhatReadingEveryKeyGives() {
        let text = #"""
            "ab" = "1"; "ac" = "2"; "a\"b" = "3"; "\U00E9t\u00E9" = "4"; plain = "5"; "ab" = "6"; "été" = "7";
            "longer key" = "8"; "k\\" = "9";
            """#
        let whole = read(text)
        #expect(whole.diagnostics.isEmpty)
        #expect(values(whole) == ["ab": "6", "ac": "2", "a\"b": "3", "été": "7", "plain": "5", "longer key": "8", "k\\": "9"])
        let keys: Set<String> = ["ab", "a\"b", "été", "plain", "k\\", "zz", "longer ke"]
        let some = StringsFileReader.read(Array(text.utf8), path: "de.lproj/Books.strings", keys: keys)
        #expect(some.entries == whole.entries.filter { keys.contains($0.key) })
    }

    @Test func onlyTheWantedKeysAreKeptAndTheRestIsStillChecked() throws {
        let text = "\"Open Shelf\" = \"Regal \\\"öffnen\\\"\";\n\"Add Book\" = \"Buch\\U00FC\";\nplain = value;\n\"Same\";\n"
        let whole = read(text)
        let some = StringsFileReader.read(Array(text.utf8), path: "de.lproj/Books.strings", keys: ["Add Book", "Same", "Missing"])
        #expect(values(some) == ["Add Book": "Buchü", "Same": "Same"])
        #expect(some.entries["Add Book"] == whole.entries["Add Book"])
        #expect(some.diagnostics.isEmpty)

        // A problem in an entry nobody asked for is reported exactly as when every entry is kept.
        let broken = text + "\"Later\" = \"unclosed;\n"
        let brokenWhole = read(broken)
        let brokenSome = StringsFileReader.read(Array(broken.utf8), path: "de.lproj/Books.strings", keys: ["Open Shelf"])
        #expect(brokenSome.diagnostics == brokenWhole.diagnostics)
        #expect(brokenSome.diagnostics.count == 1)
        #expect(values(brokenSome) == ["Open Shelf": "Regal \"öffnen\""])
    }

    @Test(arguments: [false, true])
    func utf16WithByteOrderMarkIsRead(isBigEndian: Bool) {
        let text = "/* Français */\n\"Open Shelf\" = \"Ouvrir l’étagère\";\n\"Book\" = \"📚 Livre\";\n"
        var bytes: [UInt8] = isBigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in text.utf16 {
            bytes += isBigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        let result = StringsFileReader.read(bytes, path: "fr.lproj/Books.strings")
        #expect(result.entries.mapValues { $0.translation.text } == ["Open Shelf": "Ouvrir l’étagère", "Book": "📚 Livre"])
        #expect(result.entries["Book"]?.location.line == 3)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func utf8ByteOrderMarkIsSkipped() {
        let result = StringsFileReader.read([0xEF, 0xBB, 0xBF] + Array("\"a\" = \"b\";".utf8), path: "en.lproj/A.strings")
        #expect(result.entries["a"]?.translation.text == "b")
        #expect(result.entries["a"]?.location.column == 1)
    }

    @Test func aUTF8ByteOrderMarkBeforeACommentIsValid() {
        let result = StringsFileReader.read([0xEF, 0xBB, 0xBF] + Array("/* Slovak */\n\"a\" = \"b\";\n".utf8), path: "sk.lproj/A.strings")
        #expect(result.diagnostics.isEmpty)
        #expect(values(result) == ["a": "b"])
    }

    @Test func aCompiledBinaryStringsFileIsRead() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: ["Open Shelf": "Regal öffnen", "Book": "Buch"], format: .binary, options: 0)
        #expect(data.starts(with: Array("bplist00".utf8)))
        let result = StringsFileReader.read(Array(data), path: "de.lproj/Localizable.strings")
        #expect(result.diagnostics.isEmpty)
        #expect(values(result) == ["Open Shelf": "Regal öffnen", "Book": "Buch"])
        #expect(result.entries["Book"]?.location.line == 1)
    }

    /// `.strings` written as an XML property list (as pocket-casts-ios ships 14 of its tables) are valid for Xcode: their
    /// string values are entries, at the line of each value.
    @Test(arguments: [false, true])
    func anXMLPropertyListStringsFileIsRead(withDeclaration: Bool) throws {
        let header = withDeclaration
            ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<!--Generated-->\n"
            : "\n"
        let text = header + "<plist version=\"1.0\">\n  <dict>\n    <key>Open Shelf</key>\n    <string>Regal &amp; Buch öffnen</string>\n    <key>Book</key>\n    <string>Buch</string>\n  </dict>\n</plist>\n"
        let result = read(text)
        #expect(result.diagnostics.isEmpty)
        #expect(values(result) == ["Open Shelf": "Regal & Buch öffnen", "Book": "Buch"])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let bookLine = try #require(lines.firstIndex { $0.contains("<string>Buch</string>") }) + 1
        #expect(result.entries["Book"]?.location.line == bookLine)
        // The keys asked for are the same entries.
        #expect(StringsFileReader.read(Array(text.utf8), path: "de.lproj/Books.strings", keys: ["Book"]).entries.keys.sorted() == ["Book"])
    }

    /// A value's text made of several pieces (plain runs, an entity, a comment between runs, CDATA) reads as one, a
    /// repeated key keeps its last value, and asking for some keys gives what reading every key gives.
    @Test func xmlPropertyListValuesInPiecesAndRepeatedKeysReadAsAWhole() {
        let text = "<plist><dict><key>a</key><string>x &lt; y</string><key>b</key><string>one<!-- c -->two</string>"
            + "<key>c</key><string><![CDATA[<raw>]]> and more</string><key>a</key><string>last</string><key>d</key><string>plain</string></dict></plist>"
        let whole = read(text)
        #expect(whole.diagnostics.isEmpty)
        #expect(values(whole) == ["a": "last", "b": "onetwo", "c": "<raw> and more", "d": "plain"])
        let keys: Set<String> = ["a", "c", "zz"]
        let some = StringsFileReader.read(Array(text.utf8), path: "de.lproj/Books.strings", keys: keys)
        #expect(some.entries == whole.entries.filter { keys.contains($0.key) })
    }

    /// A damaged XML strings file keeps the entries before the problem and is one warning there.
    @Test func aMalformedXMLPropertyListKeepsTheEntriesBeforeTheProblem() throws {
        let result = read("<?xml version=\"1.0\"?>\n<plist><dict>\n<key>a</key><string>b</string>\n<key>c</key><string>d</strin>\n</dict></plist>\n")
        #expect(values(result)["a"] == "b")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.id == .localizationMalformedFile && diagnostic.severity == .warning)
        #expect(diagnostic.location.line == 4)
    }

    @Test func aBinaryPropertyListThatIsNotADictionaryIsSkippedQuietly() throws {
        let array = try PropertyListSerialization.data(fromPropertyList: ["a", "b"], format: .binary, options: 0)
        let truncated = Array("bplist00".utf8) + [0x00, 0x01]
        for bytes in [Array(array), truncated] {
            let result = StringsFileReader.read(bytes, path: "de.lproj/Localizable.strings")
            #expect(result.entries.isEmpty)
            #expect(result.diagnostics.isEmpty)
        }
    }

    @Test func invalidUTF8IsMalformed() {
        let result = StringsFileReader.read([0x22, 0xC3, 0x28, 0x22, 0x3B], path: "en.lproj/A.strings")
        #expect(result.diagnostics.map(\.id) == [.localizationMalformedFile])
        #expect(result.diagnostics.first?.message == "strings file is neither UTF-8 nor UTF-16 with a byte-order mark; none of its entries can be read")
    }

    @Test func oddLengthUTF16IsMalformed() {
        let result = StringsFileReader.read([0xFF, 0xFE, 0x22], path: "en.lproj/A.strings")
        #expect(result.diagnostics.map(\.id) == [.localizationMalformedFile])
    }

    @Test func missingSemicolonIsReportedWhereTheNextEntryStarts() throws {
        let result = read("\"a\" = \"1\";\n\"b\" = \"2\"\n\"c\" = \"3\";")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.id == .localizationMalformedFile)
        // A warning: Xcode builds apps whose strings files have such problems; the entries after it are lost.
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.renderedText == "de.lproj/Books.strings:3:1: warning: expected ';' after the entry for 'b', but found '\"'; the entries from here on are not read [localization-malformed-file]")
        // Entries before the error are kept; those after it are not, as with Apple's reader.
        #expect(values(result) == ["a": "1"])
    }

    @Test func unterminatedStringIsReportedAtItsOpeningQuote() throws {
        let result = read("\"a\" = \"1\";\n  \"b\" = \"never closed;\n")
        let diagnostic = try #require(result.diagnostics.first)
        #expect((diagnostic.location.line, diagnostic.location.column) == (2, 9))
        #expect(diagnostic.message == "string is not closed; the entries from here on are not read")
    }

    @Test func unterminatedCommentIsReportedAtItsStart() throws {
        let diagnostic = try #require(read("\"a\" = \"1\";\n/* open").diagnostics.first)
        #expect((diagnostic.location.line, diagnostic.location.column) == (2, 1))
        #expect(diagnostic.message == "block comment is not closed; the entries from here on are not read")
    }

    @Test func missingValueAfterEqualsIsReported() throws {
        let diagnostic = try #require(read("\"a\" = ;").diagnostics.first)
        #expect(diagnostic.location.column == 7)
        #expect(diagnostic.message == "expected a value after '=', but found ';'; the entries from here on are not read")
    }

    @Test func malformedPositionsInUTF16FilesAreThoseOfTheText() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "\"é\" = \"1\";\n\"b\" = \"2\" x".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let diagnostic = try #require(StringsFileReader.read(bytes, path: "fr.lproj/A.strings").diagnostics.first)
        #expect((diagnostic.location.line, diagnostic.location.column) == (2, 11))
    }

    @Test func everyPrefixOfTheFixturesReadsWithoutCrashing() throws {
        let folder = Fixtures.url("ReadingList/Resources")
        for locale in ["de", "en", "fr"] {
            for table in ["Books", "Localizable"] {
                let bytes = Array(try Data(contentsOf: folder.appendingPathComponent("\(locale).lproj/\(table).strings")))
                for length in stride(from: 0, through: bytes.count, by: 7) {
                    _ = StringsFileReader.read(Array(bytes.prefix(length)), path: "x.strings")
                }
            }
        }
    }
}
