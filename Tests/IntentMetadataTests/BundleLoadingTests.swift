import TestSupport
import Foundation
import IntentMetadata
import Testing

@Suite struct BundleLoadingTests {
    @Test func loadsTheCanonicalEncodingFromAFile() throws {
        let directory = try TemporaryDirectory()
        let url = try directory.write(try SampleBundle.bundle.encodedData(), to: "Books.json")
        let bundle = try IntentMetadataBundle(contentsOf: url)
        #expect(bundle == SampleBundle.bundle)
    }

    @Test func missingFileIsFileNotFound() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("Missing.json")
        let error = #expect(throws: IntentMetadataError.self) { try IntentMetadataBundle(contentsOf: url) }
        #expect(error?.code == .fileNotFound)
        #expect(error?.filePath == url.path)
        #expect(error?.message == "No bundle exists at '\(url.path)'. Check the path, or build the target so that intent-metadata writes the bundle.")
    }

    @Test func directoryIsUnreadable() throws {
        let directory = try TemporaryDirectory()
        let error = #expect(throws: IntentMetadataError.self) { try IntentMetadataBundle(contentsOf: directory.url) }
        #expect(error?.code == .unreadable)
        #expect(error?.message.contains("is a directory") == true)
    }

    @Test func nonFileURLIsUnreadable() throws {
        let url = try #require(URL(string: "https://example.com/Books.json"))
        let error = #expect(throws: IntentMetadataError.self) { try IntentMetadataBundle(contentsOf: url) }
        #expect(error?.code == .unreadable)
        #expect(error?.message.contains("'https://example.com/Books.json' is not a file URL") == true)
    }

    @Test func garbageIsNotJSON() {
        let error = loadingError("formatVersion = 1")
        #expect(error?.code == .notJSON)
        #expect(error?.underlyingError != nil)
        #expect(error?.filePath == "Books.json")
        #expect(error?.message.hasPrefix("The bundle at 'Books.json' is not valid JSON") == true)
    }

    @Test func truncatedJSONIsNotJSON() throws {
        let data = try SampleBundle.bundle.encodedData()
        let error = loadingError(data.prefix(data.count / 2))
        #expect(error?.code == .notJSON)
    }

    @Test func emptyDataIsNotJSON() {
        #expect(loadingError(Data())?.code == .notJSON)
    }

    @Test func topLevelArrayIsWrongType() {
        let error = loadingError("[1, 2]")
        #expect(error?.code == .wrongType)
        #expect(error?.jsonPath == nil)
        #expect(error?.message == "The bundle at 'Books.json' holds an array where a bundle object is expected. Check that it is an intent-metadata bundle.")
    }

    @Test func newerFormatVersionIsUnsupported() {
        // Everything else is a shape this version does not know; the version check must come first.
        let error = loadingError(#"{"formatVersion": 3, "actions": "a new shape"}"#)
        #expect(error?.code == .unsupportedFormatVersion)
        #expect(error?.jsonPath == "formatVersion")
        #expect(error?.message == "The bundle at 'Books.json' has format version 3; this library reads version 1. Rebuild it with a matching intent-metadata, or update this library.")
    }

    @Test func hugeFormatVersionIsUnsupported() {
        #expect(loadingError(#"{"formatVersion": 1e40}"#)?.code == .unsupportedFormatVersion)
    }

    @Test func formatVersionZeroIsUnsupported() {
        let error = loadingError(#"{"formatVersion": 0}"#)
        #expect(error?.code == .unsupportedFormatVersion)
        #expect(error?.message.contains("format version 0, which does not exist") == true)
    }

    @Test func missingFormatVersionIsWrongType() {
        let error = loadingError(#"{"module": "Books"}"#)
        #expect(error?.code == .wrongType)
        #expect(error?.jsonPath == "formatVersion")
    }

    @Test(arguments: [#""1""#, "true", "1.5", "null", "[1]"])
    func formatVersionOfWrongTypeIsWrongType(value: String) {
        let error = loadingError(#"{"formatVersion": \#(value)}"#)
        #expect(error?.code == .wrongType)
        #expect(error?.jsonPath == "formatVersion")
    }

    @Test func formatVersionStringIsNamedInTheMessage() {
        let error = loadingError(#"{"formatVersion": "1"}"#)
        #expect(error?.message == "The bundle at 'Books.json' has a string ('1') at 'formatVersion' where a whole number is expected. Rebuild it with intent-metadata.")
    }

    @Test func titleOfWrongTypeNamesItsPath() throws {
        var object = try sampleJSONObject()
        var actions = try #require(object["actions"] as? [[String: Any]])
        actions[0]["title"] = "Add Book"
        object["actions"] = actions
        let error = loadingError(try jsonData(object))
        #expect(error?.code == .wrongType)
        #expect(error?.jsonPath == "actions[0].title")
        #expect(error?.underlyingError is DecodingError)
        #expect(error?.message == "The bundle at 'Books.json' has a string ('Add Book') at 'actions[0].title' where an object is expected. Rebuild it with intent-metadata.")
    }

    @Test func nestedFieldOfWrongTypeNamesItsPath() throws {
        var object = try sampleJSONObject()
        var actions = try #require(object["actions"] as? [[String: Any]])
        var parameters = try #require(actions[2]["parameters"] as? [[String: Any]])
        parameters[0]["isOptional"] = "no"
        actions[2]["parameters"] = parameters
        object["actions"] = actions
        let error = loadingError(try jsonData(object))
        #expect(error?.code == .wrongType)
        #expect(error?.jsonPath == "actions[2].parameters[0].isOptional")
    }

    @Test func missingRequiredFieldIsWrongType() throws {
        var object = try sampleJSONObject()
        var actions = try #require(object["actions"] as? [[String: Any]])
        actions[1]["identifier"] = nil
        object["actions"] = actions
        let error = loadingError(try jsonData(object))
        #expect(error?.code == .wrongType)
        #expect(error?.jsonPath == "actions[1].identifier")
        #expect(error?.message == "The bundle at 'Books.json' is missing the required field 'identifier' at 'actions[1].identifier'. Rebuild it with intent-metadata.")
    }

    @Test func nullRequiredFieldIsWrongType() throws {
        var object = try sampleJSONObject()
        object["module"] = NSNull()
        let error = loadingError(try jsonData(object))
        #expect(error?.code == .wrongType)
        #expect(error?.jsonPath == "module")
    }

    @Test func unknownValueTypeTagIsWrongTypeAtTheValueType() throws {
        var object = try sampleJSONObject()
        var actions = try #require(object["actions"] as? [[String: Any]])
        var parameters = try #require(actions[2]["parameters"] as? [[String: Any]])
        parameters[0]["valueType"] = ["tuple": ["string", "int"]]
        actions[2]["parameters"] = parameters
        object["actions"] = actions
        let error = loadingError(try jsonData(object))
        #expect(error?.code == .wrongType)
        #expect(error?.jsonPath == "actions[2].parameters[0].valueType")
        #expect(error?.message.contains("expected one of 'primitive', 'entity', 'enum' or 'array'") == true)
    }

    @Test func errorWithoutFilePathSaysBundleData() {
        let error = loadingError("[", filePath: nil)
        #expect(error?.filePath == nil)
        #expect(error?.message.hasPrefix("The bundle data is not valid JSON") == true)
    }

    @Test func dataOverTheSizeLimitIsTooLarge() {
        let data = Data(repeating: UInt8(ascii: " "), count: IntentMetadataBundle.maximumByteCount + 1)
        let error = loadingError(data)
        #expect(error?.code == .tooLarge)
        #expect(error?.message == "The bundle at 'Books.json' is larger than 64 MiB, the most this library reads. Check that it is an intent-metadata bundle and not another file.")
    }

    @Test func fileOverTheSizeLimitIsTooLarge() throws {
        let directory = try TemporaryDirectory()
        let url = try directory.write(Data(), to: "Huge.json")
        // A sparse file: the loader must stop reading at the limit rather than load it whole.
        let handle = try FileHandle(forWritingTo: url)
        handle.truncateFile(atOffset: UInt64(IntentMetadataBundle.maximumByteCount) * 4)
        handle.closeFile()
        let error = #expect(throws: IntentMetadataError.self) { try IntentMetadataBundle(contentsOf: url) }
        #expect(error?.code == .tooLarge)
        #expect(error?.filePath == url.path)
    }

    @Test func hostileNestingIsTooDeep() {
        let data = Data(repeating: UInt8(ascii: "["), count: 100_000)
        let error = loadingError(data)
        #expect(error?.code == .tooDeep)
        #expect(error?.message.contains("more than 64 levels deep (at byte 64)") == true)
    }

    @Test func nestingAtTheLimitIsNotTooDeep() {
        let depth = IntentMetadataBundle.maximumNestingDepth
        let json = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        // Valid JSON of exactly the allowed depth gets past the depth check and fails later, as a non-object.
        #expect(loadingError(json)?.code == .wrongType)
    }

    @Test func bracketsInsideStringsDoNotCount() throws {
        var object = try sampleJSONObject()
        object["module"] = String(repeating: "[{", count: 1000) + #"\"["#
        let bundle = try IntentMetadataBundle(data: try jsonData(object))
        #expect(bundle.module.hasPrefix("[{[{"))
    }

    @Test func unknownKeysAreIgnored() throws {
        var object = try sampleJSONObject()
        object["signature"] = ["algorithm": "none"]
        var actions = try #require(object["actions"] as? [[String: Any]])
        actions[0]["widgetKinds"] = ["BookWidget"]
        object["actions"] = actions
        let bundle = try IntentMetadataBundle(data: try jsonData(object))
        #expect(bundle == SampleBundle.bundle)
    }

    @Test func newerMinorFieldsLoad() throws {
        // A later 1.x writer may add fields anywhere and new primitive names; formatVersion stays 1.
        var object = try sampleJSONObject()
        var actions = try #require(object["actions"] as? [[String: Any]])
        var parameters = try #require(actions[0]["parameters"] as? [[String: Any]])
        parameters[0]["suggestedValues"] = ["Dune", "Emma"]
        parameters[1]["valueType"] = ["primitive": "placemark"]
        actions[0]["parameters"] = parameters
        actions[0]["predictableIntent"] = true
        object["actions"] = actions
        let bundle = try IntentMetadataBundle(data: try jsonData(object))
        #expect(bundle.actions[0].parameters[1].valueType == .primitive(PrimitiveType(rawValue: "placemark")))
        #expect(bundle.actions[0].parameters[0] == SampleBundle.addBook.parameters[0])
    }

    @Test func optionalCollectionsMayBeAbsent() throws {
        let bundle = try IntentMetadataBundle(data: Data(#"{"formatVersion": 1, "generator": {"name": "x", "version": "1"}, "module": "Empty"}"#.utf8))
        #expect(bundle == IntentMetadataBundle(generator: GeneratorInfo(name: "x", version: "1"), module: "Empty"))
    }

    @Test func errorDescriptionIsItsMessage() {
        let error = IntentMetadataError(code: .tooDeep, message: "The bundle is odd. Fix it.")
        #expect(error.description == "The bundle is odd. Fix it.")
        #expect(IntentMetadataError.Code.tooDeep.description == "tooDeep")
    }
}
