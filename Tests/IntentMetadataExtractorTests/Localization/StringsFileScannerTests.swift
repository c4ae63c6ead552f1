import IntentMetadata
import IntentMetadataExtractor
import Testing
import TestSupport

/// The `.strings` reader scans comments and quoted text eight bytes at a time through a buffer pointer. These tests
/// hold it to a plain reading of the grammar, one byte at a time (`PlainStringsReader` below), on files made to hit
/// the edges of its word steps and bounds: every prefix of each, and random changes of their bytes.
@Suite struct StringsFileScannerTests {
    /// Files with comments at the end, unclosed comments and strings, escapes of every kind (next to word edges),
    /// repeated keys, unquoted strings, a key alone, non-ASCII text and stray characters.
    static let files: [String] = [
        "/* c */\n\"a\" = \"b\";\n// last line comment",
        "\"k\" = \"v\"; /* a comment that ends the file without its close *",
        "/* comment ** with stars * and / slashes **/ \"x\"=\"y\";/**/\"z\";//\r\"w\" = \"q\";",
        #""escapes" = "\"\\\n\t\r\a\b\f\v\'\101\7\0779 \U00E9\u00fc\UD83D\UDCDA \é end";"#,
        #""\"key with\" escapes" = "1"; "same" = "2"; "same" = "3"; "key\\" = "4";"#,
        "plain_key-1.2:3/$+ = value.with/slash;\nDate = \"Datum\";\n\"Alone\";",
        "\"Ouvrir l’étagère\" = \"📚 Livre — ünïcödé text longer than eight bytes\";\n\"日本語\" = \"テキスト\";",
        "\"a\" = \"unterminated value with \\\" an escaped quote",
        "\"a\" = \"b\" \"c\";",
        "\"a\" = ;",
        "\"a\" = \"b\"\n/* missing semicolon before this comment */",
        "\"bad\" = \"\\U12G4\";",
        "\"short\" = \"\\U12\";",
        "   \t\u{0B}\u{0C}\r\n   \"spaced\"\t=\t\"out\"   ;   ",
        "\"a\" = \"b\"; ~ \"c\" = \"d\";",
        "12345678 = abcdefgh; \"12345678\" = \"1234567\\\\\"; \"1234567\\\"\" = \"\";",
        "\"a\" = \"b\";/",
        "\"a\" = \"b\";/*/ \"c\" = \"d\"; */",
    ]

    @Test func everyPrefixReadsAsThePlainReadingReadsIt() {
        for file in Self.files {
            let bytes = Array(file.utf8)
            // A prefix that cuts a character in two is not UTF-8, which the reader rejects before scanning.
            for end in 0...bytes.count where String(validating: bytes[..<end], as: UTF8.self) != nil {
                expectSameReading(Array(bytes[..<end]))
            }
        }
    }

    @Test func randomChangesReadAsThePlainReadingReadsThem() {
        var random = SplitMix64(seed: 0x5354_5249_4E47_53)
        // Bytes that matter to the grammar, so the changes hit its paths rather than only making text.
        let alphabet = Array(#"/*"\;= Uu07nx\#n"#.utf8) + [0x0D, 0xC3, 0xA9]
        for _ in 0..<2_000 {
            var bytes = Array(Self.files.randomElement(using: &random)!.utf8)
            for _ in 0..<Int.random(in: 1...4, using: &random) where !bytes.isEmpty {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[index] = alphabet.randomElement(using: &random)!
                case 1: bytes.insert(alphabet.randomElement(using: &random)!, at: index)
                default: bytes.remove(at: index)
                }
            }
            // The reader rejects invalid UTF-8 before scanning; the changes here keep to the scanner.
            guard String(validating: bytes, as: UTF8.self) != nil else { continue }
            expectSameReading(bytes)
        }
    }

    /// A UTF-16 file is scanned as its UTF-8 transcoding: the same entries at the same lines and columns.
    @Test(arguments: [false, true])
    func utf16FilesReadAsTheirUTF8Text(isBigEndian: Bool) {
        for file in Self.files {
            var bytes: [UInt8] = isBigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
            for unit in file.utf16 {
                bytes += isBigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            }
            let utf16 = StringsFileReader.read(bytes, path: "fr.lproj/A.strings")
            let utf8 = StringsFileReader.read(Array(file.utf8), path: "fr.lproj/A.strings")
            #expect(utf16.entries == utf8.entries, "\(file)")
            #expect(utf16.diagnostics == utf8.diagnostics, "\(file)")
        }
    }

    private func expectSameReading(_ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let path = "de.lproj/A.strings"
        let result = StringsFileReader.read(bytes, path: path)
        var reader = PlainStringsReader(bytes: bytes)
        let plain = reader.read()
        let file = SourceFile(path: path, bytes: bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(result.entries.mapValues(\.translation.text) == plain.entries.mapValues { $0.value }, "\(text)", sourceLocation: sourceLocation)
        #expect(
            result.entries.mapValues { [$0.location.line, $0.location.column] }
                == plain.entries.mapValues { [file.location(at: $0.offset).line, file.location(at: $0.offset).column] },
            "\(text)", sourceLocation: sourceLocation
        )
        #expect(result.diagnostics.map(\.message) == plain.error.map { (error: PlainStringsReader.Failure) in ["\(error.message); the entries from here on are not read"] } ?? [], "\(text)", sourceLocation: sourceLocation)
        #expect(
            result.diagnostics.map { [$0.location.line, $0.location.column] }
                == plain.error.map { [[file.location(at: $0.offset).line, file.location(at: $0.offset).column]] } ?? [],
            "\(text)", sourceLocation: sourceLocation
        )
    }
}

