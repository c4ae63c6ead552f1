import Foundation
@testable import IntentMetadataExtractor
import Testing

/// Getter bodies are kept unparsed until asked for (`DeferredBlockSyntax`). That must change nothing: the same
/// diagnostics as an eager parse, and the same statements once asked for.
@Suite struct DeferredGetterTests {
    /// Every getter of a parsed file, in order: where its block is, how it is held, and its statements.
    static func getters(in syntax: SourceFileSyntax) -> [(range: Range<Int>, isDeferred: Bool, statements: [StatementSyntax]?)] {
        var found: [(range: Range<Int>, isDeferred: Bool, statements: [StatementSyntax]?)] = []
        func visit(_ items: [DeclarationItemSyntax]) {
            for item in items {
                switch item {
                case .conditional(let block):
                    for clause in block.clauses { visit(clause.elements) }
                case .declaration(let declaration):
                    for binding in declaration.bindings {
                        guard let accessors = binding.accessors, let getter = accessors.getter else { continue }
                        if case .deferred = getter {
                            found.append((accessors.range, true, accessors.getterStatements))
                        } else {
                            found.append((accessors.range, false, accessors.getterStatements))
                        }
                    }
                    visit(declaration.members)
                }
            }
        }
        visit(syntax.items)
        return found
    }

    /// What differs between the file parsed with getters deferred and parsed eagerly, if anything.
    static func differences(in file: SourceFile) -> String? {
        let deferred = DeclarationParser.parse(file, defersGetterBodies: true)
        let eager = DeclarationParser.parse(file, defersGetterBodies: false)
        guard deferred.diagnostics == eager.diagnostics else {
            return "diagnostics differ: \(deferred.diagnostics.map(\.renderedText)) against \(eager.diagnostics.map(\.renderedText))"
        }
        let lazy = getters(in: deferred)
        let parsed = getters(in: eager)
        guard lazy.map(\.range) == parsed.map(\.range) else { return "getters at \(lazy.map(\.range)) against \(parsed.map(\.range))" }
        for (one, other) in zip(lazy, parsed) where one.statements != other.statements {
            return "the getter at \(one.range) differs"
        }
        return nil
    }

    @Test func everyFixtureFileParsesTheSameWithGettersDeferred() throws {
        let files = try Fixtures.sourceFiles(in: "")
        #expect(files.count > 100)
        var deferredCount = 0
        for file in files {
            if let difference = Self.differences(in: file) { Issue.record("\(file.path): \(difference)") }
            deferredCount += Self.getters(in: DeclarationParser.parse(file)).filter(\.isDeferred).count
        }
        // The fixtures are App Intents code, whose getters are what the rules read: deferral must be common there.
        #expect(deferredCount > 50, "\(deferredCount) getters deferred")
    }

    @Test func aPlainGetterIsDeferredAndReadWhenAskedFor() throws {
        let file = SourceFile(path: "Shelf.swift", text: """
            struct Shelf {
                var title: LocalizedStringResource { "Shelf" }
                var body: some View { VStack { Text("Hi \\(name)") } }
                var count: Int { get { items.count } set { } }
            }
            """)
        let getters = Self.getters(in: DeclarationParser.parse(file))
        #expect(getters.map(\.isDeferred) == [true, true, true])
        guard case .expression(let title)? = getters.first?.statements?.first, case .stringLiteral = title.kind else {
            Issue.record("the title getter is not a string: \(String(describing: getters.first?.statements))")
            return
        }
        #expect(Self.differences(in: file) == nil)
    }

    /// Bodies whose parse reports something are parsed with the file, so the report is where it always was.
    @Test(arguments: [
        ("an '#if' clause", "    var a: Int {\n        #if os(iOS)\n        1\n        #else\n        2\n        #endif\n    }\n"),
        ("a stray '#else'", "    var a: Int {\n        #else\n        1\n    }\n"),
        ("a mismatched closer", "    var a: Int { f(1] }\n"),
        ("a stray closer", "    var a: Int { ) }\n"),
        ("an unclosed bracket in an interpolation", "    var a: String { \"\\(x[0)\" }\n"),
        ("a brace in an interpolation", "    var a: String { \"\\(x { )\" }\n"),
        ("deep nesting", "    var a: Int { " + String(repeating: "f(", count: 40) + String(repeating: ")", count: 40) + " }\n"),
        ("deep interpolation", "    var a: String { \"" + String(repeating: "\\(\"", count: 40) + String(repeating: "\")", count: 40) + "\" }\n"),
    ])
    func aBodyThatCouldReportIsParsedWithTheFile(_ name: String, _ member: String) {
        let file = SourceFile(path: "A.swift", text: "struct A {\n" + member + "    var after = 1\n}\n")
        let getters = Self.getters(in: DeclarationParser.parse(file))
        #expect(getters.first?.isDeferred == false, "\(name)")
        #expect(Self.differences(in: file) == nil, "\(name)")
    }
}
