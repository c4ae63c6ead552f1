import Foundation
import IntentMetadata
import Testing

@Suite struct BundleEncodingTests {
    @Test func roundTripKeepsEveryField() throws {
        let data = try SampleBundle.bundle.encodedData()
        #expect(try IntentMetadataBundle(data: data) == SampleBundle.bundle)
    }

    @Test func roundTripKeepsEveryLiteralAndValueType() throws {
        let literals: [LiteralValue] = [
            .string("Dune"), .integer(-3), .double(2.5), .bool(false), .member("fiction"),
            .array([.integer(1), .array([.string("a"), .member("b")])]), .array([]),
        ]
        let types: [ValueType] = [
            .primitive(.string), .primitive(.int), .primitive(.double), .primitive(.bool), .primitive(.date),
            .primitive(.dateComponents), .primitive(.url), .primitive(.attributedString), .primitive(.file),
            .primitive(.person), .primitive(.currency), .primitive(.measurement("UnitLength")),
            .entity("Book"), .enum("Shelf"), .array(.array(.entity("Book"))),
        ]
        var action = SampleBundle.exportLibrary
        action.parameters = types.enumerated().map { index, type in
            ParameterMetadata(name: "p\(index)", title: LocalizedText(key: "P\(index)"), valueType: type, defaultValue: literals[index % literals.count])
        }
        let bundle = IntentMetadataBundle(module: "Literals", actions: [action])
        #expect(try IntentMetadataBundle(data: try bundle.encodedData()) == bundle)
    }

    @Test func wholeDoubleReadsBackAsInteger() throws {
        // JSON has one number type: 2.0 is written as 2, so it cannot come back as .double. Documented in
        // LiteralValue and BundleFormat.md.
        let data = try JSONEncoder().encode(LiteralValue.double(2))
        #expect(try JSONDecoder().decode(LiteralValue.self, from: data) == .integer(2))
    }

    @Test func encodingIsDeterministic() throws {
        let first = try SampleBundle.bundle.encodedData()
        let second = try SampleBundle.bundle.encodedData()
        #expect(first == second)
        // Building the same bundle again, with dictionary options inserted in another order, gives the same bytes.
        var copy = SampleBundle.bundle
        copy.actions[0].parameters[0].options = ["b": .integer(2), "a": .integer(1), "c": .integer(3)]
        var other = SampleBundle.bundle
        other.actions[0].parameters[0].options = ["c": .integer(3), "a": .integer(1), "b": .integer(2)]
        #expect(try copy.encodedData() == other.encodedData())
    }

    @Test func encodingSortsTopLevelArraysByIdentifier() throws {
        var shuffled = SampleBundle.bundle
        shuffled.actions.reverse()
        var secondBook = SampleBundle.book
        secondBook.identifier = "Audiobook"
        shuffled.entities.append(secondBook)
        var sorted = SampleBundle.bundle
        sorted.entities.insert(secondBook, at: 0)
        #expect(try shuffled.encodedData() == sorted.encodedData())
        #expect(try IntentMetadataBundle(data: shuffled.encodedData()).actions.map(\.identifier) == ["AddBook", "ExportLibrary", "OpenBook", "OpenShelf", "RateBooks"])
    }

    @Test func encodingHasTheCanonicalLayout() throws {
        let bundle = IntentMetadataBundle(
            generator: GeneratorInfo(name: "intent-metadata", version: "0.1.0"),
            module: "Tiny",
            enums: [EnumMetadata(identifier: "Size", typeName: "Tiny.Size", cases: [EnumCaseMetadata(identifier: "small")], source: SourceReference(file: "Sources/Tiny/Size.swift", line: 1, column: 6))]
        )
        let text = String(decoding: try bundle.encodedData(), as: UTF8.self)
        let expected = """
            {
              "actions": [],
              "entities": [],
              "enums": [
                {
                  "availability": [],
                  "cases": [
                    {
                      "identifier": "small"
                    }
                  ],
                  "identifier": "Size",
                  "source": {
                    "column": 6,
                    "file": "Sources/Tiny/Size.swift",
                    "line": 1
                  },
                  "typeName": "Tiny.Size"
                }
              ],
              "formatVersion": 1,
              "generator": {
                "name": "intent-metadata",
                "version": "0.1.0"
              },
              "module": "Tiny",
              "packages": [],
              "queries": [],
              "shortcuts": null
            }

            """
        #expect(text == expected)
    }

    @Test func keysAreSortedAtEveryLevel() throws {
        let object = try JSONSerialization.jsonObject(with: try SampleBundle.bundle.encodedData())
        let text = String(decoding: try SampleBundle.bundle.encodedData(), as: UTF8.self)
        var checked = 0
        func check(_ value: Any) {
            if let object = value as? [String: Any] {
                let positions = object.keys.sorted().compactMap { key in text.range(of: "\"\(key)\": ")?.lowerBound }
                #expect(positions.count == object.count)
                checked += 1
                object.values.forEach(check)
            } else if let array = value as? [Any] {
                array.forEach(check)
            }
        }
        check(object)
        #expect(checked > 10)
        // Top-level keys appear in sorted order in the bytes.
        let topLevel = ["actions", "entities", "enums", "formatVersion", "generator", "module", "packages", "queries", "shortcuts"]
        let offsets = topLevel.compactMap { text.range(of: "\n  \"\($0)\": ")?.lowerBound }
        #expect(offsets.count == topLevel.count)
        #expect(offsets == offsets.sorted())
    }

    @Test func stringsKeepSlashesAndEscapes() throws {
        var bundle = IntentMetadataBundle(module: "Paths")
        bundle.packages = [PackageMetadata(identifier: "P", typeName: "Paths.P", source: SourceReference(file: #"Sources/Paths/a "b", [c]: {d}\/e.swift"#, line: 1, column: 1))]
        let data = try bundle.encodedData()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""file": "Sources/Paths/a \"b\", [c]: {d}\\/e.swift""#))
        #expect(try IntentMetadataBundle(data: data) == bundle)
    }

    @Test func nonFiniteNumberIsNotEncodable() {
        var bundle = SampleBundle.bundle
        bundle.actions[1].parameters[3].defaultValue = .double(.infinity)
        let error = #expect(throws: IntentMetadataError.self) { try bundle.encodedData() }
        #expect(error?.code == .notEncodable)
        #expect(error?.jsonPath == "actions[1].parameters[3].defaultValue")
    }

    @Test func shortcutsIsWrittenAsNullWhenAbsent() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: IntentMetadataBundle(module: "None").encodedData()) as? [String: Any])
        #expect(object["shortcuts"] is NSNull)
    }
}
