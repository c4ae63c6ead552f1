/// One declaration, with what App Intents recognition needs of it. A single type with optional parts keeps
/// the tree simple to walk; `kind` says which parts apply.
@dynamicMemberLookup
package struct DeclarationSyntax: Sendable, Hashable {
    /// The kind of declaration.
    package enum Kind: String, Sendable, Hashable {
        case `struct`, `class`, `enum`, actor, `protocol`, `extension`
        case `typealias`, `associatedtype`, `import`
        case variable, function, initializer, deinitializer, `subscript`
        case enumCase
        case `operator`, precedenceGroup, macro, macroExpansion

        /// Whether the declaration introduces a nominal type: a struct, class, enum, actor or protocol.
        package var isNominalType: Bool {
            switch self {
            case .struct, .class, .enum, .actor, .protocol: true
            default: false
            }
        }

        /// Whether the declaration introduces a nominal type (or extends one) with a member list.
        package var hasMembers: Bool {
            switch self {
            case .struct, .class, .enum, .actor, .protocol, .extension: true
            default: false
            }
        }
    }

    /// A declaration's parts, which `DeclarationSyntax` gives as its own members (`declaration.name`).
    package struct Parts: Sendable, Hashable {
        /// The kind of declaration.
        package var kind: Kind

        /// The declared name; for an extension, the extended type's text (`Library.Shelf`); for a variable, the
        /// first bound name; for an import, the module path.
        package var name: String

        /// The byte range of the name (or of the keyword when there is no name).
        package var nameRange: Range<Int>

        /// The byte range of the whole declaration, attributes included.
        package var range: Range<Int>

        /// The byte range of the introducer keyword (`struct`, `extension`, `func`, ...), where `swiftc` places
        /// the declaration; the name's range when the parser did not record the keyword.
        package var introducerRange: Range<Int>

        package var attributes: [AttributeSyntax]

        /// Attributes inside `#if` blocks among the attributes (`#if compiler(>=6) @preconcurrency #endif`), kept per
        /// clause; `ConditionalCompilation.activeDeclarations` moves the active clause's into `attributes`.
        package var conditionalAttributes: [ConditionalBlockSyntax<AttributeSyntax>]

        /// Modifiers as written: `static`, `public`, `private(set)`, `final`, ...
        package var modifiers: [String]

        /// The inheritance clause of a type, extension or associated type.
        package var inheritedTypes: [TypeSyntax]

        /// The generic parameter clause's text, if any, such as `<T: AppEntity>`.
        package var genericParameterClause: String?

        /// The `where` clause's text, if any.
        package var whereClause: String?

        /// Members of a type or extension.
        package var members: [DeclarationItemSyntax]

        /// The bindings of a `var`/`let` (more than one in `var a = 1, b = 2`).
        package var bindings: [PatternBindingSyntax]

        /// The aliased type of a `typealias`.
        package var aliasedType: TypeSyntax?

        /// The signature of a function or initializer.
        package var signature: FunctionSignatureSyntax?

        /// The elements of an enum `case`.
        package var enumCaseElements: [EnumCaseElementSyntax]

        /// The byte range of a function's or initializer's body, which is skipped, not parsed.
        package var bodyRange: Range<Int>?
    }

    /// The parts, shared by copies until one of them is changed (copy on write). The type index, the recognizers
    /// and `#if` resolution copy declarations often, and a copy of a dozen strings and arrays cost a retain and a
    /// release of each: reference counting was the largest single cost of `check` on real apps.
    private var storage: Storage

    private final class Storage: @unchecked Sendable {
        // Changed only through `uniqueStorage()`, so an instance another copy can see is never changed.
        var parts: Parts

        init(_ parts: Parts) {
            self.parts = parts
        }
    }

    /// Each part, read and changed as a member of the declaration.
    package subscript<Value>(dynamicMember part: WritableKeyPath<Parts, Value>) -> Value {
        get { storage.parts[keyPath: part] }
        _modify {
            let unique = uniqueStorage()
            yield &unique.parts[keyPath: part]
        }
    }

    package init(kind: Kind, name: String, nameRange: Range<Int>, range: Range<Int>) {
        storage = Storage(
            Parts(
                kind: kind,
                name: name,
                nameRange: nameRange,
                range: range,
                introducerRange: range,
                attributes: [],
                conditionalAttributes: [],
                modifiers: [],
                inheritedTypes: [],
                genericParameterClause: nil,
                whereClause: nil,
                members: [],
                bindings: [],
                aliasedType: nil,
                signature: nil,
                enumCaseElements: [],
                bodyRange: nil
            )
        )
    }

    /// The storage, copied first if another copy shares it.
    private mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.parts) }
        return storage
    }

    package static func == (lhs: DeclarationSyntax, rhs: DeclarationSyntax) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.parts == rhs.storage.parts
    }

    package func hash(into hasher: inout Hasher) {
        storage.parts.hash(into: &hasher)
    }

    /// Whether the declaration has the `static` or `class` modifier.
    package var isStatic: Bool {
        self.modifiers.contains("static") || self.modifiers.contains("class")
    }
}

