/// Builds function-calling tool definitions: one JSON Schema object per action.
struct ToolSchemaRenderer {
    let bundle: IntentMetadataBundle

    /// `{"name": identifier, "description": ..., "parameters": {"type": "object", ...}}`.
    func tool(for action: ActionMetadata) -> JSONValue {
        var description = action.title.defaultText
        if let text = action.description?.text.defaultText {
            description += ": \(text)"
        }
        var properties: [String: JSONValue] = [:]
        var required: [JSONValue] = []
        for parameter in action.parameters {
            properties[parameter.name] = schema(for: parameter)
            if !parameter.isOptional, parameter.defaultValue == nil {
                required.append(.string(parameter.name))
            }
        }
        return .object([
            "name": .string(action.identifier),
            "description": .string(description),
            "parameters": .object([
                "type": .string("object"),
                "properties": .object(properties),
                "required": .array(required),
                "additionalProperties": .bool(false),
            ]),
        ])
    }

    private func schema(for parameter: ParameterMetadata) -> JSONValue {
        var members = schemaMembers(for: parameter.valueType)
        var description = parameter.title.defaultText
        if let text = parameter.description?.defaultText {
            description += ": \(text)"
        }
        if let identifier = parameter.valueType.referencedEntityIdentifier {
            let name = bundle.entity(withIdentifier: identifier)?.displayTypeName?.defaultText ?? identifier
            let orText = parameter.acceptsFreeText == true ? ", or text to search for one" : ""
            description += " (the identifier of \(EnglishPhrases.withArticle(name))\(orText))"
        }
        if let identifier = parameter.valueType.referencedEnumIdentifier, let enumType = bundle.enumType(withIdentifier: identifier) {
            let choices = enumType.cases.map { "\($0.effectiveRawValue.plainText) = \($0.title?.defaultText ?? $0.identifier)" }
            if !choices.isEmpty {
                description += ". Choices: \(choices.joined(separator: ", "))"
            }
        }
        if case .primitive(let primitive) = parameter.valueType.innermostElementType, let typeName = primitive.unresolvedTypeName {
            // A type of a module the extractor did not read: say so rather than let "string" pass for its schema.
            description += " (a '\(typeName)', a type of another module that was not read, so its values are unknown here)"
        }
        // What Apple's metadata adds: the types an earlier action's output may have to fill the parameter.
        if let inputs = parameter.acceptedInputTypes, !inputs.isEmpty {
            description += ". Accepts the output of an action returning \(inputs.map { bundle.typeDescription(of: $0) }.joined(separator: ", "))"
        }
        members["description"] = .string(description)
        if let defaultValue = parameter.defaultValue {
            members["default"] = callableJSON(defaultValue, valueType: parameter.valueType)
        }
        return .object(members)
    }

    private func schemaMembers(for valueType: ValueType) -> [String: JSONValue] {
        switch valueType {
        case .primitive(let primitive):
            return primitiveMembers(primitive)
        case .entity(let identifier):
            switch bundle.entity(withIdentifier: identifier)?.idType {
            case "Int", "Int64", "Int32", "UInt", "UInt64": return ["type": .string("integer")]
            case "UUID": return ["type": .string("string"), "format": .string("uuid")]
            default: return ["type": .string("string")]
            }
        case .enum(let identifier):
            guard let enumType = bundle.enumType(withIdentifier: identifier), !enumType.cases.isEmpty else {
                return ["type": .string("string")]
            }
            let values = enumType.cases.map { JSONValue($0.effectiveRawValue) }
            let isInteger = values.allSatisfy { if case .integer = $0 { true } else { false } }
            return ["type": .string(isInteger ? "integer" : "string"), "enum": .array(values)]
        case .array(let element):
            return ["type": .string("array"), "items": .object(schemaMembers(for: element))]
        }
    }

    private func primitiveMembers(_ primitive: PrimitiveType) -> [String: JSONValue] {
        switch primitive {
        case .int: return ["type": .string("integer")]
        case .double: return ["type": .string("number")]
        case .bool: return ["type": .string("boolean")]
        case .date: return ["type": .string("string"), "format": .string("date-time")]
        case .url, .file: return ["type": .string("string"), "format": .string("uri")]
        case .currency:
            return [
                "type": .string("object"),
                "properties": .object(["amount": .object(["type": .string("number")]), "currencyCode": .object(["type": .string("string")])]),
                "required": .array([.string("amount"), .string("currencyCode")]),
            ]
        default:
            if primitive.rawValue.hasPrefix("measurement:") {
                return [
                    "type": .string("object"),
                    "properties": .object(["value": .object(["type": .string("number")]), "unit": .object(["type": .string("string")])]),
                    "required": .array([.string("value"), .string("unit")]),
                ]
            }
            return ["type": .string("string")]
        }
    }

    /// A default value as a caller would pass it: an enum member as its case's raw value.
    private func callableJSON(_ literal: LiteralValue, valueType: ValueType) -> JSONValue {
        switch literal {
        case .member(let name):
            if let identifier = valueType.referencedEnumIdentifier,
                let enumCase = bundle.enumType(withIdentifier: identifier)?.cases.first(where: { $0.identifier == name }) {
                return JSONValue(enumCase.effectiveRawValue)
            }
            return .string(name)
        case .array(let elements):
            return .array(elements.map { callableJSON($0, valueType: valueType) })
        default:
            return JSONValue(literal)
        }
    }
}
