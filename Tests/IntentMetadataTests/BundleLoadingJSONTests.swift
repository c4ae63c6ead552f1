import Foundation
import IntentMetadata
import Testing

/// The loader's own JSON reading (`PositionedJSON`, which replaced Foundation's `JSONSerialization` so that the
/// library needs only FoundationEssentials, issue 31): values keep their kinds, numbers read as before, and a file
/// that is not JSON is refused at its place. The expected messages are those the loader gave with
/// `JSONSerialization` on Linux.
@Suite struct BundleLoadingJSONTests {
    static let formatVersions: [(json: String, message: String)] = [
        ("-0", "has format version 0, which does not exist; versions start at 1. Rebuild it with intent-metadata."),
        ("1e-400", "has format version 0, which does not exist; versions start at 1. Rebuild it with intent-metadata."),
        ("-3", "has format version -3, which does not exist; versions start at 1. Rebuild it with intent-metadata."),
        ("2.0", "has format version 2; this library reads version 1. Rebuild it with a matching intent-metadata, or update this library."),
        ("1E+2", "has format version 100; this library reads version 1. Rebuild it with a matching intent-metadata, or update this library."),
        (
            "12345678901234567890123",
            "has format version 1.2345678901234568e+22; this library reads version 1. Rebuild it with a matching intent-metadata, or update this library."
        ),
        ("1.5", "has a number (1.5) at 'formatVersion' where a whole number is expected. Rebuild it with intent-metadata."),
        ("true", "has a Boolean (true) at 'formatVersion' where a whole number is expected. Rebuild it with intent-metadata."),
        ("null", "has null at 'formatVersion' where a whole number is expected. Rebuild it with intent-metadata."),
        (#""1""#, "has a string ('1') at 'formatVersion' where a whole number is expected. Rebuild it with intent-metadata."),
        ("[1]", "has an array at 'formatVersion' where a whole number is expected. Rebuild it with intent-metadata."),
        ("1, \"formatVersion\": 3", "has format version 3; this library reads version 1. Rebuild it with a matching intent-metadata, or update this library."),
    ]

    @Test(arguments: formatVersions.indices)
    func formatVersionsReadAsBefore(_ index: Int) {
        let (json, message) = Self.formatVersions[index]
        let error = loadingError(#"{"formatVersion": \#(json)}"#)
        #expect(error?.message == "The bundle at 'Books.json' \(message)", "\(json)")
    }

    @Test func notJSONNamesTheLineAndColumn() {
        let error = loadingError("{\n  \"formatVersion\": 1,\n  module: \"M\"\n}")
        #expect(error?.code == .notJSON)
        #expect(error?.message == "The bundle at 'Books.json' is not valid JSON (expected a quoted key, at line 3, column 3). A file cut short by an interrupted build looks like this; rebuild it with intent-metadata.")
    }

    /// Foundation's parser on Linux refused the same numbers, with messages of its own; it let a trailing comma
    /// (`1,`) through, which JSON does not allow and this parser refuses.
    @Test(arguments: ["1e400", "-1e400", "01", "1.", "-", "1,"])
    func numbersJSONCannotHoldAreNotJSON(_ number: String) {
        let error = loadingError(#"{"formatVersion": \#(number)}"#)
        #expect(error?.code == .notJSON, "\(number)")
        #expect(error?.message.contains("at line 1, column ") == true, "\(number)")
    }

    @Test func invalidUTF8IsNotJSONAtItsByte() {
        let error = loadingError(Data(#"{"module": ""#.utf8) + Data([0xC3, 0x28]) + Data(#""}"#.utf8))
        #expect(error?.code == .notJSON)
        #expect(error?.message.contains("(the bytes are not valid UTF-8, at line 1, column 13)") == true)
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let data = try SampleBundle.bundle.encodedData()
        #expect(try IntentMetadataBundle(data: Data([0xEF, 0xBB, 0xBF]) + data) == SampleBundle.bundle)
    }

    @Test func appleBooleansAndNumbersAreKeptApart() throws {
        let text = #"""
        {"actions": {
          "A": {"title": "A", "isDiscoverable": 0, "openAppWhenRun": 1,
                "parameters": [{"name": "p", "valueType": {"primitive": {"wrapper": {"typeIdentifier": true}}}}]},
          "B": {"title": "B", "isDiscoverable": false, "openAppWhenRun": true,
                "parameters": [{"name": "q", "valueType": {"primitive": {"wrapper": {"typeIdentifier": 0}}}}]}
        }}
        """#
        let loaded = try IntentMetadataBundle.loadMetadata(from: Data(text.utf8), filePath: "extract.actionsdata")
        let actions = Dictionary(uniqueKeysWithValues: loaded.bundle.actions.map { ($0.identifier, $0) })
        // A number is not a Boolean: `0` leaves the default, `1` is no answer.
        #expect(actions["A"]?.isDiscoverable == true)
        #expect(actions["A"]?.openAppWhenRun == nil)
        #expect(actions["B"]?.isDiscoverable == false)
        #expect(actions["B"]?.openAppWhenRun == true)
        // A Boolean is not a number: `true` is no type code.
        #expect(actions["A"]?.parameters.first?.valueType == .primitive(PrimitiveType(rawValue: "type unknown")))
        #expect(actions["B"]?.parameters.first?.valueType == .primitive(.string))
        #expect(loaded.warnings.map(\.message) == ["parameter 'p' of action 'A' has a 'primitive' value type without the fields it needs; it is shown as 'type unknown'"])
        // Places point at the member's key: line 2, column 3.
        #expect(actions["A"]?.source == SourceReference(file: "extract.actionsdata", line: 2, column: 3))
    }
}
