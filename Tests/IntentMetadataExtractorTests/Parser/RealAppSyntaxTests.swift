import Foundation
import IntentMetadataExtractor
import Testing

/// Constructs from shipping apps that `swiftc -frontend -parse` accepts and our parser once rejected. Each case
/// is a small type whose members must all be found, with no syntax diagnostic: a construct the parser misreads
/// either reports an error or swallows the members after it. `compilerAcceptsEveryCase` keeps the cases honest.
@Suite struct RealAppSyntaxTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var source: String
        /// The names of the first type's members, in order.
        var members: [String]
        /// For members whose type matters, `member: type text` as the parser records it.
        var types: [String: String] = [:]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "generic attribute",
            source: "struct V {\n    @FocusState<UUID?> var focused\n    var after = 1\n}\n",
            members: ["focused", "after"]
        ),
        Case(
            name: "member of a generic attribute type",
            source: "struct V {\n    @FocusState<Field?>.Binding var field: Field?\n    var after = 1\n}\n",
            members: ["field", "after"]
        ),
        Case(
            name: "freestanding declaration macro with generic arguments",
            source: "final class Asset {\n    #Index<Asset>([\\.id], [\\.itemID])\n    #Unique<Asset>([\\.name])\n    var name = \"\"\n}\n",
            members: ["name"]
        ),
        Case(
            name: "freestanding expression macro with generic arguments",
            source: "extension Theme {\n    static let predicate = #Predicate<Theme> { entry in\n        entry.data != nil\n    }\n    static let after = 1\n}\n",
            members: ["predicate", "after"]
        ),
        Case(
            name: "member of an array type",
            source: "struct T {\n    func makeIterator() -> [Node].Iterator { fatalError() }\n    var after = 1\n}\n",
            members: ["makeIterator", "after"]
        ),
        Case(
            name: "member of a dictionary type",
            source: "struct T {\n    var selected: [String: String].Element = (\"\", \"\")\n    var after = 1\n}\n",
            members: ["selected", "after"],
            types: ["selected": "[String: String].Element"]
        ),
        Case(
            name: "metatype of a tuple",
            source: "struct T {\n    var pair: (Int, Int).Type? = nil\n    var after = 1\n}\n",
            members: ["pair", "after"],
            types: ["pair": "(Int, Int).Type?"]
        ),
        Case(
            name: "return type continued on the next line",
            source: "struct T {\n    func note() -> Models\n        .Notification? { nil }\n    var after = 1\n}\n",
            members: ["note", "after"]
        ),
        Case(
            name: "return type continued on the next line before the body's brace",
            source: "struct T {\n    func edit() -> UICellAccessory\n    .CustomViewConfiguration {\n    fatalError()\n    }\n    var after = 1\n}\n",
            members: ["edit", "after"]
        ),
        Case(
            name: "generic return type continued on the next line, brace on its own line",
            source: "struct T {\n    func setUp() -> Swift\n        .Result<Int, Error>\n    {\n        fatalError()\n    }\n    var after = 1\n}\n",
            members: ["setUp", "after"]
        ),
        Case(
            name: "stored property type continued on the next line",
            source: "struct T {\n    var kind: Models\n        .Kind = .a\n    var after = 1\n}\n",
            members: ["kind", "after"],
            types: ["kind": "Models.Kind"]
        ),
        Case(
            name: "typed throws with a space before the thrown type",
            source: "struct Lock {\n    func with<T, E>(_ body: () throws (E) -> T) throws (LockError<E>) -> T {\n        fatalError()\n    }\n    var after = 1\n}\n",
            members: ["with", "after"]
        ),
        Case(
            name: "ternary whose operators begin lines in stored property initializers",
            source: """
                struct T {
                    var a: String = flag
                        ? "a"
                        : "b"
                    let b = flag ?
                        "a" :
                        "b"
                    static let c = UIDevice.current.userInterfaceIdiom == .pad
                        ? 1
                        : 2
                    var after = 1
                }

                """,
            members: ["a", "b", "c", "after"]
        ),
        Case(
            name: "access modifier detail after a space",
            source: "final class Connection {\n    private (set) var host: String\n    public private (set) var port: Int = 0\n    var after = 1\n}\n",
            members: ["host", "port", "after"],
            types: ["host": "String", "port": "Int"]
        ),
        Case(
            name: "generic argument clause on the line after its type",
            source: """
                final class Screen {
                    private lazy var picker: ListPickerController
                        <Option, Option.Model, Option.Cell> = {
                        ListPickerController()
                    }()
                    var after = 1
                }

                """,
            members: ["picker", "after"],
            types: ["picker": "ListPickerController<Option, Option.Model, Option.Cell>"]
        ),
        Case(
            name: "nonisolated conformance",
            source: """
                public struct Stream: AsyncSequence {
                    public struct AsyncIterator: nonisolated AsyncIteratorProtocol {
                        public mutating func next() async -> Int? { nil }
                    }
                    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
                }

                """,
            members: ["AsyncIterator", "makeAsyncIterator"]
        ),
        Case(
            name: "operator function whose name runs into its generic parameters",
            source: """
                public struct BigUInt {
                    public static func >>=<Other: BinaryInteger>(lhs: inout BigUInt, rhs: Other) {}
                    public static func <<<Other: BinaryInteger>(lhs: BigUInt, rhs: Other) -> BigUInt { lhs }
                    public static func ==<T>(lhs: BigUInt, rhs: T) -> Bool { true }
                    var after = 1
                }

                """,
            members: [">>=", "<<", "==", "after"]
        ),
        Case(
            name: "dollar sign inside identifiers",
            source: "public struct Model {\n    public var _$idExists: Bool = false\n    static func _$embed(_ value: Int) -> Int { value }\n    var a$b = 1\n}\n",
            members: ["_$idExists", "_$embed", "a$b"]
        ),
        Case(
            name: "where clause of a bodiless requirement that ends a #if clause",
            source: """
                protocol Checker {
                    func filter() -> Self
                #if false
                    init<S: Sequence>(grouping values: S) where S.Element == Int
                #endif
                    func after()
                }

                """,
            members: ["filter", "after"]
        ),
        Case(
            name: "attribute arguments after a space",
            source: """
                struct Command {
                    @Flag (
                        name: .customShort("o")
                    )
                    var overwrite: Bool = false
                    @Option (name: .long) var mode: String = ""
                    var handler: @Sendable (Int) -> Void = { _ in }
                    var after = 1
                }

                """,
            members: ["overwrite", "mode", "handler", "after"],
            // The parameter list stays the type's (the text drops the parentheses of a one-element tuple).
            types: ["handler": "@Sendable Int -> Void"]
        ),
        Case(
            name: "observers on the line after an initializer",
            source: """
                final class Model {
                    private var isPressed = false
                    {
                        didSet { update() }
                    }
                    var count: Int = 0
                    {
                        willSet { print(newValue) }
                    }
                    var after = 1
                    func update() {}
                }

                """,
            members: ["isPressed", "count", "after", "update"]
        ),
        Case(
            name: "member access to a projected value",
            source: "struct Command {\n    var arguments: [String] = configuration.$arguments.defaultValue\n    var after = 1\n}\n",
            members: ["arguments", "after"]
        ),
        Case(
            name: "binary operator in the middle operand of a conditional in a property's value",
            source: "struct Player {\n    let speed: Float = idiom == .pad ? 1.0 / 70000 : 1.0 / 20000\n    var scale = wide ? a * b + c : d ? e - f : g\n    var after = 1\n}\n",
            members: ["speed", "scale", "after"]
        ),
        Case(
            name: "top-level guard alone on its line, its conditions on the next lines",
            source: "guard\n    let x = Optional(1),\n    !x.isMultiple(of: 2)\nelse { fatalError() }\nstruct After {\n    var a = 1\n}\n",
            members: ["a"]
        ),
        Case(
            name: "inline array type",
            source: "struct Table {\n    private typealias Allowed = [128 of UInt16]\n    var counts: [4 of Int]\n    var after = 1\n}\n",
            members: ["Allowed", "counts", "after"],
            types: ["counts": "[4 of Int]"]
        ),
        Case(
            name: "module selectors and backticked macro and attribute names",
            source: """
                public extension Command {
                    struct Application {
                        public var application: Apps::Application
                        var current = Swift::Int(0)
                    }
                    @`Test`(.hidden) func run() {
                        #`expect`(Bool(true))
                    }
                    var after: Int { 1 }
                }

                """,
            members: ["Application", "run", "after"]
        ),
    ]

    func firstType(_ source: String) throws -> (SourceFileSyntax, DeclarationSyntax) {
        let syntax = DeclarationParser.parse(SourceFile(path: "A.swift", text: source))
        let type = try #require(syntax.items.lazy.compactMap { item -> DeclarationSyntax? in
            if case .declaration(let declaration) = item { return declaration }
            return nil
        }.first)
        return (syntax, type)
    }

    @Test(arguments: cases) func parsesWithEveryMember(_ example: Case) throws {
        let (syntax, type) = try firstType(example.source)
        #expect(syntax.diagnostics.map(\.message) == [])
        let members = type.members.compactMap { item -> DeclarationSyntax? in
            if case .declaration(let declaration) = item { return declaration }
            return nil
        }
        #expect(members.map(\.name) == example.members)
        for (name, expected) in example.types {
            let member = try #require(members.first { $0.name == name })
            #expect(member.bindings.first?.type?.text == expected, "type of \(name)")
        }
    }

    /// Every case is valid Swift: the compiler's parser accepts it.
    @Test(.enabled(if: SwiftCompiler.isAvailable), arguments: cases) func compilerAcceptsEveryCase(_ example: Case) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("real-app-syntax-\(UUID().uuidString).swift")
        try example.source.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try SwiftCompiler.run(["-frontend", "-parse", url.path])
        #expect(run.status == 0, "\(run.output)")
    }
}
