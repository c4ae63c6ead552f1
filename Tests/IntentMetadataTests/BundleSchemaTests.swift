import Foundation
import IntentMetadata
import Testing

@Suite struct BundleSchemaTests {
    private func problems(_ bundle: IntentMetadataBundle, checker: SchemaChecker) throws -> [String] {
        checker.problems(in: try JSONSerialization.jsonObject(with: try bundle.encodedData()))
    }

    @Test func sampleBundleConformsToTheSchema() throws {
        let checker = try SchemaChecker.bundleSchema()
        #expect(try problems(SampleBundle.bundle, checker: checker) == [])
    }

    @Test func emptyBundleConformsToTheSchema() throws {
        let checker = try SchemaChecker.bundleSchema()
        #expect(try problems(IntentMetadataBundle(module: "Empty"), checker: checker) == [])
    }

    @Test func sampleBundleUsesEverySchemaProperty() throws {
        // Keeps the round-trip test honest: the sample exercises every field the schema declares, so a field
        // added to the model and the schema must also be added to the sample.
        let checker = try SchemaChecker.bundleSchema()
        _ = try problems(SampleBundle.bundle, checker: checker)
        #expect(checker.declaredProperties.subtracting(checker.usedProperties).sorted() == [])
    }

    @Test func checkerNoticesAFieldTheSchemaLacks() throws {
        let checker = try SchemaChecker.bundleSchema()
        var object = try sampleJSONObject()
        var actions = try #require(object["actions"] as? [[String: Any]])
        actions[0]["titel"] = actions[0]["title"]
        actions[0]["title"] = nil
        object["actions"] = actions
        #expect(checker.problems(in: object) == ["$.actions[0]: missing 'title'", "$.actions[0]: unexpected 'titel'"])
    }

    @Test func checkerNoticesAValueTypeWithTwoTags() throws {
        let checker = try SchemaChecker.bundleSchema()
        var object = try sampleJSONObject()
        var actions = try #require(object["actions"] as? [[String: Any]])
        var parameters = try #require(actions[0]["parameters"] as? [[String: Any]])
        parameters[0]["valueType"] = ["entity": "Book", "enum": "Shelf"]
        actions[0]["parameters"] = parameters
        object["actions"] = actions
        #expect(checker.problems(in: object) == ["$.actions[0].parameters[0].valueType: matches 0 oneOf branches"])
    }
}
