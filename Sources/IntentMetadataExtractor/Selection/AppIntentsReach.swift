/// What the App Intents declarations of some parsed files need from the rest of their module, by simple name: the
/// names whose declarations recognition reads, and how much of each it reads.
///
/// Recognition reads, of the module's types: the App Intents types (those inheriting an App Intents protocol, a
/// protocol or class of the module that reaches one, or a typealias naming one; or carrying an App Intents macro)
/// with every extension's members and conformances; their superclasses' members; the types their parameters,
/// properties, results and queries name, with their conformances (an entity or enum is a value type, another type
/// is not) and what typealiases of those names stand for; the types `defaultQuery`, an `AppShortcut`'s intent and
/// `includedPackages` name, as far as where they are declared; and the types enclosing all of these, as far as that
/// too. This collects those names, by simple name (the last component, so that a namesake in any scope counts),
/// generously: every inherited type and every member's type of an App Intents type, not only those recognition
/// happens to read today.
///
/// Names only ever gain need, and the files only ever grow, so `RelevantFileSelection` reaches a fixed point. At
/// that point every file that declares a needed name, and every file that names an adoptable one, is parsed; so the
/// index built from the parsed files holds, for every name recognition resolves, the same declarations, extensions
/// and conformances as the index of the whole module.
struct AppIntentsReach {
    /// How much of the declarations of a name recognition reads.
    enum Need: Int, Comparable {
        /// Whether a type of that name is declared, in which scope, of which kind and with which attributes.
        case existence
        /// Also what it inherits from, and what a typealias of that name stands for: a value type's role depends on
        /// its conformances.
        case conformances
        /// Also the types its members name: an App Intents type, a superclass of one.
        case members

        static func < (lhs: Need, rhs: Need) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The needed names.
    private(set) var needs: [String: Need] = [:]
    /// The names a type adopts to become an App Intents type: the module's protocols and classes (and typealiases)
    /// that reach an App Intents protocol. A file that names one may declare such a type, so it is parsed.
    private(set) var adoptable: Set<String> = []
    /// The entries of each file read so far, with what they passed on.
    private var entriesByFile: [String: (bytes: [UInt8], entries: [Entry])] = [:]

    /// The App Intents protocols and macros, which make a type an App Intents type.
    static let frameworkNames = RelevantFileSelection.frameworkNames

    /// The static properties whose value names types that recognition resolves: the entity's query, the shortcuts'
    /// intents, the packages a package includes.
    private static let resolvedValues: Set<String> = [
        AppIntentsAPI.Requirement.defaultQuery.rawValue, AppIntentsAPI.Requirement.appShortcuts.rawValue,
        AppIntentsAPI.Requirement.includedPackages.rawValue,
    ]

    /// The most passes `read` makes over the files before giving up. Each pass follows at least one more link of
    /// every chain (a protocol refining one that refines `AppIntent`, a type nested in a type an extension
    /// encloses); real code settles in two to four.
    static let maximumPasses = 12

    /// Reads `syntaxes` (all the files parsed so far) until nothing changes; `false` when it had not settled after
    /// `maximumPasses` passes (a chain of hundreds of declarations written in the wrong order), and the caller
    /// should parse every file instead.
    mutating func read(_ syntaxes: [SourceFileSyntax]) -> Bool {
        var classesAndProtocols: Set<String> = []
        for syntax in syntaxes { Self.collectClassesAndProtocols(syntax.items, into: &classesAndProtocols) }
        // The entries of the files read before keep the needs they passed on (those hold whatever else is parsed);
        // whether they name the framework is looked at again, as the classes and protocols may have grown.
        var entries: [Entry] = []
        var files: [(path: String, bytes: [UInt8], range: Range<Int>)] = []
        for syntax in syntaxes {
            let start = entries.count
            if let known = entriesByFile[syntax.file.path], known.bytes == syntax.file.bytes {
                entries += known.entries
            } else {
                Self.collectEntries(syntax.items, enclosing: [], into: &entries)
            }
            files.append((syntax.file.path, syntax.file.bytes, start..<entries.count))
        }
        for index in entries.indices {
            entries[index].namesTheFramework = false
            entries[index].adoptableCountSeen = -1
        }
        defer {
            for file in files { entriesByFile[file.path] = (file.bytes, Array(entries[file.range])) }
        }
        for _ in 0..<Self.maximumPasses {
            var walk = Walk(reach: self, classesAndProtocols: classesAndProtocols)
            for index in entries.indices { walk.visit(&entries[index]) }
            guard walk.changed else { return true }
            self = walk.reach
        }
        return false
    }

