@testable import IntentMetadataExtractor
import TestSupport

/// Random modules written the way app code spreads App Intents over files: entities, queries, intents and enums
/// whose conformances, members, nesting and value types sit in other files; protocol and class chains that reach
/// `AppIntent`; typealiases; namesakes at several levels; extensions of types declared elsewhere or nowhere;
/// `#if` blocks, comments and syntax errors; and files App Intents code never needs. Names come from a small pool,
/// so that declarations and uses meet by chance, as in real code, and often in ways no app would write.
struct RandomModule {
    var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// Type names, short ones included (`ID`, `Tag`): searches treat words under four bytes apart.
    static let names = ["Book", "Shelf", "Library", "Tag", "ID", "Mode", "Item", "Store", "Kind", "Note", "Genre", "Reader", "Outer", "Query"]
    static let valueTypes = ["String", "Int", "Date", "Bool", "URL", "Double", "[String]", "Decimal", "Measurement<UnitLength>"]

    /// Names no snippet declares: types of other modules, which extensions extend.
    static let foreignNames = ["UUID", "Foreign"]

    mutating func pick(_ list: [String]) -> String { list[Int(random.next() % UInt64(list.count))] }
    mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }
    mutating func name() -> String { pick(Self.names) }
    /// A name, one of another module's a third of the time.
    mutating func nameOrForeign() -> String { chance(33) ? pick(Self.foreignNames) : name() }

    /// A type name written as code would: plain, qualified, optional, in an array, or a library type.
    mutating func typeName() -> String {
        switch random.next() % 8 {
        case 0: return pick(Self.valueTypes)
        case 1: return name() + "?"
        case 2: return "[" + name() + "]"
        case 3: return name() + "." + name()
        default: return name()
        }
    }

    /// Members App Intents reads, each present half of the time: written in a type's declaration or in an
    /// extension in another file, they change the metadata only where recognition reads that extension.
    mutating func readMembers() -> String {
        var members: [String] = []
        if chance(50) { members.append("static var defaultQuery = \(name())()") }
        if chance(50) { members.append("static let typeDisplayRepresentation: TypeDisplayRepresentation = \"\(name())\"") }
        if chance(30) { members.append("static let title: LocalizedStringResource = \"\(name())\"") }
        if chance(30) { members.append("static let description = IntentDescription(\"About \(name())\")") }
        if chance(20) { members.append("static let openAppWhenRun = true") }
        if chance(20) { members.append("static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.one: \"One\"]") }
        if chance(20) { members.append("static var allCases: [Self] { [.two, .one] }") }
        if chance(20) { members.append("typealias \(name()) = \(typeName())") }
        if chance(20) { members.append("func perform() async throws -> some IntentResult & ReturnsValue<\(typeName())> { .result(value: nil) }") }
        return members.map { "    " + $0 + "\n" }.joined()
    }

    /// One declaration (or a few), as it would sit in a file.
    mutating func snippet() -> String {
        let a = name(), b = name(), c = name()
        switch random.next() % 32 {
        case 0:
            return """
                struct \(a): AppEntity {
                \(readMembers())    var id: String
                    @Property(title: "Value") var value: \(typeName())
                    var plain: \(typeName())
                    var displayRepresentation: DisplayRepresentation { "\\(id)" }
                }
                """
        case 1:
            return """
                struct \(a): EntityQuery {
                    func entities(for identifiers: [String]) async throws -> [\(b)] { [] }
                    func suggestedEntities() async throws -> [\(b)] { [] }
                }
                """
        case 2:
            return """
                struct \(a): AppIntent {
                    static let title: LocalizedStringResource = "\(a)"
                    @Parameter(title: "First") var first: \(typeName())
                    @Parameter(title: "Second") var second: \(typeName())
                    func perform() async throws -> some IntentResult & ReturnsValue<\(typeName())> { .result(value: nil) }
                }
                """
        case 3:
            return "enum \(a): String {\n    case one, two, three\n\(readMembers())}"
        case 4:
            return "extension \(nameOrForeign()): AppEnum {\n\(readMembers())}"
        case 5:
            return "protocol \(a): AppIntent {}"
        case 6:
            return "protocol \(a): \(b) {}"
        case 7:
            return """
                struct \(a): \(b) {
                \(readMembers())    @Parameter(title: "Thing") var thing: \(typeName())
                }
                """
        case 8:
            return """
                class \(a): AppIntent {
                    static var title: LocalizedStringResource { "\(a)" }
                    @Parameter(title: "Base") var base: \(typeName())
                    required init() {}
                    func perform() async throws -> some IntentResult { .result() }
                }
                """
        case 9:
            return """
                class \(a): \(b) {
                    @Parameter(title: "More") var more: \(typeName())
                }
                """
        case 10:
            return "typealias \(a) = \(typeName())"
        case 11:
            return "typealias \(a) = AppIntent"
        case 12:
            return """
                extension \(a) {
                    struct \(b): AppEntity {
                        static var defaultQuery = \(c)()
                        static let typeDisplayRepresentation: TypeDisplayRepresentation = "\(b)"
                        var id: Int
                        var displayRepresentation: DisplayRepresentation { "x" }
                    }
                }
                """
        case 13:
            return """
                struct \(a) {
                    enum \(b): String, AppEnum {
                        case red, green
                        static let typeDisplayRepresentation: TypeDisplayRepresentation = "\(b)"
                        static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.red: "Red", .green: "Green"]
                    }
                    var \(c.lowercased()): \(typeName())
                }
                """
        case 14:
            return "extension \(nameOrForeign()) {\n\(readMembers())}"
        case 15:
            return """
                struct \(a): AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: \(b)(), phrases: ["Do \\(.applicationName)"], shortTitle: "\(b)", systemImageName: "star")
                        AppShortcut(intent: \(c).\(name())(), phrases: ["More \\(.applicationName)"], shortTitle: "More", systemImageName: "star")
                    }
                }
                """
        case 16:
            return "struct \(a) {\n    var \(b.lowercased()): \(typeName())\n    func work() -> \(c) { fatalError() }\n}"
        case 17:
            return "enum \(a) {}"
        case 18:
            return "class \(a): \(b) {}"
        case 19:
            return "extension \(nameOrForeign()): \(b) {}"
        case 20:
            return "extension \(a).\(b) {\n    struct \(c) {}\n    typealias \(name()) = \(typeName())\n}"
        case 21:
            return "extension String {\n    var \(a.lowercased()): \(b) { fatalError() }\n}"
        case 22:
            return "#if os(iOS)\nstruct \(a): AppEntity {\n    static var defaultQuery = \(b)()\n    var id: String\n}\n#else\nstruct \(a) {}\n#endif"
        case 23:
            return "extension \(nameOrForeign()): @retroactive AppEntity {\n\(readMembers())    public var id: String { \"\" }\n}"
        case 24:
            return """
                struct \(a): AppIntentsPackage {
                    static var includedPackages: [any AppIntentsPackage.Type] { [\(b).self, \(c).\(name()).self] }
                }
                """
        case 25:
            return "// \(a) is declared elsewhere: struct \(b)\nlet \(a.lowercased())Count = \"\(c)\""
        case 26:
            return "struct // a comment between the keyword and the name\n    \(a): \(b) {}"
        case 27:
            return "let broken = \"unterminated \(a)\nstruct \(b) {}"
        case 28:
            return "struct \(a)<Element>: \(b) where Element: \(c) {\n    var items: [Element]\n}"
        case 29:
            return "actor \(a) {\n    var \(b.lowercased()): \(typeName())\n}"
        case 30:
            return "protocol \(a) {\n    var \(b.lowercased()): \(c) { get }\n}"
        default:
            return "enum \(a) {\n    case one(\(b)), two\n    struct \(c): \(name()) {}\n}"
        }
    }

    /// A module of 2 to 9 files holding 3 to 24 snippets, each file starting with `import AppIntents`.
    mutating func files() -> [SourceFile] {
        let fileCount = 2 + Int(random.next() % 8)
        var contents = Array(repeating: "import AppIntents\n", count: fileCount)
        for _ in 0..<(3 + Int(random.next() % 22)) {
            contents[Int(random.next() % UInt64(fileCount))] += snippet() + "\n\n"
        }
        return contents.enumerated().map { SourceFile(path: "Sources/File\($0.offset).swift", text: $0.element) }
    }
}
