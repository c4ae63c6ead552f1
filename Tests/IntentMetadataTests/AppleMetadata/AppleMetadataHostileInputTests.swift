import Foundation
import IntentMetadata
import Testing

/// Damaged and hostile `extract.actionsdata`: refused with a message or read with warnings, never a trap or a
/// hang, and positions that stay inside the file.
@Suite struct AppleMetadataHostileInputTests {
    private func load(_ text: String) throws -> LoadedMetadata {
        try IntentMetadataBundle.loadMetadata(from: Data(text.utf8), filePath: "extract.actionsdata")
    }

    @Test func truncationAtEveryByteIsRefusedOrRead() throws {
        let data = try AppleMetadataFiles.data("replica")
        var loadedCount = 0
        for length in 0..<data.count {
            do {
                let loaded = try IntentMetadataBundle.loadMetadata(from: data.prefix(length), filePath: "x")
                loadedCount += 1
                #expect(loaded.bundle.actions.allSatisfy { $0.source.column <= length })
            } catch {
                #expect(error.code == .notJSON || error.code == .wrongType)
            }
        }
        // Only the whole file (and no prefix of it) is a JSON object.
        #expect(loadedCount == 0)
        #expect(try IntentMetadataBundle.loadMetadata(from: data).bundle.actions.count == 2)
    }

    @Test func deepNestingInsideAnActionIsRefusedBeforeParsing() {
        let depth = 100_000
        let text = #"{"actions": {"A": {"title": "# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}}}"
        #expect(throws: IntentMetadataError.self) { try load(text) }
    }