    /// A type, extension or typealias declaration of the parsed files, in the order a walk of the trees meets them
    /// (each before its members), with what a pass has already drawn from it.
    ///
    /// What a pass raises from a declaration depends only on the need of its name, on the adoptable names and on
    /// the classes and protocols of the files read, and all only grow; raising a name again to a need it has changes
    /// nothing. So a pass skips a declaration whose name's need and the adoptable names are those it last saw (and
    /// `read` looks again at every declaration when it is given more files): the passes raise exactly what the walk
    /// of every declaration would, in the same order, and end after as many passes. (A large `appShortcuts` getter
    /// was walked in every pass of every round: a sixth of roam's run.)
    private struct Entry {
        let declaration: DeclarationSyntax
        /// The components of the declared name: `Outer.Inner` for an extension of `Outer<T>.Inner`.
        let components: [String]
        /// The names of the types enclosing the declaration.
        let enclosing: [String]
        let hasAppIntentsMacro: Bool
        /// Whether it is known to inherit an App Intents name (or alias one, or carry a macro): known once, for good.
        var namesTheFramework = false
        /// How many adoptable names there were when `namesTheFramework` was last looked at (-1: never).
        var adoptableCountSeen = -1
        /// The need its name had when the needs it passes on were last raised.
        var needSeen: Need?

        var name: String { components[components.count - 1] }
    }

    private static func collectEntries(_ items: [DeclarationItemSyntax], enclosing: [String], into entries: inout [Entry]) {
        for item in items {
            switch item {
            case .declaration(let declaration):
                let kind = declaration.kind
                guard kind.hasMembers || kind == .typealias else { continue }
                let components = kind == .extension ? AppIntentsReach.nameComponents(declaration.name) : [declaration.name]
                guard !components.isEmpty else { continue }
                let attributes = declaration.attributes + declaration.conditionalAttributes.flatMap { $0.clauses.flatMap(\.elements) }
                let hasMacro = attributes.contains { AppIntentsProtocols.macroRoles[$0.baseName] != nil }
                entries.append(Entry(declaration: declaration, components: components, enclosing: enclosing, hasAppIntentsMacro: hasMacro))
                guard kind.hasMembers else { continue }
                collectEntries(declaration.members, enclosing: enclosing + components, into: &entries)
            case .conditional(let block):
                for clause in block.clauses { collectEntries(clause.elements, enclosing: enclosing, into: &entries) }
            }
        }
    }

    private static func collectClassesAndProtocols(_ items: [DeclarationItemSyntax], into names: inout Set<String>) {
        for item in items {
            switch item {
            case .declaration(let declaration):
                guard declaration.kind.hasMembers else { continue }
                if declaration.kind == .class || declaration.kind == .protocol { names.insert(declaration.name) }
                collectClassesAndProtocols(declaration.members, into: &names)
            case .conditional(let block):
                for clause in block.clauses { collectClassesAndProtocols(clause.elements, into: &names) }
            }
        }
    }

    /// One pass over the parsed files, raising needs as it goes.
    private struct Walk {
        var reach: AppIntentsReach
        let classesAndProtocols: Set<String>
        var changed = false

        /// Raises what one declaration passes on, unless it passed it on already.
        mutating func visit(_ entry: inout Entry) {
            let declaration = entry.declaration
            let name = entry.name
            if !entry.namesTheFramework, entry.adoptableCountSeen != reach.adoptable.count {
                entry.adoptableCountSeen = reach.adoptable.count
                if declaration.kind == .typealias {
                    if let aliased = declaration.aliasedType, namesTheFramework(aliased) {
                        entry.namesTheFramework = true
                        insertAdoptable(name)
                        raise(name, to: .conformances)
                    }
                } else if declaration.inheritedTypes.contains(where: namesTheFramework) || entry.hasAppIntentsMacro {
                    entry.namesTheFramework = true
                    raise(name, to: .members)
                    if classesAndProtocols.contains(name) { insertAdoptable(name) }
                }
            }
            if let need = reach.needs[name], entry.needSeen != need {
                entry.needSeen = need
                for outer in entry.enclosing { raise(outer, to: .existence) }
                for outer in entry.components.dropLast() { raise(outer, to: .existence) }
                if need >= .conformances {
                    for inherited in declaration.inheritedTypes { raise(namesIn: inherited, to: need) }
                    if let aliased = declaration.aliasedType { raise(namesIn: aliased, to: need) }
                }
                if need == .members { visitMembers(declaration.members) }
            }
        }

