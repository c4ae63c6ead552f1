import Foundation
import IntentMetadata
import Testing

@Suite struct LegacyIntentTests {
    @Test func bundleWithoutLegacyIntentsOmitsTheKey() throws {
        var bundle = SampleBundle.bundle
        bundle.legacyIntents = []
        let object = try #require(try JSONSerialization.jsonObject(with: try bundle.encodedData()) as? [String: Any])
        #expect(object["legacyIntents"] == nil)
    }

    @Test func legacyIntentsRoundTrip() throws {
        let data = try SampleBundle.bundle.encodedData()
        let bundle = try IntentMetadataBundle(data: data)
        #expect(bundle.legacyIntents == SampleBundle.bundle.legacyIntents)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let legacy = try #require(object["legacyIntents"] as? [[String: Any]])
        #expect(legacy.first?["identifier"] as? String == "OrderBook")
    }

    @Test func bundleFromBeforeLegacyIntentsLoadsWithNone() throws {
        let json = #"{"formatVersion": 1, "generator": {"name": "intent-metadata", "version": "0.1.0"}, "module": "Old"}"#
        #expect(try IntentMetadataBundle(data: Data(json.utf8)).legacyIntents == [])
    }

    @Test func legacyIntentsAreSortedByFileThenIdentifier() throws {
        func intent(_ identifier: String, _ file: String) -> LegacyIntentMetadata {
            LegacyIntentMetadata(identifier: identifier, title: LocalizedText(key: identifier), source: SourceReference(file: file, line: 1, column: 1))
        }
        let bundle = IntentMetadataBundle(module: "App", legacyIntents: [intent("B", "Z.intentdefinition"), intent("C", "A.intentdefinition"), intent("A", "Z.intentdefinition")])
        let decoded = try IntentMetadataBundle(data: try bundle.encodedData())
        #expect(decoded.legacyIntents.map(\.identifier) == ["C", "A", "B"])
    }

    @Test func wrongTypeInALegacyIntentIsReportedWithItsPath() throws {
        let json = #"{"formatVersion": 1, "generator": {"name": "intent-metadata", "version": "0.1.0"}, "module": "App", "legacyIntents": [{"identifier": 3}]}"#
        #expect(throws: IntentMetadataError.self) { try IntentMetadataBundle(data: Data(json.utf8)) }
    }

    @Test func textDescriptionMarksLegacyIntentsAfterTheActions() {
        let text = SampleBundle.bundle.describe(format: .text)
        let expected = """
            Order Book (OrderBook) [legacy SiriKit intent, Sources/Books/Intents.intentdefinition]
              Orders a book from the shop.
              Parameters:
                Binding (binding): one of: Paperback, Hardcover (optional, defaults to Paperback)
                Titles (titles): a list of pieces of text (required)
                Shop (shop): a value of type 'Placemark' (no App Intents equivalent) (optional)
              Configures widgets: yes
              In Shortcuts and Siri: yes

            """
        #expect(text.hasSuffix("\n\n" + expected))
    }

    @Test func markdownDescriptionHasALegacySection() {
        let markdown = SampleBundle.bundle.describe(format: .markdown)
        #expect(markdown.contains("# Legacy SiriKit intents of Books\n"))
        #expect(markdown.contains("## Order Book (legacy)\n"))
        #expect(markdown.contains("| Binding | `binding` | one of: Paperback, Hardcover | optional, defaults to Paperback |"))
    }

    @Test func oneActionsDescriptionLeavesLegacyIntentsOut() {
        #expect(!SampleBundle.bundle.describe(format: .text, actionIdentifier: "AddBook").contains("legacy"))
        #expect(!SampleBundle.bundle.describe(format: .markdown, actionIdentifier: "AddBook").contains("Legacy"))
    }

    @Test func machineFormatsDescribeActionsOnly() {
        #expect(!SampleBundle.bundle.describe(format: .json).contains("OrderBook"))
        #expect(!SampleBundle.bundle.describe(format: .tools).contains("OrderBook"))
    }

    @Test func bundleWithOnlyLegacyIntentsDescribesThem() {
        var bundle = IntentMetadataBundle(module: "Old")
        bundle.legacyIntents = SampleBundle.bundle.legacyIntents
        #expect(bundle.describe(format: .text).hasPrefix("Order Book (OrderBook) [legacy SiriKit intent"))
    }
}
