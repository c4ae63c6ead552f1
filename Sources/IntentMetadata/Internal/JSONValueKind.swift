/// Words for the kind of a value of the loader's untyped document (`PositionedJSON.untypedValue(_:)`), used in
/// error messages ("found a string").
enum JSONValueKind {
    /// The number as JSON writes it: `3` for a whole number, `2.5` otherwise.
    static func numberText(_ number: JSONNumber) -> String {
        let double = number.value
        if double.isFinite, double.rounded() == double, abs(double) < 1e15 {
            return String(Int64(double))
        }
        return "\(double)"
    }

    /// A phrase naming the kind of `value`, with the value itself when it is short: `a string ('abc')`.
    static func phrase(for value: Any?) -> String {
        switch value {
        case nil:
            return "nothing"
        case is JSONNull:
            return "null"
        case let string as String:
            return string.count <= 40 ? "a string ('\(string)')" : "a string"
        case let flag as Bool:
            return "a Boolean (\(flag))"
        case let number as JSONNumber:
            return "a number (\(numberText(number)))"
        case is [Any]:
            return "an array"
        case is [String: Any]:
            return "an object"
        default:
            return "a value"
        }
    }

    /// A phrase naming what a decoder expected, from the Swift type it reports: `an object`, `a string`.
    static func phrase(forExpected type: Any.Type) -> String {
        let name = String(describing: type)
        if name.hasPrefix("Dictionary") || name.hasPrefix("[String") {
            return "an object"
        }
        if name.hasPrefix("Array") || name.hasPrefix("[") {
            return "an array"
        }
        switch name {
        case "String": return "a string"
        case "Bool": return "a Boolean"
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": return "a whole number"
        case "Double", "Float", "Decimal": return "a number"
        default: return "a value of type '\(name)'"
        }
    }

    /// The value found at `path` in a parsed document, or `nil` when the path leads nowhere.
    static func value(at path: [any CodingKey], in document: Any) -> Any? {
        var current: Any = document
        for key in path {
            if let index = JSONPath.arrayIndex(of: key) {
                guard let array = current as? [Any], array.indices.contains(index) else { return nil }
                current = array[index]
            } else {
                guard let object = current as? [String: Any], let next = object[key.stringValue] else { return nil }
                current = next
            }
        }
        return current
    }
}
