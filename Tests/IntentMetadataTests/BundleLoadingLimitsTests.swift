import TestSupport
import Foundation
import IntentMetadata
import Testing

/// The loader against damaged and hostile bundles, beyond the single cases in `BundleLoadingTests`: every
/// truncation, every field given every wrong type, nesting in every shape, and sizes at the limits. Each input
/// is refused with a typed `IntentMetadataError` or loads; none traps (issue 6).
@Suite struct BundleLoadingLimitsTests {
    // MARK: Truncation

    @Test func truncationAtEveryByteIsNotJSON() throws {
        let data = try SampleBundle.bundle.encodedData()
        // Only the final newline can go without breaking the JSON.
        #expect(data.last == UInt8(ascii: "\n"))
        #expect(try IntentMetadataBundle(data: data.dropLast()) == SampleBundle.bundle)
        var codes: [IntentMetadataError.Code: Int] = [:]
        // Every length at full volume; every fifth (the same ones each run) in `swift test`.
        let lengths = stride(from: 0, to: data.count - 1, by: TestVolume.choose(sample: 5, full: 1))
        for length in lengths {
            guard let error = loadingError(data.prefix(length)) else { return }
            codes[error.code, default: 0] += 1
        }
        #expect(codes == [.notJSON: Array(lengths).count])
    }

    @Test func truncationOfAGoldenBundleAtEveryLineIsNotJSON() throws {
        let data = try Data(contentsOf: Self.testInputs.appending(path: "Travel/expected.json"))
        #expect(try IntentMetadataBundle(data: data).module == "Travel")
        for (offset, byte) in data.enumerated() where byte == UInt8(ascii: "\n") && offset + 1 < data.count {
            #expect(loadingError(data.prefix(offset + 1))?.code == .notJSON, "cut after byte \(offset)")
        }
    }

    // MARK: Wrong types

    /// Values of every JSON type, to put where another type belongs.
    static var replacements: [(name: String, value: Any)] {
        [
            ("string", "text"), ("empty string", ""), ("integer", 7), ("negative", -1), ("fraction", 1.5), ("huge", 1e300),
            ("true", true), ("null", NSNull()), ("empty array", [Any]()), ("array", [1, "x"]), ("empty object", [String: Any]()),
            ("object", ["unexpected": 1]),
        ]
    }

    @Test func everyFieldOfEveryWrongTypeIsRefusedWithItsPathOrLoads() throws {
        let root = try sampleJSONObject()
        var paths: [[PathStep]] = []
        Self.collectPaths(in: root, at: [], into: &paths)
        #expect(paths.count > 100)
        var refused = 0
        var loaded = 0
        // Every path at full volume; every eighth (the same ones each run) in `swift test`.
        for path in stride(from: 0, to: paths.count, by: TestVolume.choose(sample: 8, full: 1)).map({ paths[$0] }) {
            for replacement in Self.replacements {
                let mutated = try jsonData(Self.replacing(in: root, at: path[...], with: replacement.value))
                do {
                    _ = try IntentMetadataBundle(data: mutated, filePath: "Books.json")
                    loaded += 1
                } catch {
                    refused += 1
                    let label = "\(Self.render(path)) = \(replacement.name)"
                    #expect([IntentMetadataError.Code.wrongType, .unsupportedFormatVersion].contains(error.code), "\(label): \(error.code)")
                    #expect(error.jsonPath != nil, "\(label): no JSON path in '\(error.message)'")
                    #expect(error.message.hasPrefix("The bundle at 'Books.json' "), "\(label): \(error.message)")
                }
            }
        }
        // Most replacements break the bundle; some fit (a string for a string, null for an optional field).
        #expect(refused > loaded)
    }

    @Test(arguments: ["1e30", "-1e30", "9223372036854775808", "-9223372036854775809", "0.5"])
    func lineNumbersOutOfRangeAreWrongType(_ number: String) throws {
        let text = String(decoding: try SampleBundle.bundle.encodedData(), as: UTF8.self)
        // The first `"line": N` is a source reference's line, an `Int`: the second parameter's, which comes before the action's.
        let range = try #require(text.range(of: #""line": \d+"#, options: .regularExpression))
        let mutated = text.replacingCharacters(in: range, with: "\"line\": \(number)")
        let error = loadingError(mutated)
        #expect(error?.code == .wrongType, "\(error?.message ?? "")")
        #expect(error?.jsonPath == "actions[0].parameters[1].source.line", "\(error?.message ?? "")")
    }

