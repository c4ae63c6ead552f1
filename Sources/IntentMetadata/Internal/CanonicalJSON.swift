import Foundation

/// The one JSON layout this package writes: sorted keys, two-space indentation, `"key": value`, empty
/// arrays and objects as `[]` and `{}`, unescaped slashes, and a final newline.
///
/// `JSONEncoder`'s own pretty printing differs between Foundation implementations (spacing around `:`,
/// empty containers), so the encoder writes compact JSON and this formatter lays it out. That keeps bundle
/// bytes the same on every platform.
enum CanonicalJSON {
    /// Encodes a value in the canonical layout.
    ///
    /// - Throws: The encoder's `EncodingError` when a value has no JSON form.
    static func encode(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        // `.withoutEscapingSlashes` needs macOS 10.15, which the package does not require; `layOut` removes
        // the escapes instead.
        encoder.outputFormatting = [.sortedKeys]
        return layOut(try encoder.encode(value))
    }

    /// Lays out compact JSON, which has no whitespace outside strings, in the canonical layout, writing `\/`
    /// in strings as `/`.
    static func layOut(_ compact: Data) -> Data {
        let bytes = [UInt8](compact)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count * 2)
        var depth = 0
        var isInString = false
        var isEscaped = false
        var index = 0

        func appendNewline() {
            output.append(UInt8(ascii: "\n"))
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
        }

        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if isInString {
                if isEscaped {
                    isEscaped = false
                    if byte == UInt8(ascii: "/") {
                        output.removeLast()
                    }
                } else if byte == UInt8(ascii: "\\") {
                    isEscaped = true
                } else if byte == UInt8(ascii: "\"") {
                    isInString = false
                }
                output.append(byte)
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                isInString = true
                output.append(byte)
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                output.append(byte)
                let closing = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if index < bytes.count, bytes[index] == closing {
                    output.append(closing)
                    index += 1
                } else {
                    depth += 1
                    appendNewline()
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth = max(0, depth - 1)
                appendNewline()
                output.append(byte)
            case UInt8(ascii: ","):
                output.append(byte)
                appendNewline()
            case UInt8(ascii: ":"):
                output.append(byte)
                output.append(UInt8(ascii: " "))
            default:
                output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\n"))
        return Data(output)
    }
}
