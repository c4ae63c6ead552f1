import Foundation
import IntentMetadataExtractor
import Testing

/// Layouts the layout-invariance check (`LayoutInvarianceTests`, `Scripts/layout-check.sh`) found us misreading:
/// white space moved where the compiler still reads the file as before. Each case must parse with every member of
/// its first type and no syntax diagnostic, and `compilerAcceptsEveryCase` keeps the cases honest.
@Suite struct LayoutSyntaxTests {
    typealias Case = RealAppSyntaxTests.Case

    static let cases: [Case] = [
        Case(
            name: "space before the parenthesis of a compilation condition",
            source: "struct T {\n#if canImport (Darwin) || os (Linux)\n    var a = 1\n#endif\n    var after = 1\n}\n",
            members: ["after"]
        ),
        Case(
            name: "closure parameter list closed on the next line",
            source: "struct T {\n    var transform = { (x: Int\n    ) -> Int in x }\n    var after = 1\n}\n",
            members: ["transform", "after"]
        ),
        Case(
            name: "function type parameters right after a type attribute",
            source: "struct T {\n    let handler: @Sendable(Int) async throws -> Void = { _ in }\n    let check: @autoclosure() -> Bool\n    var after = 1\n}\n",
            members: ["handler", "check", "after"],
            types: ["handler": "@Sendable Int -> Void", "check": "@autoclosure () -> Bool"]
        ),
        Case(
            name: "failable initializer marker after a space or on the next line",
            source: "final class Cell {\n    required init ?(coder: NSCoder) { nil }\n    init\n    ?(name: String) { nil }\n    var after = 1\n}\n",
            members: ["init", "init", "after"]
        ),
        Case(
            name: "trailing closure on the line after a property initializer",
            source: "struct Feature {\n    @State var store = Store(initialState: State())\n    {\n        Reducer()\n    }\n    var after = 1\n}\n",
            members: ["store", "after"]
        ),
        Case(
            name: "#endif on the line of the statement before it",
            source: "struct T {\n    func f() -> Int {\n        let c: Int\n        #if DEBUG\n        c = 1\n        #else\n        c = (\n            2\n        ) #endif\n        return c\n    }\n    var body: some View {\n        Text(\"\")\n            #if os(iOS)\n            .padding() #endif\n            .bold()\n    }\n    var after = 1\n}\n",
            members: ["f", "body", "after"]
        ),
        Case(
            name: "#endif on the line of the member before it",
            source: "struct T {\n    #if DEBUG\n    var x = 1 #endif\n    var after = 1\n}\n",
            members: ["after"]
        ),
        Case(
            name: "generic arguments of an initializer's type after a space or on the next line",
            source: "enum E {\n    static let a = P\n<[String]>(\"x\")\n    static let b = P <[String]>(\"y\")\n    var after = 1\n}\nstruct P<T> { init(_ s: String) {} }\n",
            members: ["a", "b", "after"]
        ),
    ]

