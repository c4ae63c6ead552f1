import IntentMetadataExtractor
import Testing
import TestSupport

/// `enum-representation-unknown-case`: a `caseDisplayRepresentations` key naming no case of the enum is a compile
/// error (`swiftc`: "type 'Sort' has no member 'middle'"); keys that compile stay quiet.
@Suite struct EnumRepresentationKeyCheckTests {
    @Test func aKeyNamingNoCaseIsAnErrorAtTheName() {
        assertMarkedDiagnostics("""
            import AppIntents

            enum Sort: String, AppEnum {
                case newest, oldest
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Sort"
                static let caseDisplayRepresentations: [Sort: DisplayRepresentation] = [
                    .newest: "Newest",
                    .oldest: "Oldest",
                    .middle: "Middle",  // expected-error: enum-representation-unknown-case
                    Sort.earliest: "Earliest",  // expected-error: enum-representation-unknown-case
                ]
            }
            """)
    }

    @Test func keysThatCompileAreQuiet() {
        assertMarkedDiagnostics("""
            import AppIntents

            enum Sort: String, AppEnum {
                case newest, oldest
                #if os(iOS)
                case nearest
                #endif
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Sort"
                static let caseDisplayRepresentations: [Sort: DisplayRepresentation] = [
                    Self.newest: "Newest",
                    Sort.oldest: "Oldest",
                    .nearest: "Nearest",
                    .featured: "Featured",
                    Defaults.sort: "Default",
                ]
            }

            extension Sort {
                static let featured = Sort.newest
            }

            enum Defaults {
                static let sort = Sort.oldest
            }
            """)
    }

    /// Runs the pipeline on one file (iOS) and compares its diagnostics with the source's markers, by line,
    /// severity and identifier.
    private func assertMarkedDiagnostics(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let result = ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "App")).run([SourceFile(path: "App.swift", text: source)])
        let found = result.diagnostics.map { DiagnosticMarkers.Expectation(line: $0.location.line, severity: $0.severity.rawValue, id: $0.id.rawValue) }.sorted()
        #expect(found == DiagnosticMarkers.expectations(in: source), "\(result.diagnostics.map(\.renderedText))", sourceLocation: sourceLocation)
    }
}
