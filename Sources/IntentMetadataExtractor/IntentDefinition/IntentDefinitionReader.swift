#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentMetadata

/// Reads an Xcode intent definition file (`.intentdefinition`) into an `IntentDefinition`.
///
/// Values come from `PropertyListSerialization`; `PropertyListScanner` supplies positions: of each intent,
/// parameter, enum and type (the value of its name key), and of the first problem in a file the serializer
/// rejects. A file that is not a property list with a dictionary at the top gives one
/// `intent-definition-malformed` error and no definition; a parameter whose type has no App Intents
/// equivalent gives an `intent-definition-unsupported-type` warning and is kept with that type.
///
/// ```swift
/// let result = IntentDefinitionReader.read(SourceFile(path: "Intents.intentdefinition", bytes: bytes))
/// for intent in result.definition?.intents ?? [] { print(intent.name, intent.title.text) }
/// ```
package enum IntentDefinitionReader {
    /// What reading one file produced.
    package struct Result: Sendable {
        /// The definition, or `nil` when the file is malformed.
        package var definition: IntentDefinition?
        /// Problems found, sorted by position.
        package var diagnostics: [Diagnostic]
    }

    /// Reads one intent definition file.
    ///
    /// - Parameter file: the file's path (as it should appear in diagnostics and the bundle) and bytes.
    /// - Returns: the definition and the diagnostics; bad input never throws.
    package static func read(_ file: SourceFile) -> Result {
        guard let root = DecodedPropertyList.read(file.bytes)?.untyped else {
            var scanner = PropertyListScanner(file)
            let problem = scanner.scan().problem
            let message = problem?.message ?? "file is not a property list"
            return Result(definition: nil, diagnostics: [Diagnostic(.intentDefinitionMalformed, at: file.location(at: problem?.offset ?? 0), message)])
        }
        guard let dictionary = root as? [String: Any] else {
            return Result(
                definition: nil,
                diagnostics: [Diagnostic(.intentDefinitionMalformed, at: file.location(at: 0), "property list does not have a dictionary at the top")]
            )
        }
        var scanner = PropertyListScanner(file)
        var builder = Builder(file: file, keyedValues: scanner.scan().keyedValues)
        let definition = builder.makeDefinition(dictionary)
        return Result(definition: definition, diagnostics: builder.diagnostics.sorted())
    }
}

extension IntentDefinitionReader {
    /// Turns the serializer's dictionaries into the model, locating each named item with the scanner's list.
    private struct Builder {
        let file: SourceFile
        let keyedValues: [PropertyListScanner.KeyedValue]
        var diagnostics: [Diagnostic] = []
        /// The enums read so far, for the defaults of enum parameters.
        var enums: [IntentDefinition.Enumeration] = []

        init(file: SourceFile, keyedValues: [PropertyListScanner.KeyedValue]) {
            self.file = file
            self.keyedValues = keyedValues
        }

        mutating func makeDefinition(_ root: [String: Any]) -> IntentDefinition {
            let enumEntries = Self.dictionaries(root["INEnums"])
            let typeEntries = Self.dictionaries(root["INTypes"])
            let enumNames = Set(enumEntries.compactMap { Self.string($0["INEnumName"]) })
            let typeNames = Set(typeEntries.compactMap { Self.string($0["INTypeName"]) })
            var definition = IntentDefinition(path: file.path)
            definition.enums = enumEntries.enumerated().compactMap { makeEnum($1, position: $0) }
            enums = definition.enums
            definition.types = typeEntries.enumerated().compactMap { makeType($1, position: $0, enums: enumNames, types: typeNames) }
            definition.intents = Self.dictionaries(root["INIntents"]).enumerated().compactMap {
                makeIntent($1, position: $0, enums: enumNames, types: typeNames)
            }
            return definition
        }