    /// `canImport (Darwin)` is a call, as in any expression: the condition is read whole, not as the flag `canImport`.
    @Test func compilationConditionCallWithSpaceBeforeParenthesis() throws {
        let syntax = DeclarationParser.parse(SourceFile(path: "A.swift", text: "#if canImport (Darwin) || os (Linux)\nlet a = 1\n#endif\n"))
        guard case .conditional(let block) = try #require(syntax.items.first) else {
            Issue.record("expected a #if block")
            return
        }
        #expect(block.clauses.first?.condition == .or(.platformCondition(name: "canImport", argument: "Darwin"), .platformCondition(name: "os", argument: "Linux")))
    }

    /// Line breaks inside a getter's statement after a token that cannot end one (`let`, `,`, an infix `=`): the
    /// compiler reads each variant as the one-line original (`layout_check.py meaning`), and so must we.
    static let statementLineBreaks: [(original: String, variant: String)] = [
        (
            "struct T {\n    var c: Int? {\n        guard let a = x, let b = y else { return nil }\n        return a\n    }\n}\n",
            "struct T {\n    var c: Int? {\n        guard let a = x, let\nb = y else { return nil }\n        return a\n    }\n}\n"
        ),
        (
            "struct T {\n    var c: Int {\n        let name = 1\n        return name\n    }\n}\n",
            "struct T {\n    var c: Int {\n        let\n        name = 1\n        return name\n    }\n}\n"
        ),
        (
            "struct T {\n    var c: Int {\n        var total = 1\n        return total\n    }\n}\n",
            "struct T {\n    var c: Int {\n        var total =\n            1\n        return total\n    }\n}\n"
        ),
    ]

    @Test(arguments: 0..<statementLineBreaks.count) func lineBreakInsideAStatementKeepsTheShape(_ number: Int) throws {
        let (original, variant) = Self.statementLineBreaks[number]
        let expected = DeclarationParser.parse(SourceFile(path: "A.swift", text: original))
        let actual = DeclarationParser.parse(SourceFile(path: "A.swift", text: variant))
        #expect(actual.diagnostics.isEmpty)
        #expect(DeclarationShape.lines(of: actual) == DeclarationShape.lines(of: expected))
        if SwiftCompiler.isAvailable {
            try RealAppSyntaxTests().compilerAcceptsEveryCase(Case(name: "variant \(number)", source: variant, members: []))
        }
    }

    /// A construct in two layouts that the compiler reads alike (`swiftc -frontend -dump-parse` shows the same tree,
    /// positions aside): both must parse to the same declarations (`DeclarationShape`), with no syntax diagnostic.
    /// From the failures of the layout check on 5,000 broad-corpus files, each made small.
    struct Pair: CustomTestStringConvertible, Sendable {
        var name: String
        var original: String
        var variant: String
        var testDescription: String { name }
    }

    /// `source` with its getter's body `statements` (inside `struct T { var v: some View { ... } }`).
    static func getter(_ statements: String) -> String {
        "struct T {\n    var v: some View {\n        \(statements)\n    }\n    var after = 1\n}\n"
    }

    static let pairs: [Pair] = [
        // A closure's signature is read by its grammar, whatever the line breaks: the compiler's lookahead
        // (canParseClosureSignature) takes names separated by commas, or parentheses, then effects, `-> T` and `in`.
        Pair(
            name: "closure parameter names: comma on the next line",
            original: getter("ForEach(items) { index, item in\n            Text(item)\n        }"),
            variant: getter("ForEach(items) { index\n, item in\n            Text(item)\n        }")
        ),
        Pair(
            name: "closure parameter names: name on the next line",
            original: getter("ForEach(items) { index, item in Text(item) }"),
            variant: getter("ForEach(items) { index,\nitem in Text(item) }")
        ),
        Pair(
            name: "closure parameter names: in on the next line",
            original: getter("ForEach(items) { _ in Text(\"x\") }"),
            variant: getter("ForEach(items) { _\nin Text(\"x\") }")
        ),
        Pair(
            name: "closure result type on the next line",
            original: getter("List(rows) { row -> Text? in Text(row) }"),
            variant: getter("List(rows) { row ->\nText? in Text(row) }")
        ),
        Pair(
            name: "closure parameters in parentheses, result type on the next line",
            original: getter("Load { (data, response) -> Single<Response> in Text(data) }"),
            variant: getter("Load { (data, response) ->\nSingle<Response> in Text(data) }")
        ),
        Pair(
            name: "closure parameter of a property wrapper's projection",
            original: getter("Group(for: Intent.self) { $intent in\n            Text(intent)\n        }"),
            variant: getter("Group(for: Intent.self) { $intent in Text(intent)\n        }")
        ),
        Pair(
            name: "no closure signature: a name, then a statement holding in",
            original: getter("Group {\n            a; for b in c { Text(b) }\n        }"),
            variant: getter("Group {\n            a\nfor b in c { Text(b) }\n        }")
        ),
        // A statement does not end at a line break after a keyword that needs more (`guard`, `switch`, `where`), nor
        // before one that cannot start a statement (`in`, `as`), nor next to `:`, `,`, `@` or a `.`.
        Pair(
            name: "guard, then let on the next line",
            original: getter("guard let a = x else { return nil }\n        return a"),
            variant: getter("guard\nlet a = x else { return nil }\n        return a")
        ),
        Pair(
            name: "guard, then the condition on the next line",
            original: getter("guard ready else { return nil }\n        return a"),
            variant: getter("guard\nready else { return nil }\n        return a")
        ),
        Pair(
            name: "for, then in on the next line",
            original: getter("for i in 0...11 { path.move(i) }\n        return path"),
            variant: getter("for i\nin 0...11 { path.move(i) }\n        return path")
        ),
        Pair(
            name: "where, then its condition on the next line",
            original: getter("for b in all where b.ok { return b }\n        return nil"),
            variant: getter("for b in all where\nb.ok { return b }\n        return nil")
        ),
        Pair(
            name: "switch, then its subject on the next line",
            original: getter("switch action { default: break }\n        return a"),
            variant: getter("switch\naction { default: break }\n        return a")
        ),
        Pair(
            name: "a cast on the next line",
            original: getter("let name = object(forKey: \"k\") as? String ?? \"\"\n        return name"),
            variant: getter("let name = object(forKey: \"k\")\nas? String ?? \"\"\n        return name")
        ),
        Pair(
            name: "a type annotation on the next line",
            original: getter("var output: [String]!\n        return output"),
            variant: getter("var output\n: [String]!\n        return output")
        ),
        Pair(
            name: "a pattern's member after a line break after its dot",
            original: getter("guard case let .internal(reference) = subject else { return nil }\n        return reference"),
            variant: getter("guard case let .\ninternal(reference) = subject else { return nil }\n        return reference")
        ),
        Pair(
            name: "an attribute's name on the line after its @",
            original: getter("@Bindable var model = model\n        return Text(model.name)"),
            variant: getter("@\nBindable var model = model\n        return Text(model.name)")
        ),
        // `return` takes the expression on the next line (the compiler warns), unless a statement or declaration
        // starts there; `if` and `switch` start an expression.
        Pair(
            name: "return, then its value on the next line",
            original: getter("return contentHTML ?? summary"),
            variant: getter("return\ncontentHTML ?? summary")
        ),
        Pair(
            name: "return, then a call on the next line",
            original: getter("return Self.marks.contains(String(last))"),
            variant: getter("return\nSelf.marks.contains(String(last))")
        ),
        Pair(
            name: "return, then an if expression on the next line",
            original: getter("return if ready { Text(\"a\") } else { Text(\"b\") }"),
            variant: getter("return\nif ready { Text(\"a\") } else { Text(\"b\") }")
        ),
        Pair(
            name: "return, then a declaration on the next line: no value",
            original: getter("return; let x = Text(\"a\")"),
            variant: getter("return\nlet x = Text(\"a\")")
        ),
        // A key path reads on across white space after `\` and before a component's `.`; a subscript may follow a
        // space but not a line break.
        Pair(
            name: "key path root after a space",
            original: getter("Relationship(inverse: \\Landmark.collections)"),
            variant: getter("Relationship(inverse: \\ Landmark.collections)")
        ),
        Pair(
            name: "key path root on the next line",
            original: getter("Relationship(inverse: \\Landmark.collections)"),
            variant: getter("Relationship(inverse: \\\nLandmark.collections)")
        ),
        Pair(
            name: "key path component after a space",
            original: getter("Cell(value: model.binding(\\.layout.offsets.width))"),
            variant: getter("Cell(value: model.binding(\\.layout.offsets .width))")
        ),
        Pair(
            name: "key path component on the next line",
            original: getter("products.map(\\.name.singleQuoted)"),
            variant: getter("products.map(\\.name\n.singleQuoted)")
        ),
        Pair(
            name: "key path component after an optional, on the next line",
            original: getter("store.scope(state: \\.destination?.addContact)"),
            variant: getter("store.scope(state: \\.destination?\n.addContact)")
        ),
        Pair(
            name: "key path subscript after a space",
            original: getter("items.map(\\Row.cells[0].title)"),
            variant: getter("items.map(\\Row.cells [0].title)")
        ),
        // A freestanding macro's arguments may follow a space (not a line break); its generic arguments a space.
        Pair(
            name: "macro arguments after a space",
            original: getter("Button(title: #localize(\"unlink\"), role: .destructive)"),
            variant: getter("Button(title: #localize (\"unlink\"), role: .destructive)")
        ),
        Pair(
            name: "macro generic arguments after a space",
            original: getter("Button(title: #cast<Int>(1), role: .destructive)"),
            variant: getter("Button(title: #cast <Int>(1), role: .destructive)")
        ),
        // An attribute's name is a type: `<` opens its generic arguments however spaced.
        Pair(
            name: "attribute generic arguments after a space",
            original: "struct S {\n    init(@ComponentBuilder<Resolver, Context> _ components: () -> Component<Resolver, Context>) {}\n    var after = 1\n}\n",
            variant: "struct S {\n    init(@ComponentBuilder <Resolver, Context> _ components: () -> Component<Resolver, Context>) {}\n    var after = 1\n}\n"
        ),
        Pair(
            name: "attribute generic arguments on the next line",
            original: "struct S {\n    init(@ComponentBuilder<Resolver, Context> _ components: () -> Component<Resolver, Context>) {}\n    var after = 1\n}\n",
            variant: "struct S {\n    init(@ComponentBuilder\n<Resolver, Context> _ components: () -> Component<Resolver, Context>) {}\n    var after = 1\n}\n"
        ),
        // A `(` after `throws` is the thrown type, on the next line too.
        Pair(
            name: "thrown type of a function on the next line",
            original: "protocol P {\n    func join(_ lhs: String) throws(JSException) -> String\n    var after: Int { get }\n}\n",
            variant: "protocol P {\n    func join(_ lhs: String) throws\n(JSException) -> String\n    var after: Int { get }\n}\n"
        ),
        Pair(
            name: "thrown type of a function type on the next line",
            original: "struct S {\n    var run: () throws(E) -> Int\n    var after = 1\n}\n",
            variant: "struct S {\n    var run: () throws\n(E) -> Int\n    var after = 1\n}\n"
        ),
    ]

    @Test(arguments: pairs) func bothLayoutsKeepTheShape(_ pair: Pair) throws {
        let expected = DeclarationParser.parse(SourceFile(path: "A.swift", text: pair.original))
        let actual = DeclarationParser.parse(SourceFile(path: "A.swift", text: pair.variant))
        #expect(expected.diagnostics.isEmpty)
        #expect(actual.diagnostics.isEmpty)
        #expect(DeclarationShape.lines(of: actual) == DeclarationShape.lines(of: expected))
    }

    /// Both layouts are Swift, and the compiler reads them alike.
    @Test(.enabled(if: SwiftCompiler.isAvailable), arguments: pairs) func compilerReadsBothLayoutsAlike(_ pair: Pair) throws {
        func reading(_ source: String) throws -> String {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("layout-\(UUID().uuidString).swift")
            try source.write(to: url, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: url) }
            let parse = try SwiftCompiler.run(["-frontend", "-parse", url.path])
            #expect(parse.status == 0, "\(parse.output)")
            let dump = try SwiftCompiler.run(["-frontend", "-dump-parse", url.path])
            // The tree without the compiler's warnings (`return` newline value), positions, file names, addresses, and
            // the mark of a statement ended by `;` rather than a line break.
            return dump.output.split(separator: "\n")
                .filter { !$0.contains(": warning: ") && !$0.contains(": note: ") && $0.firstMatch(of: #/^[ 0-9]*\|/#) == nil }
                .joined(separator: "\n")
                .replacingOccurrences(of: #"range=\[[^\]]*\]|0x[0-9a-f]+|"[^"]*\.swift"| trailing_semi"#, with: "", options: .regularExpression)
        }
        #expect(try reading(pair.original) == reading(pair.variant))
    }

    @Test(arguments: cases) func parsesWithEveryMember(_ example: Case) throws {
        try RealAppSyntaxTests().parsesWithEveryMember(example)
    }

    @Test(.enabled(if: SwiftCompiler.isAvailable), arguments: cases) func compilerAcceptsEveryCase(_ example: Case) throws {
        try RealAppSyntaxTests().compilerAcceptsEveryCase(example)
    }
}
