import TestSupport
import Foundation
import IntentMetadata
import IntentMetadataExtractor
import Testing

@Suite struct StringCatalogReaderTests {
    private func read(_ json: String, path: String = "Localizable.xcstrings") -> StringCatalogReader.Result {
        StringCatalogReader.read(Array(json.utf8), path: path)
    }

    private func table(_ result: StringCatalogReader.Result, _ locale: String) -> LocalizationTable? {
        result.tables.first { $0.locale == locale }
    }

    @Test func aStringSetGivesItsFirstWordingAsValueAndTheOthersAsAlternatives() throws {
        let result = read("""
            {"sourceLanguage": "en", "strings": {"Create New Document in ${applicationName}": {"localizations": {
              "en": {"stringSet": {"state": "new", "values": ["Create New Document in ${applicationName}"]}},
              "zh-Hans": {"stringSet": {"state": "translated", "values": ["在 ${applicationName} 中创建新文档", "用 ${applicationName} 新建文档"]}}
            }}}}
            """, path: "AppShortcuts.xcstrings")
        #expect(result.diagnostics.isEmpty)
        let chinese = try #require(table(result, "zh-Hans")?.entries["Create New Document in ${applicationName}"])
        #expect(chinese.translation == Translation(value: "在 ${applicationName} 中创建新文档"))
        #expect(chinese.alternativeTexts == ["用 ${applicationName} 新建文档"])
        #expect(chinese.state == "translated")
    }

