import Foundation
import IntentMetadata
import TestSupport
import Testing
@testable import IntentMetadataExtractor

/// `AppleMetadataWriter` against Xcode's own files: the Swift in `TestInputs/AppleReference/` mirrors the apps behind
/// two of the real files in `TestInputs/AppleMetadata/`; written, it must reproduce every leaf of those files, read
/// back it must describe as its bundle, and what the writer cannot know it must refuse by name.
@Suite struct AppleMetadataWriterTests {
    /// (fixture folder, reference file): the module is the folder's name, as in the files.
    static let mirrors = [("Replica", "replica"), ("JibunKit_App", "counter-subset")]

    @Test(arguments: mirrors)
    func writtenFileHasEveryLeafOfXcodes(_ fixture: String, _ reference: String) throws {
        let written = try Self.write(fixture)
        let ours = try Self.leaves(of: JSONSerialization.jsonObject(with: written))
        let xcodes = try Self.leaves(of: JSONSerialization.jsonObject(with: Data(contentsOf: Fixtures.url("AppleMetadata/\(reference).extract.actionsdata.json"))))
        // counter-subset is a hand-cut subset of its app's file, so only Xcode's leaves are asked for.
        let missing = xcodes.subtracting(ours).sorted()
        #expect(missing.isEmpty, "leaves of \(reference) not reproduced:\n\(missing.joined(separator: "\n"))")
        #expect(xcodes.count >= (reference == "replica" ? 118 : 54))
        if reference == "replica" {
            #expect(ours == xcodes, "leaves written that replica lacks:\n\(ours.subtracting(xcodes).sorted().joined(separator: "\n"))")
        }
    }

    @Test(arguments: mirrors.map(\.0), DescriptionFormat.allCases)
    func writtenFileDescribesAsItsBundle(_ fixture: String, _ format: DescriptionFormat) throws {
        let result = try Self.extract(fixture)
        var readBack = try IntentMetadataBundle(data: Self.write(fixture), filePath: "extract.actionsdata")
        // What Apple's format adds to a parameter (accepted input types, free text) is read back too; without it the
        // written file describes exactly as its bundle.
        let added = readBack.actions.flatMap(\.parameters).filter { $0.acceptedInputTypes != nil }
        #expect(fixture != "JibunKit_App" || added.map(\.name) == ["amount"])
        for index in readBack.actions.indices {
            for parameter in readBack.actions[index].parameters.indices {
                readBack.actions[index].parameters[parameter].acceptedInputTypes = nil
                readBack.actions[index].parameters[parameter].acceptsFreeText = nil
            }
        }
        #expect(readBack.describe(format: format) == result.bundle.describe(format: format))
        #expect(BundleDiff(from: result.bundle, to: readBack).changes.isEmpty)
    }

    /// Our own Swift and our own file in Apple's format, written by hand from the facts of Xcode 27's files (five
    /// files Xcode 27 built beside their Swift; see docs/AppleMetadata.md): Double, DateComponents, Duration, URL,
    /// files without content types, arrays as parameters and results, a string query (70), its entity's parameter
    /// (dynamic options 2), a dialog (output flag 4), and the members Xcode 27 adds to entities and enums.
    @Test func harborIsWrittenAsXcode27Would() throws {
        let result = try Self.extract("Harbor")
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let written = try AppleMetadataWriter(bundle: result.bundle, mangledTypeNames: result.mangledTypeNames).files(xcodeVersion: "27A266a").actionsData
        let expected = try Data(contentsOf: Fixtures.url("AppleReference/Harbor/expected.actionsdata.json"))
        let differences = try JSONDataEquality.differences(written, expected)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
        #expect(try JSONDataEquality.leafCount(of: expected) == 445)
    }