        /// The members of an App Intents type or a superclass of one: the types they name.
        mutating func visitMembers(_ items: [DeclarationItemSyntax]) {
            for item in items {
                switch item {
                case .conditional(let block):
                    for clause in block.clauses { visitMembers(clause.elements) }
                case .declaration(let member):
                    switch member.kind {
                    case .variable:
                        for binding in member.bindings {
                            if let type = binding.type { raise(namesIn: type, to: .conformances) }
                            guard member.isStatic, AppIntentsReach.resolvedValues.contains(binding.name) else { continue }
                            if let initializer = binding.initializer { raise(namesIn: initializer) }
                            for statement in binding.accessors?.getterStatements ?? [] { raise(namesIn: statement) }
                        }
                    case .function:
                        if let returnType = member.signature?.returnType { raise(namesIn: returnType, to: .conformances) }
                    case .typealias:
                        if let aliased = member.aliasedType { raise(namesIn: aliased, to: .conformances) }
                    default:
                        break
                    }
                }
            }
        }

        mutating func raise(_ name: String, to need: Need) {
            guard !name.isEmpty, reach.needs[name].map({ $0 < need }) ?? true else { return }
            reach.needs[name] = need
            changed = true
        }

        mutating func insertAdoptable(_ name: String) {
            if reach.adoptable.insert(name).inserted { changed = true }
        }

        /// Whether a type names an App Intents protocol or an adoptable name (by last component, in compositions
        /// and behind attributes too).
        func namesTheFramework(_ type: TypeSyntax) -> Bool {
            switch type {
            case .named(let components):
                guard let last = components.last?.name else { return false }
                return AppIntentsReach.frameworkNames.contains(last) || reach.adoptable.contains(last)
            case .composition(let types): return types.contains(where: namesTheFramework)
            case .attributed(_, let inner), .opaque(let inner), .existential(let inner): return namesTheFramework(inner)
            default: return false
            }
        }

        /// Every name a written type mentions: each component and generic argument, and the words of a type kept
        /// only as text (a function type).
        mutating func raise(namesIn type: TypeSyntax, to need: Need) {
            switch type {
            case .named(let components):
                for component in components {
                    raise(component.name, to: need)
                    for argument in component.genericArguments { raise(namesIn: argument, to: need) }
                }
            case .optional(let inner), .implicitlyUnwrappedOptional(let inner), .array(let inner), .opaque(let inner),
                .existential(let inner), .attributed(_, let inner):
                raise(namesIn: inner, to: need)
            case .dictionary(let key, let value):
                raise(namesIn: key, to: need)
                raise(namesIn: value, to: need)
            case .tuple(let types), .composition(let types):
                for inner in types { raise(namesIn: inner, to: need) }
            case .other(let text):
                for word in AppIntentsReach.words(in: text) { raise(word, to: need) }
            }
        }

        /// Every name an expression mentions, as far as where it is declared.
        mutating func raise(namesIn expression: ExpressionSyntax) {
            switch expression.kind {
            case .identifier(let name):
                raise(name, to: .existence)
            case .memberAccess(let base, let name):
                if let base { raise(namesIn: base) }
                raise(name, to: .existence)
            case .call(let callee, let arguments, let closures):
                raise(namesIn: callee)
                for argument in arguments { raise(namesIn: argument.value) }
                for closure in closures { for statement in closure.statements { raise(namesIn: statement) } }
            case .arrayLiteral(let elements):
                for element in elements { raise(namesIn: element) }
            case .dictionaryLiteral(let elements):
                for element in elements {
                    raise(namesIn: element.key)
                    raise(namesIn: element.value)
                }
            case .tuple(let arguments):
                for argument in arguments { raise(namesIn: argument.value) }
            case .closure(let closure):
                for statement in closure.statements { raise(namesIn: statement) }
            case .cast(let inner, let type):
                raise(namesIn: inner)
                raise(namesIn: type, to: .existence)
            case .keyPath(let root, _):
                if let root { raise(root, to: .existence) }
            case .stringLiteral, .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .opaque:
                break
            }
        }

        mutating func raise(namesIn statement: StatementSyntax) {
            switch statement {
            case .expression(let expression), .return(let expression?, _):
                raise(namesIn: expression)
            case .if(let ifStatement):
                for inner in ifStatement.thenBranch + (ifStatement.elseBranch ?? []) { raise(namesIn: inner) }
            case .conditional(let block):
                for clause in block.clauses { for inner in clause.elements { raise(namesIn: inner) } }
            case .return(nil, _), .other:
                break
            }
        }
    }

    /// The components of an extended type's name: `Outer.Inner` for `Outer<Int>.Inner`.
    static func nameComponents(_ text: String) -> [String] {
        var components: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "<": depth += 1
            case ">": depth -= 1
            case "." where depth == 0:
                components.append(current)
                current = ""
            default:
                if depth == 0 { current.append(character) }
            }
        }
        components.append(current)
        return components.filter { !$0.isEmpty }
    }

    /// The identifier-like words of a text.
    static func words(in text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }
}
