#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A JSON document built in code, for the documents that are not a Codable model: description formats, SARIF logs
/// and Apple's metadata format. Written through `CanonicalJSON` like every JSON document of the package.
package enum JSONValue: Encodable, Hashable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// A literal as JSON: a member such as `.fiction` becomes the string `fiction`, and a number JSON cannot
    /// hold becomes `null`.
    package init(_ literal: LiteralValue) {
        switch literal {
        case .string(let value): self = .string(value)
        case .integer(let value): self = .integer(value)
        case .double(let value): self = value.isFinite ? .number(value) : .null
        case .bool(let value): self = .bool(value)
        case .member(let name): self = .string(name)
        case .array(let elements): self = .array(elements.map(JSONValue.init))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let elements): try container.encode(elements)
        case .object(let members): try container.encode(members)
        }
    }

    /// Encodes a value in the canonical layout (see `CanonicalJSON`) as a string.
    ///
    /// The values given here hold only strings, Booleans, whole numbers and finite numbers, which always
    /// encode; should that ever fail, the result is an empty JSON array rather than a crash.
    static func encodeCanonically(_ value: some Encodable) -> String {
        guard let data = try? CanonicalJSON.encode(value) else { return "[]\n" }
        return String(decoding: data, as: UTF8.self)
    }
}