        mutating func makeIntent(_ entry: [String: Any], position: Int, enums: Set<String>, types: Set<String>) -> IntentDefinition.Intent? {
            guard let name = Self.string(entry["INIntentName"]), !name.isEmpty else {
                missingName("INIntentName", of: "intent", position: position, list: "INIntents")
                return nil
            }
            let offset = locate(key: "INIntentName", text: name, after: 0)
            // A customized system intent (`INPlayMediaIntent`): its parameters use SiriKit's own types (`MediaItem`),
            // which no file declares; App Intents has no conversion for it, so that is nothing to warn about.
            let isSystemIntent = Self.string(entry["INIntentClassPrefix"]) == "IN" && Self.string(entry["INIntentClassName"])?.hasPrefix("IN") == true
            let parameters = Self.dictionaries(entry["INIntentParameters"]).enumerated().compactMap { index, parameter in
                makeParameter(parameter, position: index, intent: name, after: offset ?? 0, enums: enums, types: types, isSystemIntent: isSystemIntent)
            }
            return IntentDefinition.Intent(
                name: name,
                title: text(entry, "INIntentTitle") ?? IntentDefinition.Text(name),
                description: text(entry, "INIntentDescription"),
                category: Self.string(entry["INIntentCategory"]),
                isEligibleForWidgets: Self.bool(entry["INIntentEligibleForWidgets"]) ?? false,
                isConfigurable: Self.bool(entry["INIntentConfigurable"]) ?? false,
                isEligibleForSuggestions: !(Self.bool(entry["INIntentIneligibleForSuggestions"]) ?? false),
                parameters: parameters,
                summary: makeSummary(entry["INIntentParameterCombinations"], parameters: parameters.map(\.name)),
                responseCodes: Self.dictionaries((entry["INIntentResponse"] as? [String: Any])?["INIntentResponseCodes"]).compactMap {
                    Self.string($0["INIntentResponseCodeName"])
                },
                location: file.location(at: offset ?? 0)
            )
        }

        mutating func makeParameter(
            _ entry: [String: Any], position: Int, intent: String, after intentOffset: Int, enums: Set<String>, types: Set<String>,
            isSystemIntent: Bool = false
        ) -> IntentDefinition.Parameter? {
            guard let name = Self.string(entry["INIntentParameterName"]), !name.isEmpty else {
                missingName("INIntentParameterName", of: "parameter of intent '\(intent)'", position: position, list: "INIntentParameters")
                return nil
            }
            let location = file.location(at: locate(key: "INIntentParameterName", text: name, after: intentOffset) ?? intentOffset)
            let type = valueKind(
                Self.string(entry["INIntentParameterType"]) ?? "String",
                enumType: Self.string(entry["INIntentParameterEnumType"]),
                objectType: Self.string(entry["INIntentParameterObjectType"]),
                enums: enums, types: types,
                owner: "parameter '\(name)' of intent '\(intent)'", at: location, reportsUndeclared: !isSystemIntent
            )
            let metadata = entry["INIntentParameterMetadata"] as? [String: Any] ?? [:]
            var range: ClosedRange<Double>?
            if let minimum = Self.double(metadata["INIntentParameterMetadataMinimumValue"]),
                let maximum = Self.double(metadata["INIntentParameterMetadataMaximumValue"]), minimum <= maximum
            {
                range = minimum...maximum
            }
            return IntentDefinition.Parameter(
                name: name,
                displayName: text(entry, "INIntentParameterDisplayName") ?? IntentDefinition.Text(name),
                type: type,
                isArray: Self.bool(entry["INIntentParameterSupportsMultipleValues"]) ?? false,
                hasDynamicOptions: Self.bool(entry["INIntentParameterSupportsDynamicEnumeration"]) ?? false,
                defaultValue: defaultValue(metadata, type: type),
                range: range,
                location: location
            )
        }

        func makeSummary(_ value: Any?, parameters: [String]) -> IntentDefinition.Summary? {
            guard let combinations = value as? [String: Any] else { return nil }
            var candidates: [(names: [String], isPrimary: Bool, title: IntentDefinition.Text)] = []
            for (key, entry) in combinations.sorted(by: { $0.key < $1.key }) {
                guard let entry = entry as? [String: Any], let title = text(entry, "INIntentParameterCombinationTitle") else { continue }
                let names = key.split(separator: ",").map { String($0).trimmingWhitespace }
                guard names.allSatisfy(parameters.contains) else { continue }
                candidates.append((names, Self.bool(entry["INIntentParameterCombinationIsPrimary"]) ?? false, title))
            }
            // The primary combination is the one Shortcuts shows; without one, the fullest sentence is the best.
            let best = candidates.first { $0.isPrimary } ?? candidates.max { $0.names.count < $1.names.count }
            return best.map { IntentDefinition.Summary(parameterNames: $0.names, title: $0.title) }
        }