/// An element of a declaration list: a declaration or a `#if` block of them.
package enum DeclarationItemSyntax: Sendable, Hashable {
    case declaration(DeclarationSyntax)
    case conditional(ConditionalBlockSyntax<DeclarationItemSyntax>)
}

/// An attribute such as `@Parameter(title: "Shelf")` or `@available(iOS 17, *)`.
package struct AttributeSyntax: Sendable, Hashable {
    /// The name without `@`, possibly qualified: `Parameter`, `AppIntents.Parameter`, `available`.
    package var name: String
    /// The arguments, when the attribute has parentheses. `@available` arguments are kept as expressions too:
    /// `iOS 17.0` becomes an opaque expression whose text the recognizer reads.
    package var arguments: [ArgumentSyntax]?
    /// The bytes of the attribute, `@` included.
    package var range: Range<Int>
    /// The bytes between the parentheses, if any.
    package var argumentsRange: Range<Int>?

    package init(name: String, arguments: [ArgumentSyntax]?, range: Range<Int>, argumentsRange: Range<Int>?) {
        self.name = name
        self.arguments = arguments
        self.range = range
        self.argumentsRange = argumentsRange
    }

    /// The last component of the name: `Parameter` for `AppIntents.Parameter`.
    package var baseName: String {
        name.split(separator: ".").last.map(String.init) ?? name
    }
}

/// One binding of a `var` or `let`.
package struct PatternBindingSyntax: Sendable, Hashable {
    package var name: String
    package var nameRange: Range<Int>
    package var type: TypeSyntax?
    package var initializer: ExpressionSyntax?
    /// The accessor block, if any.
    package var accessors: AccessorBlockSyntax?
}

/// The `{ ... }` after a property: a getter body, or `get`/`set`/`willSet`/`didSet` accessors.
package struct AccessorBlockSyntax: Sendable, Hashable {
    /// A getter's body: parsed with its file, or deferred until asked for.
    package enum Getter: Sendable, Hashable {
        case parsed([StatementSyntax])
        case deferred(DeferredBlockSyntax)
    }

    /// The getter: the whole block for `var x: T { ... }`, the `get { ... }` body otherwise; `nil` when the block
    /// has only observers or setters.
    package var getter: Getter?
    /// Whether the block has `willSet` or `didSet` (a stored property with observers).
    package var hasObservers: Bool
    package var range: Range<Int>

    package init(getter: Getter?, hasObservers: Bool, range: Range<Int>) {
        self.getter = getter
        self.hasObservers = hasObservers
        self.range = range
    }

    /// The getter's statements (a deferred body is parsed now), or `nil` without a getter.
    package var getterStatements: [StatementSyntax]? {
        switch getter {
        case nil: nil
        case .parsed(let statements): statements
        case .deferred(let block): block.statements()
        }
    }
}

/// A function's or initializer's signature.
package struct FunctionSignatureSyntax: Sendable, Hashable {
    /// One parameter.
    package struct Parameter: Sendable, Hashable {
        package var label: String?
        package var name: String
        package var type: TypeSyntax?

        package init(label: String?, name: String, type: TypeSyntax?) {
            self.label = label
            self.name = name
            self.type = type
        }
    }

    package var parameters: [Parameter]
    package var isAsync: Bool
    package var isThrowing: Bool
    package var returnType: TypeSyntax?

    package init(parameters: [Parameter], isAsync: Bool, isThrowing: Bool, returnType: TypeSyntax?) {
        self.parameters = parameters
        self.isAsync = isAsync
        self.isThrowing = isThrowing
        self.returnType = returnType
    }
}

/// One element of an enum `case` declaration.
package struct EnumCaseElementSyntax: Sendable, Hashable {
    package var name: String
    package var nameRange: Range<Int>
    /// The raw value expression, if written.
    package var rawValue: ExpressionSyntax?
    /// Whether it has associated values.
    package var hasAssociatedValues: Bool

    package init(name: String, nameRange: Range<Int>, rawValue: ExpressionSyntax?, hasAssociatedValues: Bool) {
        self.name = name
        self.nameRange = nameRange
        self.rawValue = rawValue
        self.hasAssociatedValues = hasAssociatedValues
    }
}

/// A parsed file: its declarations and the syntax problems found on the way.
package struct SourceFileSyntax: Sendable {
    package var file: SourceFile
    package var items: [DeclarationItemSyntax]
    package var diagnostics: [Diagnostic]

    package init(file: SourceFile, items: [DeclarationItemSyntax], diagnostics: [Diagnostic]) {
        self.file = file
        self.items = items
        self.diagnostics = diagnostics
    }
}
