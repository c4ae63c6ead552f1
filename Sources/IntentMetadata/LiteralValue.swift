/// A literal written in source, such as a parameter's default value or an option's argument.
///
/// Strings, numbers, Booleans and arrays encode as plain JSON; an enum case or static member such as
/// `.fiction` encodes as `{"member": "fiction"}`.
///
/// JSON has a single number type, so a `double` with no fractional part, such as `2.0`, is written as `2`
/// and reads back as `integer(2)`.
public indirect enum LiteralValue: Codable, Sendable, Hashable {
    /// A string literal.
    case string(String)
    /// An integer literal.
    case integer(Int)
    /// A floating-point literal; written as a JSON number, so a whole value reads back as `integer`.
    case double(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// A member reference such as `.fiction` or `.stepper`, without the leading dot.
    case member(String)
    /// An array literal.
    case array([LiteralValue])

    private enum CodingKeys: String, CodingKey {
        case member
    }

    /// Writes the literal as plain JSON, or a member as `{"member": name}`.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: `EncodingError.invalidValue` for a `double` that is infinite or not a number.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .integer(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .double(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .member(let name):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .member)
        case .array(let elements):
            var container = encoder.singleValueContainer()
            try container.encode(elements)
        }
    }

    /// Reads a literal: `{"member": name}`, else a Boolean, an integer, a number, a string or an array.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError.dataCorrupted` when the value is none of these.
    public init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: CodingKeys.self), let name = try? keyed.decode(String.self, forKey: .member) {
            self = .member(name)
            return
        }
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([LiteralValue].self) {
            self = .array(value)
        } else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "expected a string, number, Boolean, array or {\"member\": ...}")
            )
        }
    }
}
