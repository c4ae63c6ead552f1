/// Where a declaration stands in the scanned source tree.
public struct SourceReference: Codable, Sendable, Hashable {
    /// The file's path relative to the scanned root, with `/` separators.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, counted in UTF-8 bytes as the Swift compiler counts it.
    public var column: Int

    /// Creates a source reference.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
}

extension SourceReference {
    /// Reads a source reference, refusing a line or column that is not a whole number fitting `Int` with an
    /// error at that field.
    ///
    /// swift-corelibs-foundation's `JSONDecoder` reports such a number (`1.5`, `1e30`) as corrupted data at the
    /// root of the document, without a coding path; reading it here keeps the path for the loader's message.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` naming the field that is missing or does not fit.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        file = try container.decode(String.self, forKey: .file)
        line = try Self.decodeWholeNumber(forKey: .line, in: container)
        column = try Self.decodeWholeNumber(forKey: .column, in: container)
    }

    private static func decodeWholeNumber(forKey key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>) throws -> Int {
        if let value = try? container.decode(Int.self, forKey: key) {
            return value
        }
        // Not an `Int`: decoding as `Double` throws the usual error with the path for a string, null or a missing
        // key, and otherwise yields the number to name.
        let number = try container.decode(Double.self, forKey: key)
        throw DecodingError.dataCorruptedError(
            forKey: key, in: container, debugDescription: "\(number) is not a whole number between \(Int.min) and \(Int.max)"
        )
    }
}