        mutating func makeEnum(_ entry: [String: Any], position: Int) -> IntentDefinition.Enumeration? {
            guard let name = Self.string(entry["INEnumName"]), !name.isEmpty else {
                missingName("INEnumName", of: "enum", position: position, list: "INEnums")
                return nil
            }
            let offset = locate(key: "INEnumName", text: name, after: 0)
            var cases: [IntentDefinition.Enumeration.Case] = []
            for (index, value) in Self.dictionaries(entry["INEnumValues"]).enumerated() {
                guard let caseName = Self.string(value["INEnumValueName"]), !caseName.isEmpty else { continue }
                let caseIndex = Self.integer(value["INEnumValueIndex"]) ?? index
                // Xcode adds `unknown` at index 0 to every enum; App Intents has optional parameters instead.
                if caseName == "unknown", caseIndex == 0 { continue }
                cases.append(.init(name: caseName, displayName: text(value, "INEnumValueDisplayName") ?? IntentDefinition.Text(caseName), index: caseIndex))
            }
            return IntentDefinition.Enumeration(
                name: name,
                displayName: text(entry, "INEnumDisplayName") ?? IntentDefinition.Text(name),
                cases: cases,
                location: file.location(at: offset ?? 0)
            )
        }

        mutating func makeType(_ entry: [String: Any], position: Int, enums: Set<String>, types: Set<String>) -> IntentDefinition.CustomType? {
            guard let name = Self.string(entry["INTypeName"]), !name.isEmpty else {
                missingName("INTypeName", of: "custom type", position: position, list: "INTypes")
                return nil
            }
            let offset = locate(key: "INTypeName", text: name, after: 0) ?? 0
            var properties: [IntentDefinition.CustomType.Property] = []
            for property in Self.dictionaries(entry["INTypeProperties"]) {
                // Built-in properties every custom type has; the entity's `id` and display string replace them.
                guard let propertyName = Self.string(property["INTypePropertyName"]), !propertyName.isEmpty,
                    !(Self.bool(property["INTypePropertyDefault"]) ?? false)
                else { continue }
                let location = file.location(at: locate(key: "INTypePropertyName", text: propertyName, after: offset) ?? offset)
                let type = valueKind(
                    Self.string(property["INTypePropertyType"]) ?? "String",
                    enumType: Self.string(property["INTypePropertyEnumType"]),
                    objectType: Self.string(property["INTypePropertyObjectType"]),
                    enums: enums, types: types,
                    owner: "property '\(propertyName)' of type '\(name)'", at: location
                )
                properties.append(.init(
                    name: propertyName,
                    displayName: text(property, "INTypePropertyDisplayName") ?? IntentDefinition.Text(propertyName),
                    type: type,
                    isArray: Self.bool(property["INTypePropertySupportsMultipleValues"]) ?? false
                ))
            }
            return IntentDefinition.CustomType(
                name: name,
                displayName: text(entry, "INTypeDisplayName") ?? IntentDefinition.Text(name),
                properties: properties,
                location: file.location(at: offset)
            )
        }

        // MARK: Types

        mutating func valueKind(
            _ typeName: String, enumType: String?, objectType: String?, enums: Set<String>, types: Set<String>, owner: String, at location: SourceLocation,
            reportsUndeclared: Bool = true
        ) -> IntentDefinition.ValueKind {
            if let enumType, !enumType.isEmpty {
                guard enums.contains(enumType) else {
                    if reportsUndeclared { unsupported(owner, "refers to enum '\(enumType)', which the file does not declare", at: location) }
                    return .unsupported(enumType)
                }
                return .enumeration(enumType)
            }
            if let objectType, !objectType.isEmpty {
                guard types.contains(objectType) else {
                    if reportsUndeclared { unsupported(owner, "refers to type '\(objectType)', which the file does not declare", at: location) }
                    return .unsupported(objectType)
                }
                return .custom(objectType)
            }
            if let kind = Self.systemTypes[typeName] { return kind }
            unsupported(owner, "has type '\(typeName)', which has no App Intents equivalent", at: location)
            return .unsupported(typeName)
        }

