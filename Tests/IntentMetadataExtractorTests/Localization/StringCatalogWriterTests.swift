import Foundation
import IntentMetadata
import IntentMetadataExtractor
import Testing

@Suite struct StringCatalogWriterTests {
    private let uses = [
        LocalizedTextUse(text: LocalizedText(key: "Open Shelf"), kind: .text, source: SourceReference(file: "Intents/OpenShelf.swift", line: 3, column: 8)),
        LocalizedTextUse(text: LocalizedText(key: "book.name", defaultValue: "Book", table: "Books"), kind: .text, source: SourceReference(file: "Book.swift", line: 5, column: 8)),
        LocalizedTextUse(text: LocalizedText(key: "Open Shelf"), kind: .text, source: SourceReference(file: "Shortcuts.swift", line: 9, column: 8)),
        LocalizedTextUse(text: LocalizedText(key: "Say \"hi\"\n"), kind: .text, source: SourceReference(file: "Intents/OpenShelf.swift", line: 3, column: 8)),
    ]

    @Test func skeletonListsTheTablesKeysSortedWithSourceTextsAndPlaces() {
        let catalog = StringCatalogWriter.skeleton(for: uses, table: "Localizable", resources: LocalizationResources(files: []))
        assertEqualWithDiff(catalog, """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Open Shelf" : {
                  "comment" : "Used by Intents/OpenShelf.swift:3, Shortcuts.swift:9",
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Open Shelf"
                      }
                    }
                  }
                },
                "Say \\"hi\\"\\n" : {
                  "comment" : "Used by Intents/OpenShelf.swift:3",
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Say \\"hi\\"\\n"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }

            """)
    }

    @Test func skeletonTakesDefaultValuesAndExistingSourceTexts() throws {
        let resources = LocalizationResources(files: [SourceFile(path: "en-GB.lproj/Books.strings", text: "")], sourceLanguage: "en-GB")
        let catalog = StringCatalogWriter.skeleton(for: uses, table: "Books", resources: resources)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(catalog.utf8)) as? [String: Any])
        #expect(object["sourceLanguage"] as? String == "en-GB")
        let strings = try #require(object["strings"] as? [String: [String: Any]])
        let unit = (strings["book.name"]?["localizations"] as? [String: [String: [String: String]]])?["en-GB"]?["stringUnit"]
        #expect(unit == ["state": "translated", "value": "Book"])

        let existing = LocalizationResources(files: [SourceFile(path: "en.lproj/Books.strings", text: "\"book.name\" = \"Volume\";")])
        #expect(StringCatalogWriter.skeleton(for: uses, table: "Books", resources: existing).contains("\"value\" : \"Volume\""))
    }

    @Test func aSkeletonReadsBackAsACatalogWithEveryKey() {
        let catalog = StringCatalogWriter.skeleton(for: uses, table: "Localizable", resources: LocalizationResources(files: []))
        let result = StringCatalogReader.read(Array(catalog.utf8), path: "Localizable.xcstrings")
        #expect(result.diagnostics.isEmpty)
        #expect(result.tables.first?.entries.keys.sorted() == ["Open Shelf", "Say \"hi\"\n"])
    }

    @Test func tableNamesAreSorted() {
        #expect(StringCatalogWriter.tableNames(in: uses) == ["Books", "Localizable"])
    }
}
