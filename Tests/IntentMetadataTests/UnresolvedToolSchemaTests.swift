import Foundation
import IntentMetadata
import Testing

/// `--format tools` of a parameter typed by a module the extractor did not read: the schema stays a string, and the
/// description says what the type is and that its values are unknown, so a caller is not misled.
@Suite struct UnresolvedToolSchemaTests {
    @Test func anUnresolvedParameterSaysSoInItsDescription() throws {
        let action = ActionMetadata(
            identifier: "Sow", typeName: "App.Sow", title: LocalizedText(key: "Sow"),
            parameters: [
                ParameterMetadata(name: "season", title: LocalizedText(key: "Season"), valueType: .primitive(.unresolved("Season"))),
                ParameterMetadata(name: "beds", title: LocalizedText(key: "Beds"), valueType: .array(.primitive(.unresolved("Model.Bed")))),
                ParameterMetadata(name: "note", title: LocalizedText(key: "Note"), valueType: .primitive(.string)),
            ],
            source: SourceReference(file: "Sow.swift", line: 1, column: 1)
        )
        let bundle = IntentMetadataBundle(module: "App", actions: [action])
        let tools = try #require(try JSONSerialization.jsonObject(with: Data(bundle.describe(format: .tools).utf8)) as? [[String: Any]])
        let parameters = try #require(tools.first?["parameters"] as? [String: Any])
        let properties = try #require(parameters["properties"] as? [String: [String: Any]])
        #expect(properties["season"]?["type"] as? String == "string")
        #expect(properties["season"]?["description"] as? String == "Season (a 'Season', a type of another module that was not read, so its values are unknown here)")
        #expect((properties["beds"]?["description"] as? String)?.hasSuffix("(a 'Model.Bed', a type of another module that was not read, so its values are unknown here)") == true)
        #expect(properties["note"]?["description"] as? String == "Note")
    }
}
