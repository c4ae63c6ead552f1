/// Renders a decoder's coding path as a JSON path such as `actions[2].parameters[0].valueType`.
enum JSONPath {
    /// The path of `codingPath`, or `nil` for the document itself.
    static func make(from codingPath: [any CodingKey]) -> String? {
        var path = ""
        for key in codingPath {
            if let index = arrayIndex(of: key) {
                path += "[\(index)]"
            } else if isPlainName(key.stringValue) {
                path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
            } else {
                let escaped = key.stringValue.replacingScalars(["\\": "\\\\", "\"": "\\\""])
                path += "[\"\(escaped)\"]"
            }
        }
        return path.isEmpty ? nil : path
    }

    /// The array index a key stands for, or `nil` for an object key.
    ///
    /// Foundation's decoders give an array element's key an `intValue` and a `stringValue` of `Index 2`.
    /// A dictionary key such as `"3"` also has an `intValue`, but its `stringValue` is the digits, so it is
    /// kept as an object key.
    static func arrayIndex(of key: any CodingKey) -> Int? {
        guard let index = key.intValue, key.stringValue != String(index) else { return nil }
        return index
    }

    private static func isPlainName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
