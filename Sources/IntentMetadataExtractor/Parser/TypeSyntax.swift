/// A type as written in source, parsed far enough to resolve App Intents value types.
package indirect enum TypeSyntax: Sendable, Hashable {
    /// One component of a possibly qualified name: `AppIntents.AppIntent` has two.
    package struct NameComponent: Sendable, Hashable {
        package var name: String
        package var genericArguments: [TypeSyntax]

        package init(name: String, genericArguments: [TypeSyntax] = []) {
            self.name = name
            self.genericArguments = genericArguments
        }
    }

    /// A nominal type, possibly module-qualified or nested: `Book`, `AppIntents.AppIntent`, `Measurement<UnitLength>`.
    case named([NameComponent])
    /// `T?`
    case optional(TypeSyntax)
    /// `T!`
    case implicitlyUnwrappedOptional(TypeSyntax)
    /// `[T]`
    case array(TypeSyntax)
    /// `[K: V]`
    case dictionary(key: TypeSyntax, value: TypeSyntax)
    /// `(A, B)`; a parenthesized single type is the type itself.
    case tuple([TypeSyntax])
    /// `P & Q`
    case composition([TypeSyntax])
    /// `some P`
    case opaque(TypeSyntax)
    /// `any P`
    case existential(TypeSyntax)
    /// `@unchecked Sendable`, `@preconcurrency P`, `~Copyable`: the attributes (or `~`) and the type.
    case attributed(attributes: [String], TypeSyntax)
    /// A function type, `T.Type`, or anything else kept only as text.
    case other(String)

    /// The last component's name of a nominal type, such as `AppIntent` for `AppIntents.AppIntent`.
    package var baseName: String? {
        switch self {
        case .named(let components): components.last?.name
        case .attributed(_, let type): type.baseName
        default: nil
        }
    }

    /// The type with any attributes removed.
    package var withoutAttributes: TypeSyntax {
        if case .attributed(_, let type) = self { return type.withoutAttributes }
        return self
    }

    /// The type as Swift source text, normalized (no extra spaces).
    package var text: String {
        switch self {
        case .named(let components):
            return components.map { component in
                component.genericArguments.isEmpty
                    ? component.name
                    : "\(component.name)<\(component.genericArguments.map(\.text).joined(separator: ", "))>"
            }.joined(separator: ".")
        case .optional(let type): return "\(type.text)?"
        case .implicitlyUnwrappedOptional(let type): return "\(type.text)!"
        case .array(let type): return "[\(type.text)]"
        case .dictionary(let key, let value): return "[\(key.text): \(value.text)]"
        case .tuple(let types): return "(\(types.map(\.text).joined(separator: ", ")))"
        case .composition(let types): return types.map(\.text).joined(separator: " & ")
        case .opaque(let type): return "some \(type.text)"
        case .existential(let type): return "any \(type.text)"
        case .attributed(let attributes, let type): return (attributes + [type.text]).joined(separator: " ")
        case .other(let text): return text
        }
    }
}
