extension String {
    /// Whether the text reads as a strings-table key rather than as text: `intent.open.title`, `package-details.type`,
    /// `OPEN_SHELF_TITLE`, `intent.summary.remove-${outline}`.
    ///
    /// The rule: segments of ASCII letters, digits and `${name}` placeholders joined by the separators `.`, `_` and
    /// `-`; at least one `.` or `_`; every segment starts with a letter or a placeholder, and the first has two
    /// characters or more. So a word or phrase (`Account`, `Title`, `Open Shelf`), a hyphenated word (`Wi-Fi`,
    /// `sing-box`), a camel-case name (`iCloud`, `relativePath`), an abbreviation (`e.g.`), a number (`1.5`) or a name
    /// with a number (`H.264`) is text. A key-style literal that no table has shows up raw, which nobody writes on
    /// purpose; text that no table has is shown as written, which is what its author meant.
    package var isKeyStyle: Bool {
        let bytes = Array(utf8)
        var hasKeySeparator = false
        var segmentLength = 0
        var segmentCount = 1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                segmentLength += 1
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard segmentLength > 0 else { return false }
                segmentLength += 1
            case UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"):
                guard segmentLength > (segmentCount == 1 ? 1 : 0) else { return false }
                hasKeySeparator = hasKeySeparator || byte != UInt8(ascii: "-")
                segmentLength = 0
                segmentCount += 1
            case UInt8(ascii: "$"):
                // A `${name}` placeholder of a parameter summary counts as a run of letters.
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "{"),
                    let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: "}")), close > index + 2,
                    bytes[(index + 2)..<close].allSatisfy({ Self.isIdentifierByte($0) })
                else { return false }
                segmentLength += close - index + 1
                index = close
            default:
                return false
            }
            index += 1
        }
        return hasKeySeparator && segmentLength > 0
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
        default: false
        }
    }
}
