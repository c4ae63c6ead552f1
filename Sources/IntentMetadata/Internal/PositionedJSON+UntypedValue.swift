extension PositionedJSON {
    /// Parses a file the loader reads: valid UTF-8 (a byte order mark before it is skipped), then JSON.
    ///
    /// - Throws: `SyntaxError` at the first byte that is not UTF-8, or that is not valid JSON.
    static func parseUTF8(_ bytes: [UInt8], maximumDepth: Int) throws(SyntaxError) -> PositionedJSON {
        if let offset = offsetOfInvalidUTF8(in: bytes) {
            throw SyntaxError(message: "the bytes are not valid UTF-8", offset: offset)
        }
        return try parse(bytes, maximumDepth: maximumDepth)
    }

    /// The value at `index` as an untyped tree for readers that look members up by name: an object is a
    /// `[String: Any]` (of duplicate keys, the last one's value), an array `[Any]`, a string `String`, a Boolean
    /// `Bool`, a number `JSONNumber` and null `JSONNull`.
    ///
    /// - Throws: `SyntaxError` at a number beyond the range of `Double` (`1e400`), which no reader could use.
    func untypedValue(_ index: Int) throws(SyntaxError) -> Any {
        switch kind(index) {
        case .object:
            var object: [String: Any] = [:]
            for member in members(of: index) {
                object[string(member.key) ?? ""] = try untypedValue(member.value)
            }
            return object
        case .array:
            var array: [Any] = []
            for element in elements(of: index) {
                array.append(try untypedValue(element))
            }
            return array
        case .string:
            return string(index) ?? ""
        case .number:
            let node = nodes[index]
            let text = String(decoding: bytes[node.offset..<node.end], as: UTF8.self)
            guard let value = Double(text), value.isFinite else {
                throw SyntaxError(message: "the number \(text) is beyond the range of a 64-bit floating-point number", offset: node.offset)
            }
            return JSONNumber(value: value)
        case .true:
            return true
        case .false:
            return false
        case .null:
            return JSONNull()
        }
    }

    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence, or `nil`.
    private static func offsetOfInvalidUTF8(in bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                offset += encoded.count
            case .emptyInput:
                return nil
            case .error:
                return offset
            }
        }
    }
}