    @Test func fractionalColumnNamesItsPathInTheMessage() throws {
        var object = try sampleJSONObject()
        var actions = try #require(object["actions"] as? [[String: Any]])
        actions[0]["source"] = ["file": "Intents.swift", "line": 3, "column": 1.5]
        object["actions"] = actions
        let error = loadingError(try jsonData(object))
        #expect(error?.message == "The bundle at 'Books.json' has a number (1.5) at 'actions[0].source.column' that does not fit (1.5 is not a whole number between -9223372036854775808 and 9223372036854775807). Rebuild it with intent-metadata.")
    }

    // MARK: Nesting

    static let hostileNestings: [(name: String, text: String)] = [
        ("100,000 '['", String(repeating: "[", count: 100_000)),
        ("100,000 '{'", String(repeating: "{", count: 100_000)),
        ("100,000 '{\"a\":'", String(repeating: #"{"a":"#, count: 100_000)),
        ("100,000 '[{\"a\":'", String(repeating: #"[{"a":"#, count: 100_000)),
        ("balanced 100,000-deep arrays", String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)),
        (
            "balanced 100,000-deep objects",
            String(repeating: #"{"a":"#, count: 100_000) + "1" + String(repeating: "}", count: 100_000)
        ),
        (
            "deep arrays in an unknown key of a valid bundle",
            #"{"formatVersion": 1, "generator": {"name": "x", "version": "1"}, "module": "M", "extra": "#
                + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}"
        ),
        (
            "deep objects in a parameter's value type",
            #"{"formatVersion": 1, "module": "M", "actions": [{"parameters": [{"valueType": "#
                + String(repeating: #"{"array":"#, count: 100_000) + #"{"primitive":"string"}"# + String(repeating: "}", count: 100_000)
                + "}]}]}"
        ),
    ]

    @Test(arguments: hostileNestings.indices)
    func hostileNestingIsTooDeepWithoutRecursion(_ index: Int) throws {
        let (name, text) = Self.hostileNestings[index]
        let clock = ContinuousClock()
        let start = clock.now
        let error = loadingError(text)
        #expect(error?.code == .tooDeep, "\(name): \(error?.code.description ?? "loaded")")
        #expect(clock.now - start < .seconds(20), "\(name)")
    }

    @Test func hostileNestingInAFileIsTooDeep() throws {
        let directory = try TemporaryDirectory()
        let url = try directory.write(Data(repeating: UInt8(ascii: "["), count: 100_000), to: "Deep.json")
        let error = #expect(throws: IntentMetadataError.self) { try IntentMetadataBundle(contentsOf: url) }
        #expect(error?.code == .tooDeep)
        #expect(error?.filePath == url.path)
    }

    @Test func nestingJustUnderTheLimitInAnUnknownKeyLoads() throws {
        // The bundle object is one level, so 63 more levels reach exactly the limit.
        let depth = IntentMetadataBundle.maximumNestingDepth - 1
        let text = #"{"formatVersion": 1, "generator": {"name": "x", "version": "1"}, "module": "M", "extra": "#
            + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
        #expect(try IntentMetadataBundle(data: Data(text.utf8)).module == "M")
        let tooDeep = #"{"formatVersion": 1, "module": "M", "extra": "# + String(repeating: "[", count: depth + 1)
            + String(repeating: "]", count: depth + 1) + "}"
        #expect(loadingError(tooDeep)?.code == .tooDeep)
    }

    @Test func escapedQuotesDoNotHideBrackets() {
        // `\\"` ends the string (the backslash is escaped), so the brackets after it count.
        let text = #"{"module": "a\\", "x": "# + String(repeating: "[", count: 100)
        #expect(loadingError(text)?.code == .tooDeep)
    }

    // MARK: Size

    @Test func aBundlePaddedToExactlyTheSizeLimitLoads() throws {
        var data = try SampleBundle.bundle.encodedData()
        data.append(Data(repeating: UInt8(ascii: " "), count: IntentMetadataBundle.maximumByteCount - data.count))
        #expect(data.count == IntentMetadataBundle.maximumByteCount)
        #expect(try IntentMetadataBundle(data: data) == SampleBundle.bundle)
        data.append(UInt8(ascii: " "))
        #expect(loadingError(data)?.code == .tooLarge)
    }

    @Test func aFileOfExactlyTheSizeLimitLoads() throws {
        var data = try SampleBundle.bundle.encodedData()
        data.append(Data(repeating: UInt8(ascii: "\n"), count: IntentMetadataBundle.maximumByteCount - data.count))
        let directory = try TemporaryDirectory()
        let url = try directory.write(data, to: "Padded.json")
        #expect(try IntentMetadataBundle(contentsOf: url) == SampleBundle.bundle)
    }

    @Test func aMillionEmptyActionsAreWrongType() {
        let text = #"{"formatVersion": 1, "generator": {"name": "x", "version": "1"}, "module": "M", "actions": ["#
            + Array(repeating: "{}", count: 1_000_000).joined(separator: ",") + "]}"
        let error = loadingError(text)
        #expect(error?.code == .wrongType)
        #expect(error?.jsonPath?.hasPrefix("actions[0].") == true)
    }

    // MARK: Encoding

    static let oddEncodings: [(name: String, data: Data)] = [
        ("invalid UTF-8 in a string", Data(#"{"formatVersion": 1, "module": ""#.utf8) + Data([0xFF]) + Data(#""}"#.utf8)),
        ("a NUL byte between tokens", Data(#"{"formatVersion": 1,"#.utf8) + Data([0]) + Data(#""module": "M"}"#.utf8)),
        ("a lone surrogate escape", Data(#"{"formatVersion": 1, "generator": {"name": "x", "version": "1"}, "module": "\uD800"}"#.utf8)),
        ("a byte order mark and garbage", Data([0xEF, 0xBB, 0xBF, 0xFF, 0xFE])),
        ("UTF-32 zeros", Data(repeating: 0, count: 64)),
    ]

    @Test(arguments: oddEncodings.indices)
    func oddEncodingsAreRefusedOrLoad(_ index: Int) {
        let (name, data) = Self.oddEncodings[index]
        do {
            _ = try IntentMetadataBundle(data: data, filePath: "Books.json")
        } catch {
            let expected: [IntentMetadataError.Code] = [.notJSON, .wrongType]
            #expect(expected.contains(error.code), "\(name): \(error.code)")
            #expect(!error.message.isEmpty)
        }
    }

    // MARK: Fuzzer regressions

    static let testInputs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "TestInputs")

    /// The inputs the loader's libFuzzer target found, kept in `TestInputs/Regressions/*.json`.
    static func regressionInputs() -> [String] {
        let folder = testInputs.appending(path: "Regressions").path(percentEncoded: false)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test func fuzzerRegressionsAreRefusedOrLoadAndRoundTrip() throws {
        for name in Self.regressionInputs() {
            let data = try Data(contentsOf: Self.testInputs.appending(path: "Regressions/\(name)"))
            do {
                let bundle = try IntentMetadataBundle(data: data, filePath: name)
                let encoded = try bundle.encodedData()
                #expect(try IntentMetadataBundle(data: encoded).encodedData() == encoded, "\(name)")
                for format in [DescriptionFormat.text, .markdown, .json, .tools] {
                    _ = bundle.describe(format: format)
                }
            } catch {
                #expect(!error.message.isEmpty, "\(name)")
            }
        }
    }

    @Test func fractionalSourceLineRegressionNamesItsPath() throws {
        // Before `SourceReference` read its numbers itself, Linux's JSONDecoder reported this at the root, as
        // "an object at '' that does not fit (The given data was not valid JSON)".
        let data = try Data(contentsOf: Self.testInputs.appending(path: "Regressions/fractional-source-line.json"))
        let error = loadingError(data)
        #expect(error?.code == .wrongType)
        #expect(error?.jsonPath == "actions[0].source.line")
    }

    // MARK: Helpers

    enum PathStep {
        case key(String)
        case index(Int)
    }

    /// Every path to a value in a JSON document, containers included, the root excluded.
    static func collectPaths(in value: Any, at path: [PathStep], into paths: inout [[PathStep]]) {
        if let object = value as? [String: Any] {
            for (key, child) in object.sorted(by: { $0.key < $1.key }) {
                paths.append(path + [.key(key)])
                collectPaths(in: child, at: path + [.key(key)], into: &paths)
            }
        } else if let array = value as? [Any] {
            for (index, child) in array.enumerated() {
                paths.append(path + [.index(index)])
                collectPaths(in: child, at: path + [.index(index)], into: &paths)
            }
        }
    }

    static func replacing(in value: Any, at path: ArraySlice<PathStep>, with replacement: Any) -> Any {
        guard let step = path.first else { return replacement }
        switch step {
        case .key(let key):
            guard var object = value as? [String: Any], let child = object[key] else { return value }
            object[key] = replacing(in: child, at: path.dropFirst(), with: replacement)
            return object
        case .index(let index):
            guard var array = value as? [Any], array.indices.contains(index) else { return value }
            array[index] = replacing(in: array[index], at: path.dropFirst(), with: replacement)
            return array
        }
    }

    static func render(_ path: [PathStep]) -> String {
        path.map { step in
            switch step {
            case .key(let key): ".\(key)"
            case .index(let index): "[\(index)]"
            }
        }.joined()
    }
}
