import IntentMetadata

/// Turns a written parameter or property type into a bundle `ValueType`.
package struct ValueTypeResolver: Sendable {
    /// What a written type turned out to be.
    package enum Resolution: Sendable {
        case resolved(ValueType, isOptional: Bool)
        /// A type of this module that is neither an entity nor an enum.
        case unsupported(String)
        /// A type of no module we know, maybe from an imported module that was not given as a dependency: `valueType`
        /// holds it as `unresolved:<name>` (inside arrays as written), so the parameter or property is kept.
        case unresolved(ValueType, name: String, isOptional: Bool)
    }

    let index: TypeIndex
    let moduleName: String
    /// The role of every App Intents type of the module, by qualified name.
    let roles: [String: Set<AppIntentsRole>]
    /// Entities and enums of the dependencies, by type name and by identifier.
    let dependencyTypes: [String: ValueType]

    static let primitives: [String: PrimitiveType] = [
        "String": .string, "Substring": .string, "Int": .int, "Int64": .int, "Int32": .int, "UInt": .int,
        "Double": .double, "Float": .double, "CGFloat": .double, "TimeInterval": .double, "Decimal": .double, "Bool": .bool, "Date": .date,
        "DateComponents": .dateComponents, "URL": .url, "AttributedString": .attributedString, "IntentFile": .file,
        "IntentPerson": .person, "IntentCurrencyAmount": .currency, "CLPlacemark": PrimitiveType(rawValue: "placemark"),
        "PlaceDescriptor": PrimitiveType(rawValue: "placemark"), "Duration": PrimitiveType(rawValue: "duration"),
        "Color": PrimitiveType(rawValue: "color"), "IntentPaymentMethod": PrimitiveType(rawValue: "paymentMethod"),
        // App Intents' own search criteria, the `criteria` of a `ShowInAppSearchResultsIntent` (`.system.search`).
        "StringSearchCriteria": .stringSearchCriteria, "EntityCollectionSearchCriteria": .entityCollectionSearchCriteria,
    ]

    /// Resolves a type written inside `scope` (the qualified name of the declaring type, split).
    package func resolve(_ type: TypeSyntax, scope: [String]) -> Resolution {
        var isOptional = false
        var current = type.withoutAttributes
        while true {
            switch current {
            case .optional(let inner), .implicitlyUnwrappedOptional(let inner):
                isOptional = true
                current = inner.withoutAttributes
                continue
            case .named(let components) where components.count == 1 && components[0].name == "Optional" && components[0].genericArguments.count == 1:
                isOptional = true
                current = components[0].genericArguments[0].withoutAttributes
                continue
            default:
                break
            }
            break
        }
        switch resolveNonOptional(current, scope: scope, depth: 0) {
        case .resolved(let valueType, _): return .resolved(valueType, isOptional: isOptional)
        case .unresolved(let valueType, let name, _): return .unresolved(valueType, name: name, isOptional: isOptional)
        case let other: return other
        }
    }

    private func resolveNonOptional(_ type: TypeSyntax, scope: [String], depth: Int) -> Resolution {
        guard depth < 16 else { return Self.unresolved(type.text) }
        switch type.withoutAttributes {
        case .array(let element):
            return wrapArray(resolveNonOptional(element, scope: scope, depth: depth + 1))
        case .named(let components):
            guard let last = components.last else { return Self.unresolved(type.text) }
            if components.count == 1, last.name == "Array" || last.name == "Set", last.genericArguments.count == 1 {
                return wrapArray(resolveNonOptional(last.genericArguments[0], scope: scope, depth: depth + 1))
            }
            if last.name == "Measurement" {
                let unit = last.genericArguments.first?.baseName ?? "Unit"
                return .resolved(.primitive(.measurement(unit)), isOptional: false)
            }
            var names = components.map(\.name)
            // `App.Book` may name the module `App`, or a type `App` of the module (ghostty's `enum Ghostty` in the
            // module `Ghostty`: `Ghostty.Input.Key`), which shadows the module as in the compiler's lookup: the
            // whole name is tried first.
            if names.count > 1, names[0] == moduleName, index.resolve(names.joined(separator: "."), from: scope) == nil { names.removeFirst() }
            let written = names.joined(separator: ".")
            if let qualified = index.resolve(written, from: scope) {
                let typeRoles = roles[qualified] ?? []
                let identifier = String(qualified.split(separator: ".").last ?? Substring(qualified))
                if typeRoles.contains(.entity) { return .resolved(.entity(identifier), isOptional: false) }
                if typeRoles.contains(.enum) { return .resolved(.enum(identifier), isOptional: false) }
                // A `@UnionValue` enum: one of several value types, which the format names but does not yet describe.
                if index[qualified]?.attributes.contains(where: { $0.baseName == "UnionValue" }) == true {
                    return .resolved(.primitive(PrimitiveType(rawValue: "union:\(identifier)")), isOptional: false)
                }
                // A typealias-free app type that is neither: not something the system can show.
                return .unsupported(qualified)
            }
            if let aliased = typealiasTarget(written, scope: scope) {
                return resolveNonOptional(aliased, scope: scope, depth: depth + 1)
            }
            if names.count <= 2, let primitive = Self.primitives[last.name], names.count == 1 || ["Foundation", "Swift", "AppIntents", "CoreGraphics", "CoreLocation", "SwiftUI"].contains(names[0]) {
                return .resolved(.primitive(primitive), isOptional: false)
            }
            if let dependency = dependencyTypes[written] ?? dependencyTypes[last.name] {
                return .resolved(dependency, isOptional: false)
            }
            return Self.unresolved(written)
        default:
            return Self.unresolved(type.text)
        }
    }

    private func wrapArray(_ resolution: Resolution) -> Resolution {
        switch resolution {
        case .resolved(let element, _): .resolved(.array(element), isOptional: false)
        case .unresolved(let element, let name, _): .unresolved(.array(element), name: name, isOptional: false)
        case .unsupported: resolution
        }
    }

    private static func unresolved(_ name: String) -> Resolution {
        .unresolved(.primitive(.unresolved(name)), name: name, isOptional: false)
    }

    /// The target of a module-level or enclosing-type `typealias` of that name.
    private func typealiasTarget(_ name: String, scope: [String]) -> TypeSyntax? {
        var scope = scope
        while true {
            if let entry = index[scope.joined(separator: ".")] {
                for member in entry.members where member.declaration.kind == .typealias && member.declaration.name == name {
                    return member.declaration.aliasedType
                }
            }
            guard !scope.isEmpty else { return index.topLevelTypealiases[name] }
            scope.removeLast()
        }
    }
}
