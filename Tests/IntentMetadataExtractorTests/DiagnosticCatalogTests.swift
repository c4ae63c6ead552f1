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

    /// The compiler cannot list the static members of a type, so the catalogue is read from the rules and the stages'
    /// list; this finds an identifier declared in the sources that neither lists (a rule left out of
    /// `ModuleCheck.rules`, or an identifier left out of its rule).
    @Test func everyDeclaredIdentifierIsInTheCatalogue() throws {
        let declared = try Self.sourceTexts().flatMap { text in
            text.matches(of: /DiagnosticID\(\s*"([^"]*)"/).map { String($0.output.1) }
        }
        #expect(declared.count == Set(declared).count, "declared twice: \(declared.sorted())")
        let catalogue = Set(DiagnosticID.allCases.map(\.rawValue))
        #expect(Set(declared).subtracting(catalogue).isEmpty, "declared but in no rule: \(Set(declared).subtracting(catalogue).sorted())")
        #expect(catalogue.isSubset(of: declared))
        #expect(declared.count > 40)
    }

    /// Every `ModuleCheck.Rule` declared in `Checks/` is in `ModuleCheck.rules`, once, and no two rules report one
    /// identifier (a rule reusing another's identifiers would not show in the catalogue when left out).
    @Test func everyRuleIsRegisteredOnce() throws {
        let declaredRules = try Self.sourceTexts(under: "Checks").map { $0.matches(of: /static let \w+ = Rule\(/).count }.reduce(0, +)
        #expect(declaredRules == ModuleCheck.rules.count)
        let identifiers = ModuleCheck.rules.flatMap(\.identifiers)
        #expect(identifiers.count == Set(identifiers).count)
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

    /// The text of every Swift file of the extractor, or of one of its folders.
    private static func sourceTexts(under folder: String? = nil) throws -> [String] {
        var directory = Fixtures.root.deletingLastPathComponent().appendingPathComponent("Sources/IntentMetadataExtractor")
        if let folder { directory.appendPathComponent(folder) }
        let files = try #require(FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)).compactMap { $0 as? URL }
        return try files.filter { $0.pathExtension == "swift" }.map { try String(contentsOf: $0, encoding: .utf8) }
    }
}