    @Test func aSummaryNestedToTheLimitIsRead() throws {
        // 20 levels of `When`, each four JSON levels deep: within the 64-level limit.
        var summary = #"{"actionSummary": {"wrapper": {"summaryString": {"formatString": "Go"}}}}"#
        for _ in 0..<14 {
            summary = #"{"whenClause": {"wrapper": {"condition": {"parameterIdentifier": "p"}, "when": \#(summary)}}}"#
        }
        let loaded = try load(#"{"actions": {"A": {"actionConfiguration": \#(summary)}}}"#)
        var depth = 0
        var current = loaded.bundle.actions.first?.parameterSummary
        while case .when(let when)? = current {
            depth += 1
            current = when.then
        }
        #expect(depth == 14)
        #expect(current == .summary(SummaryTemplate(template: LocalizedText(key: "Go"))))
    }

    @Test func manyActionsAreReadInLinearTime() throws {
        let count = 20_000
        let members = (0..<count).map { #""A\#($0)": {"title": {"key": "T"}, "fullyQualifiedTypeName": "M.A\#($0)"}"# }
        let text = #"{"actions": {"# + members.joined(separator: ", ") + "}}"
        let clock = ContinuousClock()
        let start = clock.now
        let loaded = try load(text)
        #expect(loaded.bundle.actions.count == count)
        #expect(clock.now - start < .seconds(60))
        #expect(loaded.bundle.actions.map(\.source.column).allSatisfy { $0 > 1 })
    }

    @Test func keysWithEscapesAndBracketsInStringsKeepTheirPositions() throws {
        let text = #"{"x": "{[\"]}", "actions": {"Open\u0041pp": {"title": {"key": "a \"}\" b"}}, "B\/C": {}}}"#
        let loaded = try load(text)
        let bytes = Array(text.utf8)
        for action in loaded.bundle.actions {
            #expect(action.source.line == 1)
            #expect(bytes[action.source.column - 1] == UInt8(ascii: "\""))
        }
        #expect(loaded.bundle.actions.map(\.identifier) == ["B/C", "OpenApp"])
        func column(of key: String) throws -> Int {
            let range = try #require(text.range(of: key))
            return text.utf8.distance(from: text.utf8.startIndex, to: range.lowerBound) + 1
        }
        #expect(loaded.bundle.actions.map(\.source.column) == [try column(of: #""B\/C""#), try column(of: #""Open\u0041pp""#)])
    }

    @Test(arguments: ["1e300", "-1", "1.5", "true", "\"0\"", "null", "9223372036854775807"])
    func oddTypeCodesAreKeptNotTrapped(_ code: String) throws {
        let loaded = try load(#"{"actions": {"A": {"title": "A", "parameters": [{"name": "p", "valueType": {"primitive": {"wrapper": {"typeIdentifier": \#(code)}}}}]}}}"#)
        let type = try #require(loaded.bundle.actions.first?.parameters.first?.valueType)
        if case .primitive(let primitive) = type {
            #expect(primitive.rawValue.hasPrefix("type "))
        } else {
            Issue.record("expected a primitive, got \(type)")
        }
        #expect(loaded.warnings.count == 1)
    }

    @Test func wrongShapesEverywhereGiveWarningsNotErrors() throws {
        let text = #"""
            {"generator": {"name": "xcode-tools"}, "actions": [], "entities": {"E": []}, "enums": {"no": 1}, "queries": 7,
             "autoShortcuts": [1, {"actionIdentifier": 2}], "autoShortcutProviderMangledName": "P"}
            """#
        let loaded = try load(text)
        #expect(loaded.format == .appleActionsData)
        #expect(loaded.bundle.actions.isEmpty && loaded.bundle.entities.isEmpty && loaded.bundle.enums.isEmpty && loaded.bundle.queries.isEmpty)
        #expect(loaded.bundle.shortcuts?.items.isEmpty == true)
        #expect(loaded.warnings.count == 6)
        #expect(loaded.warnings.allSatisfy { ($0.source?.line ?? 0) >= 1 })
    }

    @Test func invalidUTF8IsNotJSON() {
        var data = Data(#"{"actions": {"A": {"title": {"key": ""#.utf8)
        data.append(contentsOf: [0xFF, 0xFE])
        data.append(contentsOf: Array(#""}}}}"#.utf8))
        #expect { try IntentMetadataBundle.loadMetadata(from: data) } throws: { ($0 as? IntentMetadataError)?.code == .notJSON }
    }

    @Test func crlfAndAByteOrderMarkDoNotShiftLines() throws {
        let text = "\u{FEFF}{\r\n  \"actions\": {\r\n    \"A\": {}\r\n  }\r\n}"
        guard let loaded = try? load(text) else { return }  // Foundation may refuse a byte-order mark.
        #expect(loaded.bundle.actions.first?.source.line == 3)
        #expect(loaded.bundle.actions.first?.source.column == 5)
    }
}

extension AppleMetadataHostileInputTests {
    /// Found by the libFuzzer target: two keys whose records name one `identifier` gave two actions of one
    /// identifier, and `diff` of the file against itself was not empty.
    @Test func twoRecordsOfOneIdentifierKeepTheFirst() throws {
        let loaded = try load(#"{"actions": {"A": {"identifier": "Same", "title": "1"}, "B": {"identifier": "Same", "title": "2"}}}"#)
        #expect(loaded.bundle.actions.map(\.title.key) == ["1"])
        #expect(loaded.warnings.map(\.message) == ["action identifier 'Same' is used again; the one at 1:14 is kept"])
        #expect(BundleDiff(from: loaded.bundle, to: loaded.bundle).changes.isEmpty)
    }

    @Test func theFuzzerInputThatFoundItDiffsCleanAgainstItself() throws {
        let url = AppleMetadataFiles.folder.deletingLastPathComponent().appending(path: "Regressions/apple-duplicate-action-identifier.json")
        let bundle = try IntentMetadataBundle(contentsOf: url)
        #expect(BundleDiff(from: bundle, to: bundle).changes.isEmpty)
    }
}

extension AppleMetadataHostileInputTests {
    /// Found by the libFuzzer target: a repeated parameter name made `diff` of a file against itself report a
    /// type change.
    @Test func aRepeatedParameterNameKeepsTheFirst() throws {
        let loaded = try load(#"{"actions": {"A": {"title": "A", "parameters": [{"name": "p", "title": "1", "valueType": {"primitive": {"wrapper": {"typeIdentifier": 0}}}}, {"name": "p", "title": "2", "valueType": {"primitive": {"wrapper": {"typeIdentifier": 2}}}}]}}}"#)
        #expect(loaded.bundle.actions[0].parameters.map(\.title.key) == ["1"])
        #expect(loaded.warnings.map(\.message) == ["action 'A' has a second parameter named 'p'; the first is kept"])
        let url = AppleMetadataFiles.folder.deletingLastPathComponent().appending(path: "Regressions/apple-duplicate-parameter-name.json")
        let bundle = try IntentMetadataBundle(contentsOf: url)
        #expect(BundleDiff(from: bundle, to: bundle).changes.isEmpty)
    }
}
