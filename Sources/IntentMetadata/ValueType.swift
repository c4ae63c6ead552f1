/// The type of a parameter's or property's value, as a tagged JSON object.
///
/// Encoded as `{"primitive": "string"}`, `{"entity": "Book"}`, `{"enum": "Genre"}` or
/// `{"array": {"entity": "Book"}}`.
public indirect enum ValueType: Codable, Sendable, Hashable {
    /// A system value type such as `string`, `int` or `measurement:UnitLength`.
    case primitive(PrimitiveType)
    /// An `AppEntity` of the app, by identifier.
    case entity(String)
    /// An `AppEnum` of the app, by identifier.
    case `enum`(String)
    /// An array of values.
    case array(ValueType)

    private enum CodingKeys: String, CodingKey {
        case primitive, entity, `enum`, array
    }

    /// Writes the type as an object with one key: `primitive`, `entity`, `enum` or `array`.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Any error the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .primitive(let primitive): try container.encode(primitive, forKey: .primitive)
        case .entity(let identifier): try container.encode(identifier, forKey: .entity)
        case .enum(let identifier): try container.encode(identifier, forKey: .enum)
        case .array(let element): try container.encode(element, forKey: .array)
        }
    }

    /// Reads the type as an object with one key: `primitive`, `entity`, `enum` or `array`; unknown extra keys are ignored.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError.dataCorrupted` when none of the keys is present, or the error of the value found.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let primitive = try container.decodeIfPresent(PrimitiveType.self, forKey: .primitive) {
            self = .primitive(primitive)
        } else if let identifier = try container.decodeIfPresent(String.self, forKey: .entity) {
            self = .entity(identifier)
        } else if let identifier = try container.decodeIfPresent(String.self, forKey: .enum) {
            self = .enum(identifier)
        } else if let element = try container.decodeIfPresent(ValueType.self, forKey: .array) {
            self = .array(element)
        } else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "expected one of 'primitive', 'entity', 'enum' or 'array'")
            )
        }
    }
}

/// A system value type. Unknown names decode as they are, so a newer bundle still loads.
public struct PrimitiveType: RawRepresentable, Codable, Sendable, Hashable, CustomStringConvertible {
    /// The type's name in the bundle, for example `string` or `measurement:UnitLength`.
    public var rawValue: String

    /// Creates a primitive type from its name in the bundle.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Reads the type's name.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError.typeMismatch` when the value is not a string.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Writes the type's name.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Any error the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The type's name in the bundle.
    public var description: String { rawValue }

    /// `String`.
    public static let string = PrimitiveType(rawValue: "string")
    /// `Int` and the other integer types.
    public static let int = PrimitiveType(rawValue: "int")
    /// `Double` and the other floating-point types.
    public static let double = PrimitiveType(rawValue: "double")
    /// `Bool`.
    public static let bool = PrimitiveType(rawValue: "bool")
    /// `Date`.
    public static let date = PrimitiveType(rawValue: "date")
    /// `DateComponents`.
    public static let dateComponents = PrimitiveType(rawValue: "dateComponents")
    /// `URL`.
    public static let url = PrimitiveType(rawValue: "url")
    /// `AttributedString`.
    public static let attributedString = PrimitiveType(rawValue: "attributedString")
    /// `Duration`, which Apple's metadata writes as a codable system value.
    public static let duration = PrimitiveType(rawValue: "duration")
    /// `IntentFile`.
    public static let file = PrimitiveType(rawValue: "file")
    /// `IntentPerson`.
    public static let person = PrimitiveType(rawValue: "person")
    /// `IntentCurrencyAmount`.
    public static let currency = PrimitiveType(rawValue: "currency")
    /// `StringSearchCriteria`: the search term App Intents gives a `ShowInAppSearchResultsIntent`.
    public static let stringSearchCriteria = PrimitiveType(rawValue: "stringSearchCriteria")
    /// `EntityCollectionSearchCriteria`: the entities App Intents gives a `ShowInAppSearchResultsIntent` to show.
    public static let entityCollectionSearchCriteria = PrimitiveType(rawValue: "entityCollectionSearchCriteria")

    /// A type the extractor could not resolve, as written in source (`unresolved:Season`): declared in a module that
    /// was not scanned. Whether it is an entity, an enum or neither is unknown.
    public static func unresolved(_ typeName: String) -> PrimitiveType {
        PrimitiveType(rawValue: "unresolved:\(typeName)")
    }

    /// The type name of an `unresolved:` type, or `nil` for every other type.
    public var unresolvedTypeName: String? {
        rawValue.hasPrefix("unresolved:") ? String(rawValue.dropFirst("unresolved:".count)) : nil
    }

    /// A `Measurement` of the given unit type, such as `UnitLength`.
    public static func measurement(_ unit: String) -> PrimitiveType {
        PrimitiveType(rawValue: "measurement:\(unit)")
    }
}