/// The grammar of a `.strings` file read the plain way: one byte at a time, every string decoded.
private struct PlainStringsReader {
    struct Failure: Error {
        var message: String
        var offset: Int
    }

    let bytes: [UInt8]
    var position = 0
    var entries: [String: (value: String, offset: Int)] = [:]

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    func byte(_ ahead: Int = 0) -> UInt8? {
        position + ahead < bytes.count ? bytes[position + ahead] : nil
    }

    mutating func read() -> (entries: [String: (value: String, offset: Int)], error: Failure?) {
        do {
            while true {
                try skipTrivia()
                guard byte() != nil else { return (entries, nil) }
                let offset = position
                let key = try string("a key")
                try skipTrivia()
                var value = key
                if byte() == UInt8(ascii: "=") {
                    position += 1
                    try skipTrivia()
                    guard byte() != nil else { throw Failure(message: "expected a value after '=', but the file ends", offset: position) }
                    value = try string("a value after '='")
                    try skipTrivia()
                }
                guard byte() == UInt8(ascii: ";") else {
                    let found = byte().map { "found '\(Character(Unicode.Scalar($0)))'" } ?? "the file ends"
                    throw Failure(message: "expected ';' after the entry for '\(key)', but \(found)", offset: position)
                }
                position += 1
                entries[key] = (value, offset)
            }
        } catch {
            return (entries, error as? Failure)
        }
    }

    mutating func skipTrivia() throws {
        while let current = byte() {
            if [0x20, 0x09, 0x0A, 0x0D, 0x0C, 0x0B].contains(current) {
                position += 1
            } else if current == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                let start = position
                position += 2
                while !(byte() == UInt8(ascii: "*") && byte(1) == UInt8(ascii: "/")) {
                    guard byte() != nil else { throw Failure(message: "block comment is not closed", offset: start) }
                    position += 1
                }
                position += 2
            } else if current == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "/") {
                while let next = byte(), next != 0x0A, next != 0x0D { position += 1 }
            } else {
                return
            }
        }
    }

    mutating func string(_ what: String) throws -> String {
        guard let first = byte() else { throw Failure(message: "expected \(what), but the file ends", offset: position) }
        let unquoted = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$+/:.-".utf8)
        if first != UInt8(ascii: "\"") {
            guard unquoted.contains(first) else { throw Failure(message: "expected \(what), but found '\(Character(Unicode.Scalar(first)))'", offset: position) }
            let start = position
            while let next = byte(), unquoted.contains(next) { position += 1 }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }
        let start = position
        position += 1
        var text = EscapedText()
        while true {
            guard let current = byte() else { throw Failure(message: "string is not closed", offset: start) }
            position += 1
            if current == UInt8(ascii: "\"") { return text.finish() }
            guard current == UInt8(ascii: "\\") else {
                text.append(run: [current])
                continue
            }
            guard let escaped = byte() else { throw Failure(message: "string is not closed", offset: start) }
            position += 1
            switch escaped {
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                let digits = bytes[position..<min(position + 4, bytes.count)]
                let isHexadecimal = digits.allSatisfy { Character(Unicode.Scalar($0)).isHexDigit }
                guard digits.count == 4, isHexadecimal, let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16) else {
                    throw Failure(message: "expected four hexadecimal digits after '\\\(Character(Unicode.Scalar(escaped)))'", offset: position - 2)
                }
                position += 4
                text.append(escapedValue: value)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escaped - UInt8(ascii: "0"))
                for _ in 0..<2 {
                    guard let next = byte(), (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(next) else { break }
                    value = value * 8 + UInt32(next - UInt8(ascii: "0"))
                    position += 1
                }
                text.append(escapedValue: value)
            case UInt8(ascii: "a"): text.append(escapedValue: 0x07)
            case UInt8(ascii: "b"): text.append(escapedValue: 0x08)
            case UInt8(ascii: "f"): text.append(escapedValue: 0x0C)
            case UInt8(ascii: "n"): text.append(escapedValue: 0x0A)
            case UInt8(ascii: "r"): text.append(escapedValue: 0x0D)
            case UInt8(ascii: "t"): text.append(escapedValue: 0x09)
            case UInt8(ascii: "v"): text.append(escapedValue: 0x0B)
            default:
                // The escaped character stands for itself, all of its bytes.
                let length = escaped >= 0xF0 ? 4 : escaped >= 0xE0 ? 3 : escaped >= 0xC0 ? 2 : 1
                let end = min(position - 1 + length, bytes.count)
                text.append(run: Array(bytes[(position - 1)..<end]))
                position = end
            }
        }
    }
}
