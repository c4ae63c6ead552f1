import IntentMetadata

extension ModuleRecognizer {
    /// Reads an entity: id type, type display representation, default query and properties.
    func recognizeEntity(_ entry: TypeIndex.Entry, into module: inout RecognizedModule) {
        let members = membersIncludingSuperclasses(of: entry)
        let scope = TypeIndex.scope(of: entry.qualifiedName)
        let entityProtocols = (protocols[entry.qualifiedName] ?? []).filter { AppIntentsProtocols.entities.contains($0) }.sorted()
        var entity = EntityMetadata(
            identifier: identifier(of: entry), typeName: typeName(of: entry),
            protocols: entityProtocols.isEmpty ? ["AppEntity"] : entityProtocols, source: source(of: entry)
        )
        var hasTypeDisplayRepresentation = false
        if staticProperty(.typeDisplayRepresentation, in: members) != nil {
            hasTypeDisplayRepresentation = true
            if let value = typeDisplayRepresentation(in: members, into: &module) {
                entity.displayTypeName = value.name
                entity.numericFormat = value.numericFormat
            }
        }
        var hasDefaultQuery = false
        if let (member, binding) = staticProperty(.defaultQuery, in: members) {
            hasDefaultQuery = true
            let memberScope = member.file.path == entry.file.path ? scope : scope
            if case .constant(let expression) = reader.valueExpression(of: binding) {
                entity.defaultQuery = queryIdentifier(of: expression, type: binding.type, scope: memberScope)
            } else if let type = binding.type {
                entity.defaultQuery = queryIdentifier(ofType: type, scope: memberScope)
            }
        }
        if let (_, binding) = instanceProperty(.id, in: members), let type = binding.type {
            entity.idType = type.text
        } else if let alias = members.first(where: { $0.declaration.kind == .typealias && $0.declaration.name == "ID" }), let type = alias.declaration.aliasedType {
            entity.idType = type.text
        } else if entityProtocols.contains("UniqueAppEntity") || entityProtocols.contains("TransientAppEntity") {
            entity.idType = nil
        }
        var seen: Set<String> = []
        var untitled: Set<String> = []
        for member in members where member.declaration.kind == .variable && !member.declaration.isStatic {
            guard let attribute = member.declaration.attributes.first(where: { ["Property", "ComputedProperty", "DeferredProperty"].contains($0.baseName) }),
                let binding = member.declaration.bindings.first, seen.insert(binding.name).inserted
            else { continue }
            var title = LocalizedText(key: binding.name)
            var indexingKey: String?
            for argument in attribute.arguments ?? [] {
                switch argument.label {
                case "title", nil:
                    if let value = record(reader.localizedText(argument.value), file: member.file, slot: .propertyTitle, into: &module) {
                        title = value
                    }
                case "indexingKey":
                    if case .keyPath(_, let components) = argument.value.kind {
                        indexingKey = components.joined(separator: ".")
                    } else if case .memberAccess(_, let name) = argument.value.kind {
                        indexingKey = name
                    }
                default:
                    continue
                }
            }
            guard let (valueType, isOptional) = resolveValueType(
                binding.type, scope: scope, file: member.file, at: binding.type == nil ? binding.nameRange.lowerBound : typeOffset(of: binding, in: member.file),
                what: "property '\(binding.name)'", into: &module
            ) else { continue }
            let kind: String = switch attribute.baseName {
            case "ComputedProperty": "computed"
            case "DeferredProperty": "deferred"
            default: "property"
            }
            entity.properties.append(
                PropertyMetadata(name: binding.name, title: title, valueType: valueType, isOptional: isOptional, kind: kind, indexingKey: indexingKey)
            )
            if !(attribute.arguments ?? []).contains(where: { $0.label == "title" || $0.label == nil }) { untitled.insert(binding.name) }
        }
        entity.availability = availability(of: entry.attributes, in: entry.file)
        let isSchemaMacro = entry.attributes.contains { attribute in
            AppIntentsProtocols.macroRoles[attribute.baseName] == .entity && attribute.arguments?.contains { $0.label == "schema" } == true
        }
        let isRawValueEntity = entry.kind == .enum && entry.inheritedTypes.contains { type in
            guard let name = type.withoutAttributes.baseName else { return false }
            return name == "RawRepresentable" || Self.rawValueTypes.contains(name)
        }
        module.entities.append(
            RecognizedEntity(
                metadata: entity, nameLocation: nameLocation(of: entry),
                hasTypeDisplayRepresentation: hasTypeDisplayRepresentation, hasDefaultQuery: hasDefaultQuery, isRawValueEnum: isRawValueEntity,
                isSchemaMacro: isSchemaMacro, untitledProperties: untitled
            )
        )
    }

    /// The identifier of the query a `defaultQuery` initializer names: `BookQuery()` is `BookQuery`.
    func queryIdentifier(of expression: ExpressionSyntax, type: TypeSyntax?, scope: [String]) -> String? {
        var callee = expression
        if case .call(let inner, _, _) = expression.kind { callee = inner }
        let written: String?
        switch callee.kind {
        case .identifier(let name): written = name
        case .memberAccess(let base?, let name):
            if case .identifier(let baseName) = base.kind { written = name == "init" ? baseName : baseName + "." + name } else { written = nil }
        case .memberAccess(nil, "init"):
            return type.flatMap { queryIdentifier(ofType: $0, scope: scope) }
        default: written = nil
        }
        guard let written else { return type.flatMap { queryIdentifier(ofType: $0, scope: scope) } }
        guard let resolved = index.resolve(written, from: scope) else { return nil }
        return String(resolved.split(separator: ".").last ?? "")
    }

    func queryIdentifier(ofType type: TypeSyntax, scope: [String]) -> String? {
        guard let resolved = index.resolve(type.withoutAttributes.text, from: scope) else { return nil }
        return String(resolved.split(separator: ".").last ?? "")
    }
}
