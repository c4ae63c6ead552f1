#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension IntentMetadataBundle {
    /// The bundle in its one canonical encoding: JSON with sorted keys, two-space indentation, `"key": value`,
    /// `[]` and `{}` for empty containers, unescaped slashes and a trailing newline.
    ///
    /// The extractor writes bundles with this method, so equal bundles always give identical bytes, whatever
    /// the machine or Foundation implementation. Absent optional fields are omitted, except the top-level
    /// `shortcuts`, which is written as `null` when the module has no App Shortcuts.
    ///
    /// The top-level `actions`, `entities`, `enums`, `queries` and `packages` are written sorted by
    /// `identifier` (then type name and source location), whatever order the bundle holds them in, so the
    /// bytes do not depend on the order files were scanned; `legacyIntents` is sorted by file, then identifier,
    /// and omitted when empty. Every other array keeps its order.
    ///
    /// ```swift
    /// let data = try bundle.encodedData()
    /// try data.write(to: outputURL)
    /// ```
    ///
    /// - Returns: The UTF-8 JSON bytes, ending with `\n`.
    /// - Throws: An ``IntentMetadataError`` with code ``IntentMetadataError/Code/notEncodable`` when a value
    ///   has no JSON form, such as a `LiteralValue.double` that is infinite or not a number.
    public func encodedData() throws(IntentMetadataError) -> Data {
        var sorted = self
        sorted.actions.sort { SortKey($0.identifier, $0.typeName, $0.source) < SortKey($1.identifier, $1.typeName, $1.source) }
        sorted.entities.sort { SortKey($0.identifier, $0.typeName, $0.source) < SortKey($1.identifier, $1.typeName, $1.source) }
        sorted.enums.sort { SortKey($0.identifier, $0.typeName, $0.source) < SortKey($1.identifier, $1.typeName, $1.source) }
        sorted.queries.sort { SortKey($0.identifier, $0.typeName, $0.source) < SortKey($1.identifier, $1.typeName, $1.source) }
        sorted.packages.sort { SortKey($0.identifier, $0.typeName, $0.source) < SortKey($1.identifier, $1.typeName, $1.source) }
        // Legacy intents are identified within their definition file, so the file comes first.
        sorted.legacyIntents.sort { SortKey($0.source.file, $0.identifier, $0.source) < SortKey($1.source.file, $1.identifier, $1.source) }
        do {
            return try CanonicalJSON.encode(sorted)
        } catch {
            throw IntentMetadataError.notEncodable(module: module, underlyingError: error)
        }
    }
}

/// The order of the top-level arrays: identifier, then type name, then source location.
private struct SortKey: Comparable {
    var identifier: String
    var typeName: String
    var file: String
    var line: Int
    var column: Int

    init(_ identifier: String, _ typeName: String, _ source: SourceReference) {
        self.identifier = identifier
        self.typeName = typeName
        file = source.file
        line = source.line
        column = source.column
    }

    static func < (left: SortKey, right: SortKey) -> Bool {
        // Compare by Unicode scalars so the order does not depend on Foundation or the locale.
        func scalars(_ string: String) -> [UInt32] { string.unicodeScalars.map(\.value) }
        if left.identifier != right.identifier { return scalars(left.identifier).lexicographicallyPrecedes(scalars(right.identifier)) }
        if left.typeName != right.typeName { return scalars(left.typeName).lexicographicallyPrecedes(scalars(right.typeName)) }
        if left.file != right.file { return scalars(left.file).lexicographicallyPrecedes(scalars(right.file)) }
        if left.line != right.line { return left.line < right.line }
        return left.column < right.column
    }
}
