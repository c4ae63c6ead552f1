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

    @Test(arguments: cases) func parsesWithEveryMember(_ example: Case) throws {
        try RealAppSyntaxTests().parsesWithEveryMember(example)
    }

    @Test(.enabled(if: SwiftCompiler.isAvailable), arguments: cases) func compilerAcceptsEveryCase(_ example: Case) throws {
        try RealAppSyntaxTests().compilerAcceptsEveryCase(example)
    }
}
