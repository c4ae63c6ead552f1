import IntentMetadataExtractor
import Testing
import TestSupport

/// Runs the pipeline on one file (module `App`, iOS) and compares its diagnostics with the source's
/// `// expected-error: <id>` markers (`DiagnosticMarkers`), by line, severity and identifier; a source without
/// markers must stay quiet. The rule tests of `Checks/` use it.
func assertMarkedDiagnostics(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let result = ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "App")).run([SourceFile(path: "App.swift", text: source)])
    let found = result.diagnostics.map { DiagnosticMarkers.Expectation(line: $0.location.line, severity: $0.severity.rawValue, id: $0.id.rawValue) }.sorted()
    #expect(found == DiagnosticMarkers.expectations(in: source), "\(result.diagnostics.map(\.renderedText))", sourceLocation: sourceLocation)
}
