import Foundation
import IntentMetadata
import IntentMetadataExtractor
import Testing

/// Runs the extractor on every `TestInputs` app and broken case and compares the bundle and the diagnostics
/// with the committed `expected.json` and `expected-diagnostics.txt`, byte for byte.
/// `INTENT_METADATA_RECORD=1 swift test` rewrites them (and fails, so a recording is never mistaken for a pass).
@Suite struct FixtureReferenceTests {
    static let apps = ["ReadingList", "Travel"]

    @Test(arguments: apps)
    func appMatchesReference(_ app: String) throws {
        try compareWithReference(folder: app, moduleName: app, writesBundle: true)
    }

    @Test(arguments: try Fixtures.brokenCases())
    func brokenCaseMatchesReference(_ name: String) throws {
        try compareWithReference(folder: "Broken/\(name)", moduleName: name.replacingOccurrences(of: "-", with: "_"), writesBundle: false)
    }

    func compareWithReference(folder: String, moduleName: String, writesBundle: Bool) throws {
        let files = try Fixtures.sourceFiles(in: folder)
        let definitions = try Fixtures.intentDefinitionFiles(in: folder)
        let resources = try Fixtures.resourceFiles(in: folder)
        let result = ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: moduleName))
            .run(files, intentDefinitions: definitions, resources: resources)
        let diagnosticsText = result.diagnostics.map(\.renderedText).joined(separator: "\n") + (result.diagnostics.isEmpty ? "" : "\n")
        let diagnosticsURL = Fixtures.url(folder).appendingPathComponent("expected-diagnostics.txt")
        let bundleURL = Fixtures.url(folder).appendingPathComponent("expected.json")
        let bundleText = String(decoding: try result.bundle.canonicalJSON(), as: UTF8.self)
        if Fixtures.isRecording {
            try diagnosticsText.write(to: diagnosticsURL, atomically: true, encoding: .utf8)
            if writesBundle { try bundleText.write(to: bundleURL, atomically: true, encoding: .utf8) }
            Issue.record("recorded \(folder); unset INTENT_METADATA_RECORD to compare")
            return
        }
        let expectedDiagnostics = try String(contentsOf: diagnosticsURL, encoding: .utf8)
        assertEqualWithDiff(diagnosticsText, expectedDiagnostics, "diagnostics of \(folder)")
        if writesBundle {
            let expectedBundle = try String(contentsOf: bundleURL, encoding: .utf8)
            assertEqualWithDiff(bundleText, expectedBundle, "bundle of \(folder)")
        }
    }
}

extension IntentMetadataBundle {
    /// The bytes the CLI writes: the runtime library's canonical encoding.
    func canonicalJSON() throws -> Data {
        try encodedData()
    }
}
