import IntentMetadataExtractor
import Testing

/// A speculative parse (`a<b>(...)` as generic arguments, `#if` as attributes) that does not fit is undone,
/// including the `>>` tokens it split, without copying the token array each time.
@Suite struct SpeculationTests {
    @Test func failedGenericSpeculationRestoresSplitTokens() throws {
        let source = """
            struct Limits {
                static let shifted = value < limit >> 1
                static let compared = (a<b, c>d)
                struct After {}
            }
            """
        let syntax = DeclarationParser.parse(SourceFile(path: "Test.swift", text: source))
        #expect(syntax.diagnostics.isEmpty)
        guard case .declaration(let limits) = try #require(syntax.items.first) else {
            Issue.record("expected a declaration")
            return
        }
        let members = limits.members.compactMap { item -> DeclarationSyntax? in
            if case .declaration(let declaration) = item { return declaration }
            return nil
        }
        #expect(members.map(\.name) == ["shifted", "compared", "After"])
        let shifted = try #require(members.first?.bindings.first?.initializer)
        #expect(syntax.file.text(shifted.range) == "value < limit >> 1")
    }

    @Test func manySpeculationsInOneFileStayFast() {
        // 4,000 getters that each speculate on `<`: quadratic copying took seconds here, linear work milliseconds.
        let getter = "    var v: Bool { a < b && c > d && Array<Int>(x).isEmpty }\n"
        let source = "struct Big {\n" + String(repeating: getter, count: 4_000) + "    struct Last {}\n}\n"
        let clock = ContinuousClock()
        var syntax: SourceFileSyntax?
        let time = clock.measure { syntax = DeclarationParser.parse(SourceFile(path: "Big.swift", text: source)) }
        #expect(syntax?.diagnostics.isEmpty == true)
        #expect(time < .seconds(20))
    }
}