    @Test func aMisshapenStringSetIsAnError() {
        let result = read(#"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"de": {"stringSet": {"values": "x"}}}}}}"#)
        #expect(result.diagnostics.map(\.message) == ["'values' of 'k' in 'de' must be an array of strings, but it is a string"])
        #expect(result.diagnostics.map(\.severity) == [.error])
    }

    @Test func stringUnitsBecomeOneTablePerLocale() throws {
        let result = read("""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "Open Shelf": {"localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "Open Shelf"}},
                "de": {"stringUnit": {"state": "translated", "value": "Regal öffnen"}},
                "ja": {"stringUnit": {"state": "needs_review", "value": "本棚を開く"}}
              }}
            }}
            """, path: "Resources/Books.xcstrings")
        #expect(result.sourceLanguage == "en")
        #expect(result.tables.map(\.locale) == ["de", "en", "ja"])
        #expect(result.tables.allSatisfy { $0.name == "Books" && $0.file == "Resources/Books.xcstrings" })
        let japanese = try #require(table(result, "ja")?.entries["Open Shelf"])
        #expect(japanese.translation == Translation(value: "本棚を開く"))
        #expect(japanese.state == "needs_review")
        #expect((japanese.location.line, japanese.location.column) == (5, 5))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aKeyWithoutASourceValueIsItsOwnSourceText() {
        let result = read(#"{"sourceLanguage": "en", "strings": {"Rate Book": {}, "Stars": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Sterne"}}}}}}"#)
        #expect(table(result, "en")?.entries.mapValues(\.translation.text) == ["Rate Book": "Rate Book", "Stars": "Stars"])
        #expect(table(result, "de")?.entries.mapValues(\.translation.text) == ["Stars": "Sterne"])
    }

    @Test func pluralVariationsAreKeptByCategory() throws {
        let result = read("""
            {"sourceLanguage": "en", "strings": {"%lld books": {"localizations": {"de": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "%lld Buch"}},
              "other": {"stringUnit": {"state": "translated", "value": "%lld Bücher"}}
            }}}}}}}
            """)
        let entry = try #require(table(result, "de")?.entries["%lld books"])
        #expect(entry.translation == Translation(pluralForms: ["one": "%lld Buch", "other": "%lld Bücher"]))
        #expect(entry.translation.text == "%lld Bücher")
        #expect(entry.state == "translated")
    }

    @Test func deviceVariationsKeepTheOtherFormOfANestedPlural() throws {
        let result = read("""
            {"sourceLanguage": "en", "strings": {"Open ${target}": {"localizations": {"fr": {"variations": {"device": {
              "mac": {"stringUnit": {"state": "new", "value": "Ouvrir ${target} sur le Mac"}},
              "iphone": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "un"}},
                "other": {"stringUnit": {"state": "translated", "value": "Ouvrir ${target}"}}
              }}}
            }}}}}}}
            """)
        let entry = try #require(table(result, "fr")?.entries["Open ${target}"])
        #expect(entry.translation.deviceForms == ["mac": "Ouvrir ${target} sur le Mac", "iphone": "Ouvrir ${target}"])
        #expect(entry.state == "new")
    }

    @Test func emptyStringUnitsAreNotTranslations() {
        let result = read(#"{"sourceLanguage": "en", "strings": {"Stars": {"localizations": {"de": {"stringUnit": {"state": "new", "value": ""}}}}}}"#)
        #expect(table(result, "de") == nil)
    }

    @Test func shouldTranslateFalseIsRecorded() {
        let result = read(#"{"sourceLanguage": "en", "strings": {"ISBN": {"shouldTranslate": false}}}"#)
        #expect(table(result, "en")?.entries["ISBN"]?.isTranslatable == false)
    }

    @Test func invalidJSONIsReportedAtItsPosition() throws {
        let result = read("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : { } \n    \"b\" : { }\n  }\n}\n")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.renderedText == "Localizable.xcstrings:5:5: error: string catalog is not valid JSON: expected ',' or '}' after a member [localization-malformed-file]")
        #expect(result.tables.isEmpty)
    }

    @Test func unclosedStringIsReportedAtItsOpeningQuote() throws {
        let diagnostic = try #require(read("{\"sourceLanguage\": \"en").diagnostics.first)
        #expect(diagnostic.location.column == 20)
        #expect(diagnostic.message == "string catalog is not valid JSON: string is not closed")
    }

    @Test func misshapenEntriesAreReportedAndSkipped() {
        let result = read("""
            {"sourceLanguage": "en", "strings": {
              "a": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": 3}}}},
              "b": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "B"}}}}
            }}
            """)
        #expect(result.diagnostics.map(\.message) == ["'value' of 'a' in 'de' must be a string, but it is a number"])
        #expect(result.diagnostics.first?.location.line == 2)
        #expect(result.tables.first { $0.locale == "de" }?.entries.keys.sorted() == ["b"])
    }

    @Test func missingSourceLanguageIsReported() {
        let result = read(#"{"strings": {}}"#)
        #expect(result.diagnostics.map(\.message) == ["string catalog has no 'sourceLanguage'"])
    }

    @Test func topLevelThatIsNotAnObjectIsReported() {
        #expect(read("[1, 2]").diagnostics.map(\.message) == ["string catalog must be a JSON object, but it is an array"])
    }

    @Test func escapesInKeysAreDecoded() {
        let result = read(#"{"sourceLanguage": "en", "strings": {"Say \"hi\"\n\u00e9\ud83d\udcda": {}}}"#)
        #expect(table(result, "en")?.entries.keys.sorted() == ["Say \"hi\"\né📚"])
    }

    @Test func readingSomeKeysKeepsTheirEntriesButChecksAndListsTheWholeCatalog() throws {
        let json = #"""
            {"sourceLanguage": "en", "strings": {
              "Kept": {"localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "Kept"}},
                "de": {"stringUnit": {"state": "translated", "value": "Behalten"}}}},
              "Other": {"localizations": {
                "fr": {"stringUnit": {"state": "translated", "value": "Autre"}},
                "it": {"stringUnit": {"state": "translated", "value": 7}},
                "de": {"variations": {"plural": {"one": {"stringUnit": {"value": "Andere"}}}, "gender": {}}}}},
              "Plain \u0041": {},
              "Kept": {"localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "Kept"}},
                "de": {"stringUnit": {"state": "new", "value": "Behalten!"}}}}
            }}
            """#
        let catalog = StringCatalogReader.Catalog(Array(json.utf8), path: "Books.xcstrings")
        let all = catalog.read(keys: nil)
        let some = catalog.read(keys: ["Kept", "Plain A", "Missing"])
        // Every problem is reported, whichever keys are wanted: Xcode fails on any of them.
        #expect(some.diagnostics == all.diagnostics)
        #expect(all.diagnostics.map(\.message) == [
            "'value' of 'Other' in 'it' must be a string, but it is a number",
            "unknown variation 'gender' in the 'de' localization of 'Other'; expected 'plural' or 'device'",
        ])
        // Every locale with an entry has its table, even one only a key not wanted is translated into.
        #expect(some.tables.map(\.locale) == ["de", "en", "fr"])
        #expect(all.tables.map(\.locale) == ["de", "en", "fr"])
        #expect(some.tables.map { $0.entries.keys.sorted() } == [["Kept"], ["Kept", "Plain A"], []])
        #expect(all.tables.map { $0.entries.keys.sorted() } == [["Kept", "Other"], ["Kept", "Other", "Plain A"], ["Other"]])
        // A kept entry is the same as in a full reading: of two members with one key, the last.
        #expect(some.tables.first?.entries["Kept"]?.translation == Translation(value: "Behalten!"))
        for locale in ["de", "en"] {
            #expect(some.tables.first { $0.locale == locale }?.entries["Kept"] == all.tables.first { $0.locale == locale }?.entries["Kept"])
        }
        #expect(some.sourceLanguage == "en")
        #expect(StringCatalogReader.read(Array(json.utf8), path: "Books.xcstrings").tables == all.tables)
    }

    @Test func localesInAnyOrderOrSpelledWithEscapesHaveTablesWhenSomeEntryIsTranslatedIntoThem() {
        // Entries list their locales at shifting positions, a locale once with an empty value and once with text,
        // once plain and once escaped; "it" has only empty values, so it has no table.
        let json = #"""
            {"sourceLanguage": "en", "strings": {
              "A": {"localizations": {
                "de": {"stringUnit": {"value": ""}}, "fr": {"stringUnit": {"value": "Un"}}, "it": {"stringUnit": {"value": ""}}}},
              "B": {"localizations": {
                "fr": {"stringUnit": {"value": "Bé"}}, "d\u0065": {"stringUnit": {"value": "Be"}}, "it": {"stringUnit": {"value": ""}}}},
              "C": {"localizations": {
                "de": {"stringUnit": {"value": "Ce"}}, "it": {"stringUnit": {"value": ""}}, "pt-BR": {"stringUnit": {"value": ""}}}}
            }}
            """#
        let catalog = StringCatalogReader.Catalog(Array(json.utf8), path: "Localizable.xcstrings")
        let whole = catalog.read(keys: nil)
        #expect(whole.tables.map(\.locale) == ["de", "en", "fr"])
        #expect(catalog.read(keys: []).tables.map(\.locale) == ["de", "en", "fr"])
        #expect(catalog.read(keys: ["B"]).tables.map(\.locale) == ["de", "en", "fr"])
        #expect(whole.tables.first?.entries.mapValues(\.translation) == ["B": Translation(value: "Be"), "C": Translation(value: "Ce")])
    }

    @Test func runsOfPlainTextEndAtTheirFirstQuoteBackslashOrControlCharacterWhereverItFalls() throws {
        // Plain text is skipped eight bytes at a time: the byte that ends a run must be found at every distance.
        for length in 0..<24 {
            let plain = String(repeating: "é", count: length / 3) + String(repeating: "a", count: length - length / 3 * 2)
            let prefix = #"{"sourceLanguage": "en", "strings": {""# + plain
            let escaped = read(prefix + #"\n\"é\\bcdefghij": {}}}"#)
            #expect(table(escaped, "en")?.entries.keys.sorted() == [plain + "\n\"é\\bcdefghij"], "length \(length)")
            let control = try #require(read(prefix + "\tbcdefghijklm\": {}}}").diagnostics.first)
            #expect(control.message == "string catalog is not valid JSON: control character in a string; write it as an escape such as '\\n'")
            #expect(control.location.offset == prefix.utf8.count, "length \(length)")
        }
    }

    @Test func everyPrefixOfTheFixtureCatalogReadsWithoutCrashing() throws {
        let bytes = Array(try Data(contentsOf: Fixtures.url("ReadingList/Resources/AppShortcuts.xcstrings")))
        for length in 0...bytes.count {
            _ = StringCatalogReader.read(Array(bytes.prefix(length)), path: "AppShortcuts.xcstrings")
        }
    }

    @Test func randomCatalogsReadWithoutCrashingAndAPartialReadAgreesWithAWholeOne() {
        // Catalogs made of random keys, locales and localizations (some misshapen), half of them then damaged by a
        // few random byte edits; a read for some keys must agree with a whole read on everything it gives.
        var generator = SplitMix64(seed: 16)
        let texts = ["", "Open", "Open ${shelf}", "é\\n", "\\u00e9!", "\\ud83d\\udcda", "\\\"quoted\\\"", "tab\\t"]
        let locales = ["en", "de", "fr", "pt-BR", "en", "d\\u0065"]
        func text() -> String { "\"" + texts.randomElement(using: &generator)! + "\"" }
        func unit() -> String {
            switch Int.random(in: 0..<7, using: &generator) {
            case 0: #"{"stringUnit": {"state": "translated", "value": 3}}"#
            case 1: #"{"stringSet": {"state": "new", "values": ["# + text() + ", " + text() + "]}}"
            case 2: #"{"variations": {"plural": {"one": {"stringUnit": {"value": "# + text() + #"}}, "other": {"stringUnit": {"value": "# + text() + "}}}}}"
            case 3: #"{"variations": {"device": {"mac": {"variations": {"plural": {"other": {"stringUnit": {"value": "# + text() + "}}}}}}, \"gender\": {}}}"
            default: #"{"stringUnit": {"state": "translated", "value": "# + text() + "}}"
            }
        }
        for _ in 0..<1_500 {
            var keys: [String] = []
            var members: [String] = []
            for _ in 0..<Int.random(in: 0...5, using: &generator) {
                let key = text()
                keys.append(key)
                let localizations = (0..<Int.random(in: 0...4, using: &generator)).map { _ in "\"" + locales.randomElement(using: &generator)! + "\": " + unit() }
                members.append(key + #": {"shouldTranslate": true, "localizations": {"# + localizations.joined(separator: ", ") + "}}")
            }
            var bytes = Array((#"{"sourceLanguage": "en", "strings": {"# + members.joined(separator: ",\n") + "}}").utf8)
            if Bool.random(using: &generator) {
                for _ in 0..<Int.random(in: 1...3, using: &generator) where !bytes.isEmpty {
                    let position = Int.random(in: 0..<bytes.count, using: &generator)
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: bytes.remove(at: position)
                    case 1: bytes.insert(Array(#"{}[]":,\u "#.utf8).randomElement(using: &generator)!, at: position)
                    default: bytes[position] = UInt8.random(in: 0...255, using: &generator)
                    }
                }
            }
            let catalog = StringCatalogReader.Catalog(bytes, path: "Fuzz.xcstrings")
            let whole = catalog.read(keys: nil)
            let wanted = Set(StringCatalogReader.read(bytes, path: "Fuzz.xcstrings").tables.flatMap(\.entries.keys).filter { _ in Bool.random(using: &generator) })
            let some = catalog.read(keys: wanted)
            #expect(some.diagnostics == whole.diagnostics)
            #expect(some.sourceLanguage == whole.sourceLanguage)
            #expect(some.tables.map(\.locale) == whole.tables.map(\.locale))
            for (part, all) in zip(some.tables, whole.tables) {
                #expect(part.entries == all.entries.filter { wanted.contains($0.key) })
            }
        }
    }

    @Test func deepNestingIsRefusedWithoutRecursingFurther() {
        let result = read(String(repeating: "[", count: 10_000))
        #expect(result.diagnostics.first?.message == "string catalog is not valid JSON: nesting is deeper than 64 levels")
    }
}
