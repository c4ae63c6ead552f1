import Foundation

extension IntentMetadataBundle {
    /// The bundle in its one canonical encoding: JSON with sorted keys, two-space indentation, `"key": value`,
    /// `[]` and `{}` for empty containers, unescaped slashes and a trailing newline.
    ///
    /// The extractor writes bundles with this method, so equal bundles always give identical bytes, whatever
    /// the machine or Foundation implementation. Absent optional fields are omitted, except the top-level
    /// `shortcuts`, which is written as `null` when the module has no App Shortcuts.
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
        do {
            return try CanonicalJSON.encode(self)
        } catch {
            throw IntentMetadataError.notEncodable(module: module, underlyingError: error)
        }
    }
}
