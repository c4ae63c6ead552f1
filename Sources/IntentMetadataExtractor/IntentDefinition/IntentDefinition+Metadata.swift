import IntentMetadata

extension IntentDefinition {
    /// The definition's intents as the bundle lists them: legacy intents, with localized texts that keep the
    /// file's keys and strings table.
    package var legacyIntents: [LegacyIntentMetadata] {
        intents.map { intent in
            LegacyIntentMetadata(
                identifier: intent.name,
                title: localizedText(intent.title),
                description: intent.description.map(localizedText),
                category: intent.category,
                isEligibleForWidgets: intent.isEligibleForWidgets,
                isConfigurable: intent.isConfigurable,
                isEligibleForSuggestions: intent.isEligibleForSuggestions,
                parameters: intent.parameters.map(legacyParameter),
                source: SourceReference(file: intent.location.file, line: intent.location.line, column: intent.location.column)
            )
        }
    }

    /// A text of this file as the system looks it up: the Xcode key in the file's table, else the text itself.
    package func localizedText(_ text: Text) -> LocalizedText {
        guard let key = text.key else { return LocalizedText(key: text.text) }
        return LocalizedText(key: key, defaultValue: text.text, table: tableName)
    }

    /// The App Intents value type of a parameter or property type, arrays included; `nil` when it has none.
    package func valueType(of kind: ValueKind, isArray: Bool) -> ValueType? {
        let element: ValueType
        switch kind {
        case .string: element = .primitive(.string)
        case .integer: element = .primitive(.int)
        case .decimal: element = .primitive(.double)
        case .boolean: element = .primitive(.bool)
        case .date: element = .primitive(.date)
        case .dateComponents: element = .primitive(.dateComponents)
        case .url: element = .primitive(.url)
        case .file: element = .primitive(.file)
        case .person: element = .primitive(.person)
        case .currencyAmount: element = .primitive(.currency)
        case .measurement(let unit): element = .primitive(.measurement(unit))
        case .enumeration(let name): element = .enum(name)
        case .custom(let name): element = .entity(name)
        case .unsupported: return nil
        }
        return isArray ? .array(element) : element
    }

    /// The name a type has in the definition file.
    package func definitionTypeName(of kind: ValueKind) -> String {
        switch kind {
        case .string: "String"
        case .integer: "Integer"
        case .decimal: "Decimal"
        case .boolean: "Boolean"
        case .date: "Date"
        case .dateComponents: "DateComponents"
        case .url: "URL"
        case .file: "File"
        case .person: "Person"
        case .currencyAmount: "CurrencyAmount"
        case .measurement(let unit): Self.measurementNames[unit] ?? unit
        case .enumeration(let name), .custom(let name), .unsupported(let name): name
        }
    }

    private func legacyParameter(_ parameter: Parameter) -> LegacyParameterMetadata {
        var choices: [LegacyChoiceMetadata]?
        if case .enumeration(let name) = parameter.type, let enumeration = enums.first(where: { $0.name == name }) {
            choices = enumeration.cases.map { LegacyChoiceMetadata(identifier: $0.name, title: localizedText($0.displayName)) }
        }
        return LegacyParameterMetadata(
            name: parameter.name,
            title: localizedText(parameter.displayName),
            definitionType: definitionTypeName(of: parameter.type),
            valueType: valueType(of: parameter.type, isArray: parameter.isArray),
            isArray: parameter.isArray,
            isOptional: parameter.isOptional,
            defaultValue: parameter.defaultValue,
            hasDynamicOptions: parameter.hasDynamicOptions,
            choices: choices
        )
    }

    private static let measurementNames = [
        "UnitDuration": "Duration", "UnitLength": "Distance", "UnitTemperature": "Temperature", "UnitSpeed": "Speed",
        "UnitMass": "Mass", "UnitVolume": "Volume", "UnitEnergy": "Energy",
    ]
}

extension IntentDefinition.Parameter {
    /// Whether the parameter may be left empty: SiriKit parameters are optional unless they have a default
    /// value; a list is never optional, since App Intents offers an empty list instead.
    package var isOptional: Bool {
        !isArray && defaultValue == nil
    }
}
