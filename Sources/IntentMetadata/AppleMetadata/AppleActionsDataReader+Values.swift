#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension AppleActionsDataReader {
    /// A localized text: `{"key": …, "alternatives": […]}`, plus `table` and `defaultValue` when Apple writes
    /// them (fact: the references have `key` and `alternatives` only; the key is the literal written in source).
    func text(_ value: Any?) -> LocalizedText? {
        if let string = value as? String { return LocalizedText(key: string) }
        guard let object = value as? [String: Any], let key = object["key"] as? String else { return nil }
        return LocalizedText(key: key, defaultValue: object["defaultValue"] as? String, table: object["table"] as? String)
    }

    /// A JSON Boolean; numbers are not read as Booleans.
    func bool(_ value: Any?) -> Bool? {
        value as? Bool
    }

    /// A whole JSON number that fits `Int`; Booleans and fractions are not integers.
    func integer(_ value: Any?) -> Int? {
        guard let double = (value as? JSONNumber)?.value else { return nil }
        guard double.isFinite, double.rounded() == double, abs(double) < 9.0e15 else { return nil }
        return Int(double)
    }

    /// The payload of a tagged value: `{"kind": {"wrapper": payload}}` gives `("kind", payload)`.
    func tagged(_ value: Any?) -> (kind: String, payload: Any?)? {
        guard let object = value as? [String: Any], object.count == 1, let (kind, inner) = object.first else { return nil }
        if let wrapped = inner as? [String: Any], wrapped.keys.contains("wrapper") {
            return (kind, wrapped["wrapper"])
        }
        return (kind, inner)
    }

    /// A value type. Facts: `primitive`, `entity` {typeName} (with `codable`, a codable system value), `linkEnumeration`
    /// {identifier}, `array` {memberValueType}, `intents` (a file). Hypotheses: the other `intents` codes, `measurement`. An unknown kind or code is kept as a
    /// primitive that names it, with a warning.
    mutating func valueType(_ value: Any?, context: String, at path: String) -> ValueType {
        guard let value else {
            warn("\(context) has no value type; it is shown as 'type unknown'", at: path)
            return .primitive(PrimitiveType(rawValue: "type unknown"))
        }
        guard let (kind, payload) = tagged(value) else {
            warn("\(context) has a value type that is not a tagged object (\(JSONValueKind.phrase(for: value))); it is shown as 'type unknown'", at: path)
            return .primitive(PrimitiveType(rawValue: "type unknown"))
        }
        let fields = payload as? [String: Any] ?? [:]
        switch kind {
        case "primitive":
            guard let code = integer(fields["typeIdentifier"]) else { break }
            if let primitive = AppleMetadataTables.primitiveTypes[code] { return .primitive(primitive) }
            warn("\(context) has the unknown primitive type code \(code); it is shown as 'type #\(code)'", at: path)
            return .primitive(PrimitiveType(rawValue: "type #\(code)"))
        case "entity":
            guard let typeName = fields["typeName"] as? String else { break }
            // Fact (Xcode 27's files): a wrapper with `codable` is a system value coded as a whole (`Swift.Duration`),
            // not an app entity.
            if fields["codable"] != nil {
                if let primitive = AppleMetadataTables.codablePrimitive(named: typeName) { return .primitive(primitive) }
                warn("\(context) is the codable system value '\(typeName)', which is not known; it is shown as 'codable \(typeName)'", at: path)
                return .primitive(PrimitiveType(rawValue: "codable \(typeName)"))
            }
            return .entity(typeName)
        case "linkEnumeration":
            if let identifier = fields["identifier"] as? String { return .enum(identifier) }
        case "array":
            if fields["memberValueType"] != nil {
                return .array(valueType(fields["memberValueType"], context: context, at: path))
            }
        case "intents":
            guard let code = integer(fields["typeIdentifier"]) else { break }
            if let primitive = AppleMetadataTables.intentsTypes[code] { return .primitive(primitive) }
            warn("\(context) has the unknown intents type code \(code); it is shown as 'intents type #\(code)'", at: path)
            return .primitive(PrimitiveType(rawValue: "intents type #\(code)"))
        case "measurement":
            // Hypothesis: `unitType` numbers a Foundation unit type; no table is known, so the number is kept.
            let unit = integer(fields["unitType"]).map { "unit #\($0)" } ?? "unit unknown"
            warn("\(context) is a measurement whose unit type code is not known; it is shown as 'measurement:\(unit)'", at: path)
            return .primitive(PrimitiveType(rawValue: "measurement:\(unit)"))
        default:
            warn("\(context) has the unknown value kind '\(kind)'; it is shown as 'kind \(kind)'", at: path)
            return .primitive(PrimitiveType(rawValue: "kind \(kind)"))
        }
        warn("\(context) has a '\(kind)' value type without the fields it needs; it is shown as 'type unknown'", at: path)
        return .primitive(PrimitiveType(rawValue: "type unknown"))
    }

    /// `availabilityAnnotations`: platform name to `{introducedVersion, deprecatedVersion, obsoletedVersion}`.
    /// The wildcard entry Apple always writes (fact: `{"introducedVersion": "*"}` in every record) is left out,
    /// as source bundles hold only what `@available` states.
    mutating func availability(_ value: Any?, context: String, at path: String) -> [AvailabilityMetadata] {
        guard let object = value as? [String: Any] else { return [] }
        var result: [AvailabilityMetadata] = []
        for (key, entry) in object.sorted(by: { $0.key < $1.key }) {
            let fields = entry as? [String: Any] ?? [:]
            let platform: String
            if let known = AppleMetadataTables.platforms[key] {
                platform = known
            } else {
                platform = key.hasPrefix("LNPlatformName") ? String(key.dropFirst("LNPlatformName".count)) : key
                warn("\(context) has availability for the unknown platform '\(key)'; it is shown as '\(platform)'", at: path)
            }
            var clause = AvailabilityMetadata(platform: platform)
            clause.introduced = fields["introducedVersion"] as? String
            clause.deprecated = fields["deprecatedVersion"] as? String
            clause.obsoleted = fields["obsoletedVersion"] as? String
            if platform == "*", clause.introduced == "*" || clause.introduced == nil, clause.deprecated == nil, clause.obsoleted == nil {
                continue
            }
            if clause.introduced == "*" { clause.introduced = nil }
            result.append(clause)
        }
        return result
    }

    /// The flat `[key, value, key, value, …]` list of `typeSpecificMetadata` as pairs; a key that is not a
    /// string ends the list.
    func typeSpecificPairs(_ value: Any?) -> [(key: String, value: Any)] {
        guard let list = value as? [Any] else { return [] }
        var pairs: [(key: String, value: Any)] = []
        var index = 0
        while index + 1 < list.count, let key = list[index] as? String {
            pairs.append((key, list[index + 1]))
            index += 2
        }
        return pairs
    }

    /// The names of a `systemProtocols` list, or of a flat `systemProtocolMetadata` list (`[name, {…}, …]`).
    func protocolNames(_ value: Any?) -> [String] {
        (value as? [Any] ?? []).compactMap { $0 as? String }
    }
}