    /// The data equality is blind to what Xcode itself varies (key order, layout, the order of input types) and to
    /// nothing else.
    @Test func dataEqualityIgnoresOnlyWhatXcodeVaries() throws {
        let reference = Data(#"{"a": [{"resolvableInputTypes": [1, 2, 3], "n": 2}], "b": [1, 2]}"#.utf8)
        #expect(try JSONDataEquality.differences(Data(#"{"b":[1,2],"a":[{"n":2.0,"resolvableInputTypes":[3,1,2]}]}"#.utf8), reference).isEmpty)
        #expect(try JSONDataEquality.differences(Data(#"{"a": [{"resolvableInputTypes": [1, 2, 3], "n": 2}], "b": [2, 1]}"#.utf8), reference)
            == ["/b/0: ours 2, reference 1", "/b/1: ours 1, reference 2"])
        #expect(try JSONDataEquality.differences(Data(#"{"a": [{"resolvableInputTypes": [1, 2], "n": 2}], "b": [1, 2], "c": 0}"#.utf8), reference)
            == ["/a/0/resolvableInputTypes (as a set): ours [\"1\", \"2\"], reference [\"1\", \"2\", \"3\"]", "/c: only in ours: 0"])
    }

    /// Where Xcode's files differ between builds, `--xcode-version` decides: entities gain `entitySyncMetadata` and
    /// `typeSpecificMetadata`, enums `systemProtocolMetadata`, and queries the bit 64 from build 27 on. A string
    /// query has no known number before 27, so it is refused there.
    @Test func xcodeVersionDecidesWhereXcodesFilesDiffer() throws {
        let source = """
            import AppIntents
            struct Pier: AppEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Pier"
                static let defaultQuery = PierQuery()
                var id: String
                var displayRepresentation: DisplayRepresentation { "Pier" }
            }
            struct PierQuery: EntityQuery {
                func entities(for identifiers: [String]) async throws -> [Pier] { [] }
            }
            enum Side: String, AppEnum {
                case port, starboard
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Side"
                static let caseDisplayRepresentations: [Side: DisplayRepresentation] = [.port: "Port", .starboard: "Starboard"]
            }
            struct Moor: AppIntent {
                static let title: LocalizedStringResource = "Moor"
                @Parameter(title: "Pier") var pier: Pier
                @Parameter(title: "Side") var side: Side
                func perform() async throws -> some IntentResult { .result() }
            }
            """
        let result = ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "Quay")).run([SourceFile(path: "Quay.swift", text: source)])
        let writer = AppleMetadataWriter(bundle: result.bundle, mangledTypeNames: result.mangledTypeNames)
        func document(_ version: String) throws -> [String: Any] {
            try #require(JSONSerialization.jsonObject(with: writer.files(xcodeVersion: version).actionsData) as? [String: Any])
        }
        for (version, isXcode27) in [("17C528", false), ("unknown", false), ("27A266a", true), ("27B5028f", true)] {
            let root = try document(version)
            let entity = try #require((root["entities"] as? [String: Any])?["Pier"] as? [String: Any])
            let enumRecord = try #require((root["enums"] as? [[String: Any]])?.first)
            let query = try #require((root["queries"] as? [String: Any])?["PierQuery"] as? [String: Any])
            #expect((entity["entitySyncMetadata"] != nil) == isXcode27, "\(version)")
            #expect((entity["typeSpecificMetadata"] != nil) == isXcode27, "\(version)")
            #expect((enumRecord["systemProtocolMetadata"] != nil) == isXcode27, "\(version)")
            #expect(query["capabilities"] as? Int == (isXcode27 ? 66 : 2), "\(version)")
            let parameter = try #require(((root["actions"] as? [String: Any])?["Moor"] as? [String: Any])?["parameters"] as? [[String: Any]])
            #expect(parameter.first?["dynamicOptionsSupport"] as? Int == 1)
        }
        let harbor = try Self.extract("Harbor")
        do {
            _ = try AppleMetadataWriter(bundle: harbor.bundle, mangledTypeNames: harbor.mangledTypeNames).files(xcodeVersion: "17E192")
            Issue.record("a string query was written for Xcode 17E192")
        } catch {
            #expect(error.description == "Boats.swift:24:8: query 'BoatQuery' has capabilities (identifiers, string, suggestions) whose bits in Apple's format are not known; files of Xcode builds before 27 show only queries by identifier (2)")
        }
    }

    @Test func writingIsDeterministic() throws {
        #expect(try Self.write("Replica") == Self.write("Replica"))
    }

    /// What the writer cannot know is refused with the construct and its place, never guessed.
    @Test(arguments: [
        ("ReadingList", "Intents/AddBook.swift:20:9: parameter 'pageCount' of action 'AddBook' has the option 'inclusiveRange', whose encoding in Apple's format is not known"),
        ("Travel", "Intents/BookFlight.swift:4:8: action 'BookFlight' states supportedModes (foreground(dynamic)), whose number in Apple's format no Xcode-written file shows"),
    ])
    func fixtureConstructsWithoutAKnownEncodingAreRefused(_ fixture: String, _ message: String) throws {
        let result = try Self.extract(fixture)
        #expect(throws: AppleMetadataWriter.Refusal.self) { try Self.files(of: result) }
        do {
            _ = try Self.files(of: result)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func privateIntentIsRefusedForItsMangledName() throws {
        let source = """
            import AppIntents
            private struct Secret: AppIntent {
                static let title: LocalizedStringResource = "Secret"
                func perform() async throws -> some IntentResult { .result() }
            }
            """
        let result = ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "App")).run([SourceFile(path: "Secret.swift", text: source)])
        #expect(throws: AppleMetadataWriter.Refusal(
            message: "the mangled name of 'App.Secret' cannot be computed from source: 'Secret' is private, so its name carries a discriminator only the compiler knows",
            source: SourceReference(file: "Secret.swift", line: 2, column: 16)
        )) { try Self.files(of: result) }
    }

    /// Facts from Apple's own files outside the repository (Reminders, Voice Memos, Weather): an OpenIntent with an
    /// entity target copies the entity's record; a parameter with a default has capabilities 1; a Date takes a Date.
    @Test func entityTargetDefaultsAndDatesFollowApplesFiles() throws {
        let source = """
            import AppIntents
            struct Note: AppEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
                static let defaultQuery = NoteQuery()
                var id: String
                var displayRepresentation: DisplayRepresentation { "Note" }
            }
            struct NoteQuery: EntityQuery {
                func entities(for identifiers: [String]) async throws -> [Note] { [] }
            }
            enum Sort: String, AppEnum {
                case newest, oldest
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Sort"
                static let caseDisplayRepresentations: [Sort: DisplayRepresentation] = [.newest: "Newest", .oldest: "Oldest"]
            }
            struct OpenNote: OpenIntent {
                static let title: LocalizedStringResource = "Open Note"
                @Parameter(title: "Note") var target: Note
                @Parameter(title: "Sort", default: .newest) var sort: Sort
                @Parameter(title: "Day") var day: Date?
                @Parameter(title: "Related") var related: [Note]
                func perform() async throws -> some IntentResult { .result() }
            }
            """
        let result = ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "Notes")).run([SourceFile(path: "Notes.swift", text: source)])
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let document = try #require(JSONSerialization.jsonObject(with: Self.files(of: result)) as? [String: Any])
        let action = try #require((document["actions"] as? [String: Any])?["OpenNote"] as? [String: Any])
        let metadata = try #require(action["typeSpecificMetadata"] as? [Any])
        #expect(metadata.count == 4)
        #expect(metadata.first as? String == "LNActionTypeMetadataKeyEntityType")
        let copy = ((metadata.last as? [String: Any])?["entityMetadata"] as? [String: Any])?["wrapper"]
        let entity = (document["entities"] as? [String: Any])?["Note"]
        #expect(Self.canonicalJSON(copy as Any) == Self.canonicalJSON(entity as Any))
        let parameters = try #require(action["parameters"] as? [[String: Any]])
        #expect(parameters.map { $0["capabilities"] as? Int } == [0, 1, 0, 0])
        #expect(Self.canonicalJSON(parameters[2]["resolvableInputTypes"] as Any) == #"[{"kindValue":0,"valueType":{"primitive":{"wrapper":{"typeIdentifier":8}}}}]"#)
        // Voice Memos' and Freeform's arrays of entities: no input types, dynamic options as for one entity.
        #expect(Self.canonicalJSON(parameters[3]["valueType"] as Any) == #"{"array":{"wrapper":{"capabilities":3,"memberValueType":{"entity":{"wrapper":{"typeName":"Note"}}}}}}"#)
        #expect(Self.canonicalJSON(parameters[3]["resolvableInputTypes"] as Any) == "[]")
        #expect(parameters.map { $0["dynamicOptionsSupport"] as? Int } == [1, 0, 0, 1])
    }

    /// Facts from Apple's Freeform file: a URL parameter takes a String or a URL, and a summary from a table names it.
    @Test func urlInputsAndSummaryTablesFollowApplesFiles() throws {
        let place = SourceReference(file: "Open.swift", line: 1, column: 1)
        let action = ActionMetadata(
            identifier: "OpenLink", typeName: "App.OpenLink", title: LocalizedText(key: "Open Link"),
            parameters: [ParameterMetadata(name: "link", title: LocalizedText(key: "Link"), valueType: .primitive(.url))],
            parameterSummary: .summary(SummaryTemplate(template: LocalizedText(key: "Open ${link}", table: "Links"))), source: place
        )
        let writer = AppleMetadataWriter(bundle: IntentMetadataBundle(module: "App", actions: [action]), mangledTypeNames: ["App.OpenLink": .success("3App8OpenLinkV")])
        let document = try #require(JSONSerialization.jsonObject(with: writer.files(xcodeVersion: "17E192").actionsData) as? [String: Any])
        let record = try #require((document["actions"] as? [String: Any])?["OpenLink"] as? [String: Any])
        let parameter = try #require((record["parameters"] as? [[String: Any]])?.first)
        #expect(Self.canonicalJSON(parameter["resolvableInputTypes"] as Any)
            == #"[{"kindValue":0,"valueType":{"primitive":{"wrapper":{"typeIdentifier":0}}}},{"kindValue":0,"valueType":{"primitive":{"wrapper":{"typeIdentifier":11}}}}]"#)
        let summary = ((record["actionConfiguration"] as? [String: Any])?["actionSummary"] as? [String: Any])?["wrapper"] as? [String: Any]
        #expect(summary?["table"] as? String == "Links")
    }

    /// Facts from Apple's Voice Memos file (a file parameter) and Freeform file (an array of files), IntentBench's
    /// fixtures, and from public checks of Xcode-built apps (Int and Bool defaults): the written parameters have
    /// those files' JSON, and read back with their defaults.
    @Test func filesAndWholeNumberDefaultsFollowApplesFiles() throws {
        let source = """
            import AppIntents
            struct ImportRecording: AppIntent {
                static let title: LocalizedStringResource = "Import Recording"
                @Parameter(title: "Audio File", supportedContentTypes: [.mpeg4Audio, .audio])
                var audioFile: IntentFile
                @Parameter(title: "Files", supportedContentTypes: [.item])
                var files: [IntentFile]
                @Parameter(title: "Names")
                var names: [String]
                @Parameter(title: "Interval", default: 60)
                var intervalMinutes: Int
                @Parameter(title: "Compress", default: false)
                var startsCompression: Bool
                func perform() async throws -> some IntentResult { .result() }
            }
            """
        let result = ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "App")).run([SourceFile(path: "Import.swift", text: source)])
        let data = try Self.files(of: result)
        let document = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let record = try #require((document["actions"] as? [String: Any])?["ImportRecording"] as? [String: Any])
        let parameters = try #require(record["parameters"] as? [[String: Any]])
        func parameter(_ name: String, _ key: String) -> String {
            Self.canonicalJSON(parameters.first { $0["name"] as? String == name }?[key] as Any)
        }
        let file = #"{"intents":{"wrapper":{"typeIdentifier":12}}}"#
        #expect(parameter("audioFile", "valueType") == file)
        #expect(parameter("audioFile", "resolvableInputTypes") == #"[{"kindValue":0,"valueType":\#(file)}]"#)
        #expect(parameter("audioFile", "typeSpecificMetadata")
            == #"["LNValueTypeMetadataKeyFileSupportedTypes",{"array":{"elements":[{"string":{"wrapper":"public.mpeg-4-audio"}},{"string":{"wrapper":"public.audio"}}]}}]"#)
        #expect(parameter("files", "valueType") == #"{"array":{"wrapper":{"capabilities":3,"memberValueType":\#(file)}}}"#)
        #expect(parameter("files", "resolvableInputTypes") == "[]")
        #expect(parameter("files", "typeSpecificMetadata") == #"["LNValueTypeMetadataKeyFileSupportedTypes",{"array":{"elements":[{"string":{"wrapper":"public.item"}}]}}]"#)
        #expect(parameter("names", "resolvableInputTypes") == "[]")
        #expect(parameter("names", "typeSpecificMetadata") == "[]")
        #expect(parameters.first { $0["name"] as? String == "names" }?["dynamicOptionsSupport"] as? Int == 0)
        #expect(parameter("intervalMinutes", "typeSpecificMetadata") == #"["LNValueTypeSpecificMetadataKeyDefaultValue",{"int":{"wrapper":60}}]"#)
        #expect(parameters.first { $0["name"] as? String == "intervalMinutes" }?["capabilities"] as? Int == 1)
        #expect(parameter("startsCompression", "typeSpecificMetadata") == #"["LNValueTypeSpecificMetadataKeyDefaultValue",{"int":{"wrapper":0}}]"#)

        let readBack = try IntentMetadataBundle(data: data, filePath: "extract.actionsdata")
        let defaults = readBack.actions.first?.parameters.map { "\($0.name)=\($0.defaultValue.map { "\($0)" } ?? "none")" }
        #expect(defaults == ["audioFile=none", "files=none", "names=none", "intervalMinutes=\(LiteralValue.integer(60))", "startsCompression=\(LiteralValue.bool(false))"])
    }

    /// Parameters whose encoding Apple's files do not show are refused, with the reason.
    @Test(arguments: [
        ("@Parameter(title: \"P\") var p: IntentPerson", "is of type 'person', whose accepted input types are not known"),
        ("@Parameter(title: \"M\") var m: Measurement<UnitLength>", "is of type 'measurement:UnitLength', which has no known code in Apple's format"),
        ("@Parameter(title: \"F\", supportedContentTypes: [.jpeg]) var f: IntentFile", "supports a content type whose identifier is not in the writer's table"),
        ("@Parameter(title: \"N\", default: 3, inclusiveRange: (1, 5)) var n: Int", "has the option 'inclusiveRange'"),
        ("@Parameter(title: \"N\", controlStyle: .slider) var n: Double", "has the option 'controlStyle'"),
        ("@Parameter(title: \"N\", default: [\"a\"]) var n: [String]", "has a default value whose encoding is known only for"),
    ])
    func parametersWithoutAKnownEncodingAreRefused(_ declaration: String, _ reason: String) {
        let source = """
            import AppIntents
            struct Act: AppIntent {
                static let title: LocalizedStringResource = "Act"
                \(declaration)
                func perform() async throws -> some IntentResult { .result() }
            }
            """
        let result = ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "App")).run([SourceFile(path: "Act.swift", text: source)])
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
        do {
            _ = try Self.files(of: result)
            Issue.record("\(declaration) was written")
        } catch {
            #expect(error.description.hasPrefix("Act.swift:4:"), "\(error.description)")
            #expect(error.description.contains(reason), "\(error.description)")
        }
    }

    /// Actions whose Apple encoding no Xcode file shows: a protocol with an unknown role and modes, stated
    /// `supportedModes` (even `.background`), a result showing a snippet intent.
    @Test(arguments: [
        ("struct Keep: ForegroundContinuableIntent {", "", "some IntentResult", "conforms to 'ForegroundContinuableIntent'"),
        ("struct Keep: AppIntent {", "static let supportedModes: IntentModes = .background", "some IntentResult", "states supportedModes (background)"),
        ("struct Keep: AppIntent {", "", "some IntentResult & ShowsSnippetIntent", "shows a snippet intent, whose output flag in Apple's format is not known"),
    ])
    func actionsWithoutAKnownEncodingAreRefused(_ declaration: String, _ member: String, _ result: String, _ reason: String) throws {
        let source = """
            import AppIntents
            \(declaration)
                static let title: LocalizedStringResource = "Keep"
                \(member)
                func perform() async throws -> \(result) { .result() }
            }
            """
        let extraction = ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "App")).run([SourceFile(path: "Keep.swift", text: source)])
        #expect(extraction.diagnostics.filter { $0.severity == .error }.isEmpty, "\(extraction.diagnostics)")
        do {
            _ = try Self.files(of: extraction)
            Issue.record("\(declaration) \(member) \(result) was written")
        } catch {
            #expect(error.description.hasPrefix("Keep.swift:2:8: "), "\(error.description)")
            #expect(error.description.contains(reason), "\(error.description)")
        }
    }

    // MARK: Helpers

    static func canonicalJSON(_ value: Any) -> String {
        String(decoding: (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data(), as: UTF8.self)
    }


    static func extract(_ fixture: String) throws -> ExtractionResult {
        let folder = fixture.contains("_") || ["Replica", "Harbor"].contains(fixture) ? "AppleReference/\(fixture)" : fixture
        return ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: fixture)).run(
            try Fixtures.sourceFiles(in: folder), resources: try Fixtures.resourceFiles(in: folder)
        )
    }

    static func files(of result: ExtractionResult) throws(AppleMetadataWriter.Refusal) -> Data {
        try AppleMetadataWriter(bundle: result.bundle, mangledTypeNames: result.mangledTypeNames).files(xcodeVersion: "17E192").actionsData
    }

    static func write(_ fixture: String) throws -> Data {
        try files(of: extract(fixture))
    }

    /// Every leaf of a JSON document as `path = value`; empty containers are leaves, and `resolvableInputTypes` is
    /// a set (fact: its order differs between Xcode's files).
    static func leaves(of value: Any, path: String = "") -> Set<String> {
        switch value {
        case let object as [String: Any]:
            if object.isEmpty { return ["\(path) = {}"] }
            return object.reduce(into: []) { $0.formUnion(leaves(of: $1.value, path: "\(path)/\($1.key)")) }
        case let array as [Any]:
            if array.isEmpty { return ["\(path) = []"] }
            if path.hasSuffix("resolvableInputTypes") {
                return Set(array.map { element in "\(path)/* = \(canonical(element))" })
            }
            return array.enumerated().reduce(into: []) { $0.formUnion(leaves(of: $1.element, path: "\(path)/\($1.offset)")) }
        default:
            return ["\(path) = \(canonical(value))"]
        }
    }

    private static func canonical(_ value: Any) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
