import IntentMetadataExtractor
import Testing

/// One test per declaration form the parser reads, asserting names, kinds, nesting and the parts recognition uses.
@Suite struct DeclarationFormTests {
    func parse(_ source: String) -> SourceFileSyntax {
        DeclarationParser.parse(SourceFile(path: "A.swift", text: source))
    }

    func declarations(_ source: String) -> [DeclarationSyntax] {
        parse(source).items.compactMap { item in
            if case .declaration(let declaration) = item { return declaration }
            return nil
        }
    }

    func members(_ declaration: DeclarationSyntax?) -> [DeclarationSyntax] {
        (declaration?.members ?? []).compactMap { item in
            if case .declaration(let member) = item { return member }
            return nil
        }
    }

    @Test func importsKeepTheirModulePath() {
        let parsed = declarations("import AppIntents\n@preconcurrency import Foundation.NSURL\nimport struct Swift.Int\n")
        #expect(parsed.map(\.kind) == [.import, .import, .import])
        #expect(parsed.map(\.name) == ["AppIntents", "Foundation.NSURL", "Swift.Int"])
    }

    @Test func nominalTypesNestWithTheirLines() throws {
        let file = SourceFile(path: "A.swift", text: "enum Library {\n    struct Shelf {}\n    final class Reader {}\n    actor Store {}\n    protocol Named {}\n}\n")
        let syntax = DeclarationParser.parse(file)
        let library = try #require(syntax.items.first.flatMap { item -> DeclarationSyntax? in
            if case .declaration(let declaration) = item { return declaration }
            return nil
        })
        #expect(library.kind == .enum)
        let nested = members(library)
        #expect(nested.map(\.kind) == [.struct, .class, .actor, .protocol])
        #expect(nested.map(\.name) == ["Shelf", "Reader", "Store", "Named"])
        #expect(nested.map { file.lineAndColumn(at: $0.nameRange.lowerBound).line } == [2, 3, 4, 5])
        #expect(nested[1].modifiers == ["final"])
    }

    @Test func inheritanceClausesKeepQualifiedAttributedAndComposedTypes() throws {
        let parsed = try #require(declarations("struct A: AppIntents.AppIntent, @unchecked Sendable, @preconcurrency P, Q & R, ~Copyable {}").first)
        #expect(parsed.inheritedTypes.map(\.text) == ["AppIntents.AppIntent", "@unchecked Sendable", "@preconcurrency P", "Q & R", "~ Copyable"])
        #expect(parsed.inheritedTypes[0].baseName == "AppIntent")
    }

    @Test func genericParametersAndWhereClausesAreKeptAsText() throws {
        let parsed = try #require(declarations("struct Box<T: Equatable, U>: Container where T: Sendable, U == Int {\n    var value: T\n}").first)
        #expect(parsed.genericParameterClause == "<T: Equatable, U>")
        #expect(parsed.inheritedTypes.map(\.text) == ["Container"])
        #expect(parsed.whereClause == "where T: Sendable, U == Int")
        #expect(members(parsed).map(\.name) == ["value"])
    }

    @Test func extensionsNameTheExtendedTypeAndKeepConformances() throws {
        let parsed = try #require(declarations("extension Library.Shelf: AppEnum where Element == Int {\n    static let x = 1\n}").first)
        #expect(parsed.kind == .extension)
        #expect(parsed.name == "Library.Shelf")
        #expect(parsed.inheritedTypes.map(\.text) == ["AppEnum"])
        #expect(members(parsed).first?.isStatic == true)
    }

    @Test func typealiasesAndAssociatedTypesKeepTheirTypes() {
        let parsed = declarations("typealias Entity = Book\ntypealias Pair<T> = (T, T)\nprotocol P { associatedtype Item: Hashable = Int }")
        #expect(parsed[0].aliasedType?.text == "Book")
        #expect(parsed[1].aliasedType?.text == "(T, T)")
        #expect(members(parsed[2]).first?.kind == .associatedtype)
        #expect(members(parsed[2]).first?.aliasedType?.text == "Int")
    }

    @Test func enumCasesKeepRawAndAssociatedValues() throws {
        let parsed = try #require(declarations("enum Shelf: String {\n    case wantToRead = \"want\", reading\n    indirect case nested(Shelf, label: Int)\n}").first)
        let cases = members(parsed).flatMap(\.enumCaseElements)
        #expect(cases.map(\.name) == ["wantToRead", "reading", "nested"])
        #expect(cases[0].rawValue.map { ConstantReader().plainString($0) } == "want")
        #expect(cases[1].rawValue == nil)
        #expect(cases[2].hasAssociatedValues)
    }

    @Test func propertiesKeepModifiersTypesInitializersAndPropertyWrappers() throws {
        let parsed = try #require(declarations("""
        struct A {
            @Parameter(title: "Shelf", default: .reading) var shelf: Shelf?
            public private(set) static var count: Int = 0
            let a = 1, b: String = "x"
            lazy var c = [1, 2]
        }
        """).first)
        let properties = members(parsed)
        #expect(properties[0].attributes.map(\.name) == ["Parameter"])
        #expect(properties[0].attributes[0].arguments?.map(\.label) == ["title", "default"])
        #expect(properties[0].bindings.first?.type?.text == "Shelf?")
        #expect(properties[1].modifiers == ["public", "private(set)", "static"])
        #expect(properties[1].isStatic)
        #expect(properties[2].bindings.map(\.name) == ["a", "b"])
        #expect(properties[2].bindings[1].type?.text == "String")
        #expect(properties[3].modifiers == ["lazy"])
    }

    @Test func accessorBodiesYieldTheGetterStatements() throws {
        let parsed = try #require(declarations("""
        struct A {
            static var title: LocalizedStringResource { "T" }
            static var other: String { get { return "U" } set {} }
            var observed: Int = 0 { didSet { print(oldValue) } }
            var requirement: Int { get }
        }
        """).first)
        let properties = members(parsed)
        #expect(properties[0].bindings[0].accessors?.getterStatements?.count == 1)
        if case .return(let value?, _) = properties[1].bindings[0].accessors?.getterStatements?.first {
            #expect(ConstantReader().plainString(value) == "U")
        } else {
            Issue.record("expected 'return \"U\"'")
        }
        #expect(properties[2].bindings[0].accessors?.hasObservers == true)
        #expect(properties[2].bindings[0].initializer != nil)
        #expect(properties[3].bindings[0].accessors?.getterStatements == nil)
    }

    @Test func functionSignaturesKeepParametersEffectsAndResultTypes() throws {
        let parsed = try #require(declarations("""
        struct A {
            func perform() async throws -> some IntentResult & ReturnsValue<Book> & ProvidesDialog { .result() }
            func entities(for identifiers: [Book.ID]) async throws(QueryError) -> [Book] { [] }
            static func == (lhs: A, rhs: A) -> Bool { true }
            init?<T>(value: T, _ other: Int = 3) rethrows where T: Sendable {}
            subscript(index: Int) -> Int { index }
            deinit {}
        }
        """).first)
        let functions = members(parsed)
        #expect(functions.map(\.kind) == [.function, .function, .function, .initializer, .subscript, .deinitializer])
        #expect(functions[0].signature?.isAsync == true)
        #expect(functions[0].signature?.returnType?.text == "some IntentResult & ReturnsValue<Book> & ProvidesDialog")
        #expect(functions[1].signature?.parameters.map(\.label) == ["for"])
        #expect(functions[1].signature?.parameters.map(\.name) == ["identifiers"])
        #expect(functions[1].signature?.isThrowing == true)
        #expect(functions[1].signature?.returnType?.text == "[Book]")
        #expect(functions[2].name == "==")
        #expect(functions[3].signature?.parameters.map(\.name) == ["value", "other"])
        #expect(functions.allSatisfy { $0.kind == .subscript || $0.bodyRange != nil })
    }

    @Test func functionBodiesAreSkippedButKeepTheirRanges() throws {
        let source = "func f() {\n    let s = \"}\"\n    if x { y() }\n}\nstruct After {}\n"
        let parsed = declarations(source)
        #expect(parsed.map(\.name) == ["f", "After"])
        let body = try #require(parsed[0].bodyRange)
        #expect(SourceFile(path: "A.swift", text: source).text(body).hasSuffix("}"))
    }

    @Test func conditionalBlocksKeepEveryBranchWithParsedConditions() throws {
        let syntax = parse("""
        #if os(iOS) && !targetEnvironment(simulator)
        struct Phone {}
        #elseif canImport(AppKit) || compiler(>=6.0)
        struct Mac {}
        #elseif DEBUG
        #else
        struct Other {}
        #endif
        """)
        guard case .conditional(let block) = syntax.items.first else {
            Issue.record("expected a #if block")
            return
        }
        #expect(block.clauses.count == 4)
        #expect(block.clauses[0].condition == .and(.platformCondition(name: "os", argument: "iOS"), .not(.platformCondition(name: "targetEnvironment", argument: "simulator"))))
        #expect(block.clauses[1].condition == .or(.platformCondition(name: "canImport", argument: "AppKit"), .platformCondition(name: "compiler", argument: ">=6.0")))
        #expect(block.clauses[2].condition == .flag("DEBUG"))
        #expect(block.clauses[3].condition == nil)
        #expect(block.clauses.map(\.elements.count) == [1, 1, 0, 1])
    }

    @Test func aSyntaxErrorIsReportedAndParsingResumesAtTheNextDeclaration() {
        let syntax = parse("struct A {\n    var x: Int\n    ) garbage here\n    var y: Int\n}\nstruct B {}\n")
        #expect(syntax.diagnostics.map(\.id) == [.syntaxError])
        #expect(syntax.diagnostics.first?.location.line == 3)
        let names = syntax.items.compactMap { item -> String? in
            if case .declaration(let declaration) = item { return declaration.name }
            return nil
        }
        #expect(names == ["A", "B"])
        #expect(members(declarations("struct A {\n    var x: Int\n    ) garbage here\n    var y: Int\n}").first).map(\.name) == ["x", "y"])
    }

    @Test func nestingDeeperThanTheLimitIsDiagnosedNotRecursed() {
        let depth = 10_000
        let source = String(repeating: "struct S {", count: depth) + String(repeating: "}", count: depth)
        let syntax = parse(source)
        #expect(syntax.diagnostics.map(\.id).contains(.syntaxNestingTooDeep))
        let expressions = "let x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        #expect(parse(expressions).diagnostics.map(\.id).contains(.syntaxNestingTooDeep))
    }

    @Test func topLevelStatementsAreNotErrors() {
        let syntax = parse("print(\"hi\")\nfor x in [1] { print(x) }\nlet y = 2\nguard y > 1 else { fatalError() }\n")
        #expect(syntax.diagnostics.isEmpty)
        #expect(declarations("print(1)\nlet y = 2\n").map(\.name) == ["y"])
    }
}
