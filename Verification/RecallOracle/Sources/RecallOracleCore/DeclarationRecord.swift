/// One declaration the collector saw that can carry or pass on a conformance.
public struct DeclarationRecord: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case `struct`, `enum`, `class`, actor, `protocol`, `extension`, `typealias`
    }

    public var kind: Kind
    /// The nesting path: `Outer.Inner`, or for an extension the extended type as written, without generic arguments.
    public var path: String
    /// The last component of `path`.
    public var simpleName: String
    /// The last component of each type named in the inheritance clause (for a protocol, also every `Self: X` of its
    /// `where` clause; for a typealias, every type named on its right-hand side). Attributes such as
    /// `@retroactive` and `@unchecked` are dropped and compositions (`A & B`) split.
    public var inheritedNames: [String]
    /// The names of the attributes attached to the declaration (`AppIntent` for `@AppIntent(schema: ...)`).
    public var attributeNames: [String]
    public var location: SourceLocation
    /// Whether the declaration sits inside a function, closure or accessor body.
    public var isLocal: Bool
}

/// A mention of App Intents protocols that declares no conforming type: a generic constraint such as
/// `<I: WidgetConfigurationIntent>`, a `where` requirement, or an associated type's constraint.
public struct ConstraintRecord: Hashable, Sendable {
    public var description: String
    public var names: [String]
    public var location: SourceLocation
    public var reason: String
}
