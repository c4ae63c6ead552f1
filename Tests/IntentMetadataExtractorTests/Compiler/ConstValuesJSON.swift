/// A JSON value decoded without a schema: the compiler's const-values output nests values of many shapes under
/// `value`, chosen by `valueKind`, so it is read as a tree first and interpreted by `CompilerValue`.
enum ConstValuesJSON: Decodable, Sendable, Hashable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([ConstValuesJSON])
    case object([String: ConstValuesJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([ConstValuesJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: ConstValuesJSON].self))
        }
    }

    subscript(key: String) -> ConstValuesJSON? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    var stringValue: String? {
        guard case .string(let value) = self else { return nil }
        return value
    }

    var intValue: Int? {
        switch self {
        case .number(let value): Int(exactly: value)
        case .string(let value): Int(value)
        default: nil
        }
    }

    var arrayValue: [ConstValuesJSON]? {
        guard case .array(let elements) = self else { return nil }
        return elements
    }

    var objectValue: [String: ConstValuesJSON]? {
        guard case .object(let members) = self else { return nil }
        return members
    }
}
