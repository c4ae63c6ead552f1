import Foundation
import IntentMetadataExtractor
import Testing

/// Every diagnostic identifier is documented, and identifiers keep their kebab-case, sorted form.
@Suite struct DiagnosticCatalogTests {
    @Test func everyIdentifierIsDocumented() throws {
        let document = try String(contentsOf: Fixtures.root.deletingLastPathComponent().appendingPathComponent("docs/Diagnostics.md"), encoding: .utf8)
        let undocumented = DiagnosticID.allCases.filter { !document.contains("`\($0.rawValue)`") }
        #expect(undocumented.isEmpty, "not in docs/Diagnostics.md: \(undocumented.map(\.rawValue))")
    }

    @Test func identifiersAreKebabCaseAndUnique() {
        let raw = DiagnosticID.allCases.map(\.rawValue)
        #expect(Set(raw).count == raw.count)
        for id in raw {
            #expect(id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(id)")
        }
    }

    @Test func renderedTextMatchesTheCompilerFormat() {
        let diagnostic = Diagnostic(.nonConstantTitle, at: SourceLocation(file: "Sources/App/A.swift", line: 3, column: 49), "intent title must be a compile-time constant")
        #expect(diagnostic.renderedText == "Sources/App/A.swift:3:49: error: intent title must be a compile-time constant [non-constant-title]")
    }
}
