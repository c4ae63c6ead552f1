import Foundation
import IntentMetadata
import Testing

/// Loads `json` and returns the error the loader throws, recording an issue when it loads instead.
func loadingError(_ json: String, filePath: String? = "Books.json", sourceLocation: SourceLocation = #_sourceLocation) -> IntentMetadataError? {
    loadingError(Data(json.utf8), filePath: filePath, sourceLocation: sourceLocation)
}

/// Loads `data` and returns the error the loader throws, recording an issue when it loads instead.
func loadingError(_ data: Data, filePath: String? = "Books.json", sourceLocation: SourceLocation = #_sourceLocation) -> IntentMetadataError? {
    do {
        _ = try IntentMetadataBundle(data: data, filePath: filePath)
        Issue.record("expected the bundle to be refused", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

/// The sample bundle's canonical encoding as a mutable JSON object, for tests that break one field.
func sampleJSONObject() throws -> [String: Any] {
    let data = try SampleBundle.bundle.encodedData()
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
}

/// Serializes a JSON object made by `sampleJSONObject()` after editing.
func jsonData(_ object: Any) throws -> Data {
    try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
}