        static let systemTypes: [String: IntentDefinition.ValueKind] = [
            "String": .string, "Integer": .integer, "Decimal": .decimal, "Number": .decimal, "Boolean": .boolean,
            "Date": .date, "DateComponents": .dateComponents, "URL": .url, "File": .file, "Person": .person,
            "CurrencyAmount": .currencyAmount, "Duration": .measurement("UnitDuration"), "Distance": .measurement("UnitLength"),
            "Temperature": .measurement("UnitTemperature"), "Speed": .measurement("UnitSpeed"), "Mass": .measurement("UnitMass"),
            "Volume": .measurement("UnitVolume"), "Energy": .measurement("UnitEnergy"),
        ]

        mutating func unsupported(_ owner: String, _ problem: String, at location: SourceLocation) {
            diagnostics.append(Diagnostic(.intentDefinitionUnsupportedType, at: location, "\(owner) \(problem); it is left out of conversions"))
        }

        mutating func missingName(_ key: String, of kind: String, position: Int, list: String) {
            let offset = keyedValues.first { $0.key == list }?.offset ?? 0
            diagnostics.append(Diagnostic(.intentDefinitionMalformed, at: file.location(at: offset), "\(kind) \(position + 1) in '\(list)' has no '\(key)'; it was skipped"))
        }

        // MARK: Values

        /// The offset of the first value of `key` whose text is `text`, at or after `offset`.
        func locate(key: String, text: String, after offset: Int) -> Int? {
            keyedValues.first { $0.key == key && $0.offset >= offset && $0.text == text }?.offset
        }

        func text(_ entry: [String: Any], _ key: String) -> IntentDefinition.Text? {
            guard let value = Self.string(entry[key]), !value.isEmpty else { return nil }
            let localizationKey = Self.string(entry[key + "ID"]).flatMap { $0.isEmpty ? nil : $0 }
            return IntentDefinition.Text(value, key: localizationKey)
        }

        static func dictionaries(_ value: Any?) -> [[String: Any]] {
            (value as? [Any])?.compactMap { $0 as? [String: Any] } ?? []
        }

        static func string(_ value: Any?) -> String? {
            value as? String
        }

        // `DecodedPropertyList` gives `Bool`, `Int` or `Double`; old-style lists give strings. A number counts by its
        // whole part, as `NSNumber.intValue` read it.
        static func bool(_ value: Any?) -> Bool? {
            switch value {
            case let value as Bool: return value
            case let value as Int: return value != 0
            case let value as Double: return value.rounded(.towardZero) != 0
            case let value as String: return ["yes", "true", "1"].contains(value.lowercased())
            default: return nil
            }
        }

        static func integer(_ value: Any?) -> Int? {
            switch value {
            case let value as Int: return value
            case let value as Double: return Int(exactly: value.rounded(.towardZero))
            case let value as String: return Int(value)
            default: return nil
            }
        }

        static func double(_ value: Any?) -> Double? {
            switch value {
            case let value as Double: return value
            case let value as Int: return Double(value)
            case let value as String: return Double(value)
            default: return nil
            }
        }

        /// The default of `INIntentParameterMetadata`: a value, or for an enum the index of a case.
        func defaultValue(_ metadata: [String: Any], type: IntentDefinition.ValueKind) -> LiteralValue? {
            if case .enumeration(let name) = type {
                guard let index = Self.integer(metadata["INIntentParameterMetadataDefaultValueIndex"]) else { return nil }
                let enumeration = enums.first { $0.name == name }
                return enumeration?.cases.first { $0.index == index }.map { LiteralValue.member($0.name) }
            }
            guard let value = metadata["INIntentParameterMetadataDefaultValue"] else { return nil }
            switch type {
            case .boolean: return Self.bool(value).map(LiteralValue.bool)
            case .integer: return Self.integer(value).map(LiteralValue.integer)
            case .decimal: return Self.double(value).map(LiteralValue.double)
            case .string: return Self.string(value).map(LiteralValue.string)
            default: return nil
            }
        }
    }
}
