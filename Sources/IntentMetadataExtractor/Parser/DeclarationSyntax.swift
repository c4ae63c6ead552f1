/// One declaration, with what App Intents recognition needs of it. A single type with optional parts keeps
/// the tree simple to walk; `kind` says which parts apply.
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

    /// The fields, shared by copies until one of them is changed (copy on write). The type index, the
    /// recognizers and `#if` resolution copy declarations often, and a copy of a dozen strings and arrays cost a
    /// retain and a release of each: reference counting was the largest single cost of `check` on real apps.
    private var storage: Storage

    private final class Storage: @unchecked Sendable {
        // Changed only through `uniqueStorage()`, so an instance another copy can see is never changed.
        var fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    private struct Fields: Hashable {
        var kind: Kind
        var name: String
        var nameRange: Range<Int>
        var range: Range<Int>
        var introducerRange: Range<Int>
        var attributes: [AttributeSyntax]
        var conditionalAttributes: [ConditionalBlockSyntax<AttributeSyntax>]
        var modifiers: [String]
        var inheritedTypes: [TypeSyntax]
        var genericParameterClause: String?
        var whereClause: String?
        var members: [DeclarationItemSyntax]
        var bindings: [PatternBindingSyntax]
        var aliasedType: TypeSyntax?
        var signature: FunctionSignatureSyntax?
        var enumCaseElements: [EnumCaseElementSyntax]
        var bodyRange: Range<Int>?
    }

    package var kind: Kind {
        get { storage.fields.kind }
        _modify {
            let unique = uniqueStorage()
            yield &unique.fields.kind
        }
    }

    /// The declared name; for an extension, the extended type's text (`Library.Shelf`); for a variable, the
    /// first bound name; for an import, the module path.
    package var name: String {
        get { storage.fields.name }
        _modify {
            let unique = uniqueStorage()
            yield &unique.fields.name
        }
    }

    /// The byte range of the name (or of the keyword when there is no name).
    package var nameRange: Range<Int> {
        get { storage.fields.nameRange }
        _modify {
            let unique = uniqueStorage()
            yield &unique.fields.nameRange
        }
    }

    /// The byte range of the whole declaration, attributes included.
    package var range: Range<Int> {
        get { storage.fields.range }
        _modify {
            let unique = uniqueStorage()
            yield &unique.fields.range
        }
    }

    /// The byte range of the introducer keyword (`struct`, `extension`, `func`, ...), where `swiftc` places
    /// the declaration; the name's range when the parser did not record the keyword.
    package var introducerRange: Range<Int> {
        get { storage.fields.introducerRange }
        _modify {
            let unique = uniqueStorage()
            yield &unique.fields.introducerRange
        }
    }

    package var attributes: [AttributeSyntax] {
        get { storage.fields.attributes }
        _modify {
            let unique = uniqueStorage()
            yield &unique.fields.attributes
        }
    }

    /// Attributes inside `#if` blocks among the attributes (`#if compiler(>=6) @preconcurrency #endif`), kept per
    /// clause; `ConditionalCompilation.activeDeclarations` moves the active clause's into `attributes`.
    package var conditionalAttributes: [ConditionalBlockSyntax<AttributeSyntax>] {
        get { storage.fields.conditionalAttributes }
        _modify {
            let unique = uniqueStorage()
            yield &unique.fields.conditionalAttributes
        }
    }

    /// Modifiers as written: `static`, `public`, `private(set)`, `final`, ...
    package var modifiers: [String] {
        get { storage.fields.modifiers }
        _modify {
            let unique = uniqueStorage()
            yield &unique.fields.modifiers
        }
    }

    /// The inheritance clause of a type, extension or associated type.
    package var inheritedTypes: [TypeSyntax] {
        get { storage.fields.inheritedTypes }
        _modify {
            let unique = uniqueStorage()
            yield &unique.fields.inheritedTypes
        }
    }

    /// The generic parameter clause's text, if any, such as `<T: AppEntity>`.
    package var genericParameterClause: String? {
        get { storage.fields.genericParameterClause }
        _modify {
            let unique = uniqueStorage()
            yield &unique.fields.genericParameterClause
        }
    }

    /// The `where` clause's text, if any.
    package var whereClause: String? {
        get { storage.fields.whereClause }
        _modify {
            let unique = uniqueStorage()
            yield &unique.fields.whereClause
        }
    }

    /// Members of a type or extension.
    package var members: [DeclarationItemSyntax] {
        get { storage.fields.members }
        _modify {
            let unique = uniqueStorage()
            yield &unique.fields.members
        }
    }

    /// The bindings of a `var`/`let` (more than one in `var a = 1, b = 2`).
    package var bindings: [PatternBindingSyntax] {
        get { storage.fields.bindings }
        _modify {
            let unique = uniqueStorage()
            yield &unique.fields.bindings
        }
    }

    /// The aliased type of a `typealias`.
    package var aliasedType: TypeSyntax? {
        get { storage.fields.aliasedType }
        _modify {
            let unique = uniqueStorage()
            yield &unique.fields.aliasedType
        }
    }

    /// The signature of a function or initializer.
    package var signature: FunctionSignatureSyntax? {
        get { storage.fields.signature }
        _modify {
            let unique = uniqueStorage()
            yield &unique.fields.signature
        }
    }

    /// The elements of an enum `case`.
    package var enumCaseElements: [EnumCaseElementSyntax] {
        get { storage.fields.enumCaseElements }
        _modify {
            let unique = uniqueStorage()
            yield &unique.fields.enumCaseElements
        }
    }

    /// The byte range of a function's or initializer's body, which is skipped, not parsed.
    package var bodyRange: Range<Int>? {
        get { storage.fields.bodyRange }
        _modify {
            let unique = uniqueStorage()
            yield &unique.fields.bodyRange
        }
    }

    package init(kind: Kind, name: String, nameRange: Range<Int>, range: Range<Int>) {
        storage = Storage(
            Fields(
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
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        return storage
    }

    package static func == (lhs: DeclarationSyntax, rhs: DeclarationSyntax) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    package func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
    }

    /// Whether the declaration has the `static` or `class` modifier.
    package var isStatic: Bool {
        modifiers.contains("static") || modifiers.contains("class")
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
    /// The getter's statements: the whole block for `var x: T { ... }`, the `get { ... }` body otherwise;
    /// `nil` when the block has only observers or setters.
    package var getterStatements: [StatementSyntax]?
    /// Whether the block has `willSet` or `didSet` (a stored property with observers).
    package var hasObservers: Bool
    package var range: Range<Int>

    package init(getterStatements: [StatementSyntax]?, hasObservers: Bool, range: Range<Int>) {
        self.getterStatements = getterStatements
        self.hasObservers = hasObservers
        self.range = range
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
