import Foundation

/// Checks JSON against the subset of JSON Schema (draft 2020-12) that `docs/bundle.schema.json` uses, and
/// records which declared properties the checked documents use.
///
/// This is not a general validator: `python3 -m jsonschema` is the reference (see docs/BundleFormat.md).
/// It exists so `swift test` alone notices when the model and the schema drift apart.
final class SchemaChecker {
    private let root: [String: Any]
    /// Every declared property, as `<schema location>.<name>`.
    private(set) var declaredProperties: Set<String> = []
    /// The declared properties some checked document used.
    private(set) var usedProperties: Set<String> = []

    init(schema: [String: Any]) {
        root = schema
        collectDeclarations(in: schema, location: "#")
    }

    static func bundleSchema(filePath: String = #filePath) throws -> SchemaChecker {
        let url = URL(fileURLWithPath: filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/bundle.schema.json")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        guard let schema = object as? [String: Any] else { throw CocoaError(.fileReadCorruptFile) }
        return SchemaChecker(schema: schema)
    }

    /// The problems found in `instance`, each as `path: message`; empty when it conforms.
    func problems(in instance: Any) -> [String] {
        check(instance, against: root, location: "#", path: "$")
    }

    private func collectDeclarations(in schema: [String: Any], location: String) {
        if let properties = schema["properties"] as? [String: Any] {
            for (name, value) in properties {
                declaredProperties.insert("\(location).\(name)")
                if let subschema = value as? [String: Any] {
                    collectDeclarations(in: subschema, location: "\(location)/properties/\(name)")
                }
            }
        }
        for keyword in ["items", "additionalProperties"] {
            if let subschema = schema[keyword] as? [String: Any] {
                collectDeclarations(in: subschema, location: "\(location)/\(keyword)")
            }
        }
        for keyword in ["anyOf", "oneOf"] {
            for (index, subschema) in (schema[keyword] as? [[String: Any]] ?? []).enumerated() {
                collectDeclarations(in: subschema, location: "\(location)/\(keyword)/\(index)")
            }
        }
        for (name, subschema) in schema["$defs"] as? [String: [String: Any]] ?? [:] {
            collectDeclarations(in: subschema, location: "#/$defs/\(name)")
        }
    }

    private func check(_ instance: Any, against schema: [String: Any], location: String, path: String) -> [String] {
        if let reference = schema["$ref"] as? String {
            let name = reference.replacingOccurrences(of: "#/$defs/", with: "")
            guard let definitions = root["$defs"] as? [String: [String: Any]], let target = definitions[name] else {
                return ["\(path): unknown reference '\(reference)'"]
            }
            return check(instance, against: target, location: "#/$defs/\(name)", path: path)
        }
        var problems: [String] = []
        if let type = schema["type"] as? String, !Self.instance(instance, hasType: type) {
            return ["\(path): expected \(type)"]
        }
        if let constant = schema["const"], !Self.equal(constant, instance) {
            problems.append("\(path): expected \(constant)")
        }
        if let choices = schema["enum"] as? [Any], !choices.contains(where: { Self.equal($0, instance) }) {
            problems.append("\(path): not one of \(choices)")
        }
        if let minimum = schema["minimum"] as? NSNumber, let number = instance as? NSNumber, number.doubleValue < minimum.doubleValue {
            problems.append("\(path): below \(minimum)")
        }
        if let pattern = schema["pattern"] as? String, let string = instance as? String {
            let matches = (try? NSRegularExpression(pattern: pattern))?.firstMatch(in: string, range: NSRange(string.startIndex..., in: string)) != nil
            if !matches { problems.append("\(path): '\(string)' does not match \(pattern)") }
        }
        if let object = instance as? [String: Any] {
            let properties = schema["properties"] as? [String: [String: Any]] ?? [:]
            for name in schema["required"] as? [String] ?? [] where object[name] == nil {
                problems.append("\(path): missing '\(name)'")
            }
            for (name, value) in object {
                if let subschema = properties[name] {
                    usedProperties.insert("\(location).\(name)")
                    problems += check(value, against: subschema, location: "\(location)/properties/\(name)", path: "\(path).\(name)")
                } else if schema["additionalProperties"] as? Bool == false {
                    problems.append("\(path): unexpected '\(name)'")
                } else if let additional = schema["additionalProperties"] as? [String: Any] {
                    problems += check(value, against: additional, location: "\(location)/additionalProperties", path: "\(path).\(name)")
                }
            }
        }
        if let array = instance as? [Any], let items = schema["items"] as? [String: Any] {
            for (index, element) in array.enumerated() {
                problems += check(element, against: items, location: "\(location)/items", path: "\(path)[\(index)]")
            }
        }
        if let branches = schema["anyOf"] as? [[String: Any]] {
            let matching = branches.enumerated().filter { check(instance, against: $1, location: "\(location)/anyOf/\($0)", path: path).isEmpty }
            if matching.isEmpty { problems.append("\(path): matches no anyOf branch") }
        }
        if let branches = schema["oneOf"] as? [[String: Any]] {
            let matching = branches.enumerated().filter { check(instance, against: $1, location: "\(location)/oneOf/\($0)", path: path).isEmpty }
            if matching.count != 1 { problems.append("\(path): matches \(matching.count) oneOf branches") }
        }
        return problems
    }

    private static func isBoolean(_ value: Any) -> Bool {
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    private static func instance(_ value: Any, hasType type: String) -> Bool {
        switch type {
        case "object": return value is [String: Any]
        case "array": return value is [Any]
        case "string": return value is String
        case "null": return value is NSNull
        case "boolean": return isBoolean(value)
        case "number": return value is NSNumber && !isBoolean(value)
        case "integer":
            guard let number = value as? NSNumber, !isBoolean(number) else { return false }
            return number.doubleValue.rounded() == number.doubleValue
        default: return false
        }
    }

    private static func equal(_ left: Any, _ right: Any) -> Bool {
        switch (left, right) {
        case (let left as String, let right as String): return left == right
        case (let left as NSNumber, let right as NSNumber): return isBoolean(left) == isBoolean(right) && left == right
        default: return false
        }
    }
}
