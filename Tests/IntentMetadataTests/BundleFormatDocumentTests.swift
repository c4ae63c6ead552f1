import Foundation
import IntentMetadata
import Testing

/// Keeps the example in docs/BundleFormat.md true: it loads, it is in the canonical encoding, and the
/// `describe` output shown under it is what the library prints.
@Suite struct BundleFormatDocumentTests {
    private func fencedBlock(_ language: String, in document: String) throws -> String {
        let opening = try #require(document.range(of: "```\(language)\n"))
        let closing = try #require(document.range(of: "\n```", range: opening.upperBound..<document.endIndex))
        return String(document[opening.upperBound..<closing.lowerBound]) + "\n"
    }

    private func document(filePath: String = #filePath) throws -> String {
        let url = URL(fileURLWithPath: filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/BundleFormat.md")
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test func exampleIsACanonicalBundle() throws {
        let example = try fencedBlock("json", in: document())
        let bundle = try IntentMetadataBundle(data: Data(example.utf8), filePath: "BundleFormat.md")
        #expect(String(decoding: try bundle.encodedData(), as: UTF8.self) == example)
        let checker = try SchemaChecker.bundleSchema()
        #expect(checker.problems(in: try JSONSerialization.jsonObject(with: Data(example.utf8))) == [])
    }

    @Test func exampleDescriptionMatchesTheLibrary() throws {
        let text = try document()
        let bundle = try IntentMetadataBundle(data: Data(try fencedBlock("json", in: text).utf8))
        #expect(bundle.describe(format: .text) == (try fencedBlock("text", in: text)))
    }
}
