#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A value of a property list (XML or binary), read with `PropertyListDecoder` into Swift's own types.
///
/// `PropertyListSerialization` is not in FoundationEssentials, which the tool links on Linux in place of Foundation;
/// the decoder is, and decoding into this type keeps the untyped tree the readers walk: `Bool` for `<true/>` and
/// `<false/>`, `Int` for an `<integer>`, `Double` for a `<real>` that is not whole, `String`, `Date`, `Data`,
/// `[Any]` and `[String: Any]`.
package enum DecodedPropertyList: Decodable {
    case dictionary([String: DecodedPropertyList])
    case array([DecodedPropertyList])
    case bool(Bool)
    case integer(Int)
    case real(Double)
    case string(String)
    case date(Date)
    case data(Data)

    /// The property list in `bytes`, or `nil` when the decoder cannot read it.
    package static func read(_ bytes: [UInt8]) -> DecodedPropertyList? {
        XMLPropertyListReader.read(bytes) ?? decode(bytes)
    }

    /// The property list in `bytes` as `PropertyListDecoder` reads it, or `nil`.
    static func decode(_ bytes: [UInt8]) -> DecodedPropertyList? {
        try? PropertyListDecoder().decode(DecodedPropertyList.self, from: Data(bytes))
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    package init(from decoder: any Decoder) throws {
        // A string first: most values are strings, and every other try throws an error, which is most of the cost of
        // reading an intent definition. Of the decoder's values (XML and binary), a string is the only one a `String`
        // decodes from, and a string decodes as nothing else (test decodingAStringFirstGivesTheSameValues).
        if let value = try? decoder.singleValueContainer().decode(String.self) {
            self = .string(value)
            return
        }
        if let container = try? decoder.container(keyedBy: AnyKey.self) {
            var dictionary: [String: DecodedPropertyList] = [:]
            for key in container.allKeys {
                dictionary[key.stringValue] = try container.decode(DecodedPropertyList.self, forKey: key)
            }
            self = .dictionary(dictionary)
            return
        }
        if var container = try? decoder.unkeyedContainer() {
            var array: [DecodedPropertyList] = []
            while !container.isAtEnd { array.append(try container.decode(DecodedPropertyList.self)) }
            self = .array(array)
            return
        }
        let container = try decoder.singleValueContainer()
        // The order matters: `<integer>1</integer>` also decodes as a `Double`, and a `<string>` never as a number.
        if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .real(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode(Date.self) {
            self = .date(value)
        } else {
            self = .data(try container.decode(Data.self))
        }
    }

    /// The value as the untyped tree `PropertyListSerialization` gave, with Swift's types for numbers.
    package var untyped: Any {
        switch self {
        case .dictionary(let dictionary): dictionary.mapValues(\.untyped)
        case .array(let array): array.map(\.untyped)
        case .bool(let value): value
        case .integer(let value): value
        case .real(let value): value
        case .string(let value): value
        case .date(let value): value
        case .data(let value): value
        }
    }
}
