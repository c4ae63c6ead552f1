#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentMetadata

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a `.strings` file: the old-style property-list text Xcode compiles for `*.lproj` folders.
///
/// ```
/// /* The title of the Add Book intent. */
/// "intent.addBook.title" = "Buch hinzufügen";
/// greeting = "Hallo\nWelt"; // unquoted keys are allowed
/// "Same text";              // a key alone is its own value
/// ```
///
/// Quoted strings take the escapes `\" \\ \n \t \r \a \b \f \v`, octal `\101`, and `\U00E9` (four hex digits;
/// two such surrogates make one character). The file is UTF-8, or UTF-16 in either byte order when it starts
/// with a byte-order mark (as Xcode's older templates wrote them). Lines and columns are those of the decoded
/// text, with columns in UTF-8 bytes, as for Swift files.
///
/// Like Apple's reader, a file with a syntax error is rejected from that point: the entries before the error
/// are kept and one `localization-malformed-file` warning points at the error. It is a warning, not an error:
/// apps whose strings files have such problems build (a stray character after an entry stops Apple's reader
/// without any message), so the build is not known to fail; the entries after the problem are lost at run time.
///
/// A compiled strings file (a binary property list, `bplist00`, as prebuilt frameworks ship them) is valid: its
/// entries are read, all at line 1, or, when it is not a dictionary of strings, it is skipped without a diagnostic.
/// So is one written as an XML property list (`<plist><dict><key>...</key><string>...</string>`, as pocket-casts-ios
/// ships its translations): its string values are read at their places.
package enum StringsFileReader {
    /// The entries of a file and the problem that stopped reading, if any.
    package struct Result: Sendable {
        /// The entries read, by key; a repeated key keeps its last value, as Apple's reader does.
        package var entries: [String: LocalizationTable.Entry]
        /// A `localization-malformed-file` diagnostic, when the file is not valid.
        package var diagnostics: [Diagnostic]
    }

    /// Reads the bytes of a `.strings` file.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes, with or without a byte-order mark.
    ///   - path: The path to put in entry locations and diagnostics.
    ///   - keys: The keys whose entries are wanted, when only some are (the ones the App Intents code looks up);
    ///     the whole file is still read and checked, but other entries are not kept. `nil` keeps every entry.
    /// - Returns: The entries and any diagnostic. Reading never throws.
    package static func read(_ bytes: [UInt8], path: String, keys: Set<String>? = nil) -> Result {
        let index = index(bytes, path: path)
        return Result(entries: index.entries(for: keys), diagnostics: index.diagnostics)
    }

    /// A file read and checked whole, with each entry's place but its value not yet decoded: a large app's tables
    /// hold thousands of entries in sixty languages and App Intents looks up a few dozen of them, so the values are
    /// decoded only for the keys asked for (``entries(for:)``), and one index serves every target of a run.
    package struct Index: Sendable {
        /// Where an entry's key and value are in the decoded text; no value for a key standing alone.
        ///
        /// A key is kept as the range of its bytes, not as a `String`: a large app's tables hold tens of thousands
        /// of keys, and making and hashing a string for each was a tenth of its run. Only a key with escapes, which
        /// its bytes do not spell, is decoded.
        struct Place: Sendable {
            var keyOffset: Int
            /// The key's bytes: inside the quotes of a quoted key, all of an unquoted one.
            var keyBytes: Range<Int>
            /// The key, when its bytes have escapes.
            var decodedKey: String?
            var valueOffset: Int?
        }

        /// The decoded UTF-8 text.
        let file: SourceFile
        /// Every entry in file order; a repeated key keeps its last, as Apple's reader does.
        let places: [Place]
        /// The entries of a compiled (binary) file, which are decoded whole.
        let compiledEntries: [String: LocalizationTable.Entry]
        /// The string values of a file written as an XML property list, in file order, made entries only for the
        /// keys asked for (a large app's tables in that form hold tens of thousands).
        var markupValues: [(key: String, offset: Int, text: String)] = []
        /// A `localization-malformed-file` diagnostic, when the file is not valid.
        package let diagnostics: [Diagnostic]

        /// The entries of `keys` the file has (every entry with `nil`), decoded.
        package func entries(for keys: Set<String>?) -> [String: LocalizationTable.Entry] {
            var entries: [String: LocalizationTable.Entry] = [:]
            let decode = { (key: String, place: Place) in
                var value = key
                if let valueOffset = place.valueOffset {
                    // The file was checked up to and past this entry, so its value reads without error.
                    value = Parser.withParser(of: file) { parser in
                        parser.position = valueOffset
                        return (try? parser.parseString(what: "a value")) ?? key
                    }
                }
                entries[key] = LocalizationTable.Entry(translation: Translation(value: value), location: file.location(at: place.keyOffset))
            }
            guard let keys else {
                for place in places { decode(key(of: place), place) }
                entries.merge(compiledEntries) { first, _ in first }
                entries.merge(markupEntries(for: nil)) { first, _ in first }
                return entries
            }
            // The wanted keys by their UTF-8 length, and within a length sorted by their first eight bytes: most
            // entries have a length no wanted key has and are passed over without looking at their bytes, and the
            // others are looked up by a binary search. (Comparing each with every wanted key of its length, this took
            // 64.6M of home-assistant-iOS's 690.9M instructions, and 49.5M with the search.)
            let wanted = WantedKeys(keys)
            file.bytes.withUnsafeBufferPointer { text in
                for place in places {
                    if let decoded = place.decodedKey {
                        if keys.contains(decoded) { decode(decoded, place) }
                        continue
                    }
                    if let key = wanted.key(spelledBy: UnsafeBufferPointer(rebasing: text[place.keyBytes])) { decode(key, place) }
                }
            }
            let markup = markupValues.isEmpty ? [:] : markupEntries(for: keys)
            for key in keys where entries[key] == nil {
                if let entry = compiledEntries[key] ?? markup[key] { entries[key] = entry }
            }
            return entries
        }

        /// Keys looked up by their UTF-8 bytes.
        struct WantedKeys {
            /// By UTF-8 length, the keys of that length with their first eight bytes as a big-endian number, sorted
            /// by that number.
            private var byLength: [[(prefix: UInt64, key: String, bytes: [UInt8])]] = []

            init(_ keys: Set<String>) {
                for key in keys {
                    let bytes = Array(key.utf8)
                    if byLength.count <= bytes.count { byLength += Array(repeating: [], count: bytes.count + 1 - byLength.count) }
                    let prefix = bytes.withUnsafeBytes { ByteWord.bigEndianPrefix(of: $0) }
                    byLength[bytes.count].append((prefix, key, bytes))
                }
                for length in byLength.indices { byLength[length].sort { $0.prefix < $1.prefix } }
            }

            /// The key whose bytes are `bytes`, if one is wanted.
            func key(spelledBy bytes: UnsafeBufferPointer<UInt8>) -> String? {
                guard bytes.count < byLength.count else { return nil }
                let candidates = byLength[bytes.count]
                guard !candidates.isEmpty else { return nil }
                let prefix = ByteWord.bigEndianPrefix(of: UnsafeRawBufferPointer(bytes))
                var low = 0
                var high = candidates.count
                while low < high {
                    let middle = (low + high) / 2
                    if candidates[middle].prefix < prefix { low = middle + 1 } else { high = middle }
                }
                // Keys that share their first eight bytes follow each other; past eight bytes, the rest is compared.
                while low < candidates.count, candidates[low].prefix == prefix {
                    if bytes.count <= 8 || candidates[low].bytes.withUnsafeBufferPointer({ memcmp($0.baseAddress! + 8, bytes.baseAddress! + 8, bytes.count - 8) == 0 }) {
                        return candidates[low].key
                    }
                    low += 1
                }
                return nil
            }
        }

        /// The entries of `markupValues` for `keys` (every one with `nil`); a repeated key keeps its last value.
        private func markupEntries(for keys: Set<String>?) -> [String: LocalizationTable.Entry] {
            var entries: [String: LocalizationTable.Entry] = [:]
            for value in markupValues where keys?.contains(value.key) ?? true {
                entries[value.key] = LocalizationTable.Entry(translation: Translation(value: value.text), location: file.location(at: value.offset))
            }
            return entries
        }

        private func key(of place: Place) -> String {
            place.decodedKey ?? String(decoding: file.bytes[place.keyBytes], as: UTF8.self)
        }
    }

    /// Reads and checks the bytes of a `.strings` file, locating its entries without decoding their values.
    package static func index(_ bytes: [UInt8], path: String) -> Index {
        if bytes.starts(with: Array("bplist00".utf8)) {
            let entries = readBinaryPropertyList(bytes, path: path)
            return Index(file: SourceFile(path: path, bytes: []), places: [], compiledEntries: entries, diagnostics: [])
        }
        guard let text = decode(bytes) else {
            let diagnostic = Diagnostic(
                .localizationMalformedFile, at: SourceLocation(file: path, line: 1, column: 1),
                "strings file is neither UTF-8 nor UTF-16 with a byte-order mark; none of its entries can be read",
                notes: [Diagnostic.Note(location: SourceLocation(file: path, line: 1, column: 1), message: "save the file as UTF-8")]
            )
            return Index(file: SourceFile(path: path, bytes: []), places: [], compiledEntries: [:], diagnostics: [diagnostic])
        }
        if isXMLPropertyList(text) {
            return readXMLPropertyList(SourceFile(path: path, bytes: text))
        }
        let file = SourceFile(path: path, bytes: text)
        let (places, diagnostics) = Parser.withParser(of: file) { parser in
            let diagnostics = parser.parse()
            return (parser.places, diagnostics)
        }
        return Index(file: file, places: places, compiledEntries: [:], diagnostics: diagnostics)
    }

    /// Whether a strings file is written as an XML property list (`<?xml ...?><plist><dict><key>...`), which Xcode
    /// also accepts for `.strings` and some localization tools write: its first non-blank byte opens markup.
    static func isXMLPropertyList(_ text: [UInt8]) -> Bool {
        guard let first = text.firstIndex(where: { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }) else { return false }
        return text[first...].starts(with: Array("<?xml".utf8)) || text[first...].starts(with: Array("<!DOCTYPE plist".utf8))
            || text[first...].starts(with: Array("<plist".utf8))
    }

    /// The entries of a strings file written as an XML property list: the string values of its dictionary, each at
    /// its value's place. A file that is not a well-formed property list keeps the entries before the problem and
    /// gets one `localization-malformed-file` warning there, as the text form does.
    static func readXMLPropertyList(_ file: SourceFile) -> Index {
        var scanner = PropertyListScanner(file)
        let result = scanner.scan()
        let values = result.keyedValues.compactMap { value in value.text.map { (value.key, value.offset, $0) } }
        var diagnostics: [Diagnostic] = []
        if let problem = result.problem {
            diagnostics.append(
                Diagnostic(
                    .localizationMalformedFile, at: file.location(at: problem.offset),
                    "\(problem.message); the entries from here on are not read"
                )
            )
        }
        var index = Index(file: file, places: [], compiledEntries: [:], diagnostics: diagnostics)
        index.markupValues = values
        return index
    }

    /// The entries of a compiled strings file: a binary property list whose top level is a dictionary; its string
    /// values, each at line 1. Anything else gives no entries.
    static func readBinaryPropertyList(_ bytes: [UInt8], path: String) -> [String: LocalizationTable.Entry] {
        guard case .dictionary(let dictionary) = DecodedPropertyList.read(bytes) else { return [:] }
        var entries: [String: LocalizationTable.Entry] = [:]
        for (key, value) in dictionary {
            guard case .string(let text) = value else { continue }
            entries[key] = LocalizationTable.Entry(translation: Translation(value: text), location: SourceLocation(file: path, line: 1, column: 1))
        }
        return entries
    }

    /// The file's text as UTF-8 bytes: from UTF-16 (either order) or UTF-8 after a byte-order mark, else UTF-8;
    /// `nil` when the bytes are not valid in the encoding (a lone surrogate, an overlong or truncated sequence).
    ///
    /// Works on bytes, never through `String`: tables of sixty languages, many of them UTF-16, are most of what an
    /// app's extraction reads, and decoding them into strings and back dominated the profile.
    static func decode(_ bytes: [UInt8]) -> [UInt8]? {
        if bytes.starts(with: [0xFF, 0xFE]) {
            return transcodeUTF16(bytes, from: 2, isBigEndian: false)
        }
        if bytes.starts(with: [0xFE, 0xFF]) {
            return transcodeUTF16(bytes, from: 2, isBigEndian: true)
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        return isValidUTF8(body) ? body : nil
    }

    /// Whether `bytes` is well-formed UTF-8: no stray continuation byte, no truncated, overlong or surrogate
    /// sequence, nothing above U+10FFFF (exactly the sequences `String(decoding:as:)` would repair).
    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var index = 0
            let raw = UnsafeRawBufferPointer(buffer)
            while index < count {
                // Eight ASCII bytes at a time: tables are mostly ASCII.
                while index + 8 <= count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                }
                guard index < count else { break }
                let lead = buffer[index]
                if lead < 0x80 {
                    index += 1
                    continue
                }
                let length: Int
                var lowest: UInt8 = 0x80
                var highest: UInt8 = 0xBF
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0: length = 3; lowest = 0xA0
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED: length = 3; highest = 0x9F
                case 0xF0: length = 4; lowest = 0x90
                case 0xF1...0xF3: length = 4
                case 0xF4: length = 4; highest = 0x8F
                default: return false
                }
                guard index + length <= count else { return false }
                let second = buffer[index + 1]
                guard second >= lowest, second <= highest else { return false }
                for offset in 2..<max(2, length) where buffer[index + offset] & 0xC0 != 0x80 {
                    return false
                }
                index += length
            }
            return true
        }
    }

    /// UTF-16 code units from `start` on, two bytes each in the given order, transcoded to UTF-8 bytes; `nil` for an
    /// odd byte count or a surrogate without its pair.
    ///
    /// Writes into storage sized for the worst case (three bytes a unit; a pair's four bytes stand for two units):
    /// the tables of a large app are mostly UTF-16, and growing an array byte by byte was a tenth of its extraction.
    static func transcodeUTF16(_ bytes: [UInt8], from start: Int, isBigEndian: Bool) -> [UInt8]? {
        guard start <= bytes.count, (bytes.count - start) % 2 == 0 else { return nil }
        let capacity = (bytes.count - start) / 2 * 3
        var valid = true
        let output = bytes.withUnsafeBufferPointer { input in
            [UInt8](unsafeUninitializedCapacity: capacity) { buffer, written in
                let count = input.count
                let high = isBigEndian ? 0 : 1
                let low = 1 - high
                // Four units are ASCII when their high bytes are zero and their low bytes below 0x80: most of a
                // table's text, copied four at a time (the word read as little-endian whatever the machine).
                let asciiMask: UInt64 = isBigEndian ? 0x80FF_80FF_80FF_80FF : 0xFF80_FF80_FF80_FF80
                let raw = UnsafeRawBufferPointer(input)
                var index = start
                var out = 0
                while index < count {
                    while index + 8 <= count, UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) & asciiMask == 0 {
                        buffer[out] = input[index + low]
                        buffer[out + 1] = input[index + 2 + low]
                        buffer[out + 2] = input[index + 4 + low]
                        buffer[out + 3] = input[index + 6 + low]
                        out += 4
                        index += 8
                    }
                    guard index < count else { break }
                    var scalar = UInt32(input[index + high]) << 8 | UInt32(input[index + 1 - high])
                    index += 2
                    if scalar < 0x80 {
                        buffer[out] = UInt8(truncatingIfNeeded: scalar)
                        out += 1
                        continue
                    }
                    if scalar >= 0xD800, scalar <= 0xDFFF {
                        guard scalar <= 0xDBFF, index < count else {
                            valid = false
                            break
                        }
                        let low = UInt32(input[index + high]) << 8 | UInt32(input[index + 1 - high])
                        guard low >= 0xDC00, low <= 0xDFFF else {
                            valid = false
                            break
                        }
                        index += 2
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    out += buffer.writeUTF8(scalar, at: out)
                }
                written = out
            }
        }
        guard valid else { return nil }
        // The text is kept while the table is in use: give back the worst case's unused storage (one copy).
        guard output.capacity > output.count + output.count / 4 else { return output }
        return [UInt8](unsafeUninitializedCapacity: output.count) { buffer, written in
            written = buffer.initialize(from: output).1
        }
    }
}

extension StringsFileReader {
    private struct SyntaxError: Error {
        var message: String
        var offset: Int
    }

    /// Reads the entries of the decoded text.
    ///
    /// It reads the text through a buffer pointer, valid only inside `withParser(of:_:)`: a large app's tables are
    /// megabytes of comments and quoted text, and an array's checked subscript and an optional `peek()` per byte were
    /// most of reading them. Every read of a byte comes after a test of its offset against `bytes.count`; the tests
    /// compare it with a plain reading of the grammar on every prefix of tricky files (`StringsFileScannerTests`).
    private struct Parser {
        let file: SourceFile
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0
        /// Each entry's place, in file order.
        var places: [Index.Place] = []
        /// Whether the string being read is decoded: values are only checked while the file is indexed.
        var keepsText = true
        /// Whether the last quoted string read had an escape.
        var lastStringHadEscapes = false

        /// Runs `body` with a parser of `file`'s bytes.
        static func withParser<Result>(of file: SourceFile, _ body: (inout Parser) -> Result) -> Result {
            file.bytes.withUnsafeBufferPointer { buffer in
                var parser = Parser(file: file, bytes: buffer)
                return body(&parser)
            }
        }

        /// The byte at `position`, `nil` at the end.
        func peek() -> UInt8? {
            position < bytes.count ? bytes[position] : nil
        }

        /// Reads the whole file into `places`; the diagnostic of the error that stopped it, if any.
        mutating func parse() -> [Diagnostic] {
            // Room for an entry per `;` (one ends every entry) at once: grown by doubling, the places were copied into
            // new memory at each step, and that growth was the first cause of page faults in a run of
            // home-assistant-iOS (137 tables; by `perf`).
            places.reserveCapacity(Self.count(of: UInt8(ascii: ";"), in: bytes))
            do {
                try parseEntries()
                return []
            } catch {
                return [
                    Diagnostic(.localizationMalformedFile, at: file.location(at: error.offset), "\(error.message); the entries from here on are not read")
                ]
            }
        }

        mutating func parseEntries() throws(SyntaxError) {
            while true {
                try skipTrivia()
                guard position < bytes.count else { return }
                let keyOffset = position
                let isQuoted = bytes[position] == UInt8(ascii: "\"")
                keepsText = false
                _ = try parseString(what: "a key")
                keepsText = true
                let keyBytes = isQuoted ? keyOffset + 1..<position - 1 : keyOffset..<position
                var decodedKey: String?
                if isQuoted, lastStringHadEscapes {
                    // Rare: the key's escapes are decoded; the file reads without error here, as it just did.
                    var keyReader = Parser(file: file, bytes: bytes)
                    keyReader.position = keyOffset
                    decodedKey = try? keyReader.parseQuoted()
                }
                try skipTrivia()
                var valueOffset: Int?
                if peek() == UInt8(ascii: "=") {
                    position += 1
                    try skipTrivia()
                    guard position < bytes.count else { throw SyntaxError(message: "expected a value after '=', but the file ends", offset: position) }
                    valueOffset = position
                    keepsText = false
                    defer { keepsText = true }
                    _ = try parseString(what: "a value after '='")
                    try skipTrivia()
                }
                guard peek() == UInt8(ascii: ";") else {
                    let found = peek().map { "found '\(Character(Unicode.Scalar($0)))'" } ?? "the file ends"
                    let key = decodedKey ?? String(decoding: bytes[keyBytes], as: UTF8.self)
                    throw SyntaxError(message: "expected ';' after the entry for '\(key)', but \(found)", offset: position)
                }
                position += 1
                places.append(Index.Place(keyOffset: keyOffset, keyBytes: keyBytes, decodedKey: decodedKey, valueOffset: valueOffset))
            }
        }

        /// Skips whitespace and comments; an unclosed block comment is an error at its start.
        ///
        /// A comment's text is passed over eight bytes at a time: translators' comments are most of some tables.
        mutating func skipTrivia() throws(SyntaxError) {
            let count = bytes.count
            while position < count {
                let byte = bytes[position]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B {
                    position += 1
                } else if byte == UInt8(ascii: "/"), position + 1 < count, bytes[position + 1] == UInt8(ascii: "*") {
                    // The comment ends at the first `*/` after its `/*`.
                    var star = position + 2
                    while true {
                        star = Self.firstIndex(of: UInt8(ascii: "*"), or: UInt8(ascii: "*"), in: bytes, from: star)
                        guard star + 1 < count else { throw SyntaxError(message: "block comment is not closed", offset: position) }
                        if bytes[star + 1] == UInt8(ascii: "/") { break }
                        star += 1
                    }
                    position = star + 2
                } else if byte == UInt8(ascii: "/"), position + 1 < count, bytes[position + 1] == UInt8(ascii: "/") {
                    position = Self.firstIndex(of: 0x0A, or: 0x0D, in: bytes, from: position + 2)
                } else if position == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
                    position += 3
                } else {
                    return
                }
            }
        }

        /// How many times `byte` occurs in `bytes`.
        static func count(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
            guard let base = bytes.baseAddress else { return 0 }
            var found = 0
            var offset = 0
            while offset < bytes.count, let match = memchr(base + offset, Int32(byte), bytes.count - offset) {
                found += 1
                offset = base.distance(to: match.assumingMemoryBound(to: UInt8.self)) + 1
            }
            return found
        }

        /// The offset of the first byte from `start` on that is `first` or `second` (the same byte to look for one),
        /// or `bytes.count`; eight bytes are looked at a time while none of them is.
        static func firstIndex(of first: UInt8, or second: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
            var index = start
            if let base = bytes.baseAddress {
                while index + 8 <= bytes.count {
                    let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                    if contains(first, in: word) || (second != first && contains(second, in: word)) { break }
                    index += 8
                }
            }
            while index < bytes.count, bytes[index] != first, bytes[index] != second { index += 1 }
            return index
        }

        /// `ByteWord.contains(_:in:)`, written here so that it is inlined: that module's function is called across
        /// modules, and the call cost more than the test.
        @inline(__always)
        static func contains(_ byte: UInt8, in word: UInt64) -> Bool {
            let difference = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
            return (difference &- 0x0101_0101_0101_0101) & ~difference & 0x8080_8080_8080_8080 != 0
        }

        mutating func parseString(what: String) throws(SyntaxError) -> String {
            guard let first = peek() else { throw SyntaxError(message: "expected \(what), but the file ends", offset: position) }
            if first == UInt8(ascii: "\"") {
                return try parseQuoted()
            }
            guard Self.isUnquotedCharacter(first) else {
                throw SyntaxError(message: "expected \(what), but found '\(Character(Unicode.Scalar(first)))'", offset: position)
            }
            let start = position
            while position < bytes.count, Self.isUnquotedCharacter(bytes[position]) { position += 1 }
            return keepsText ? String(decoding: bytes[start..<position], as: UTF8.self) : ""
        }

        // The characters an unquoted property-list string may contain.
        static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                true
            case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
                true
            default:
                false
            }
        }

        /// A quoted string. The file is valid UTF-8, so a run of bytes between escapes is too, and is copied as it
        /// is; a string without escapes is one copy. When the text is not kept (indexing, for every key and value),
        /// the string is only checked: the same stops and errors, nothing decoded.
        mutating func parseQuoted() throws(SyntaxError) -> String {
            let start = position
            position += 1
            var text: EscapedText? = keepsText ? EscapedText() : nil
            var runStart = position
            lastStringHadEscapes = false
            while true {
                position = Self.firstIndex(of: UInt8(ascii: "\""), or: UInt8(ascii: "\\"), in: bytes, from: position)
                guard position < bytes.count else { throw SyntaxError(message: "string is not closed", offset: start) }
                if bytes[position] == UInt8(ascii: "\"") {
                    let run = bytes[runStart..<position]
                    position += 1
                    guard var decoded = text else { return "" }
                    guard !decoded.isEmpty else { return String(decoding: run, as: UTF8.self) }
                    decoded.append(run: run)
                    return decoded.finish()
                }
                lastStringHadEscapes = true
                text?.append(run: bytes[runStart..<position])
                let escapeOffset = position
                position += 1
                guard position < bytes.count else { throw SyntaxError(message: "string is not closed", offset: start) }
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "U"), UInt8(ascii: "u"):
                    guard position + 4 <= bytes.count, let code = EscapedText.hexadecimalValue(bytes[position..<position + 4]) else {
                        throw SyntaxError(message: "expected four hexadecimal digits after '\\\(Character(Unicode.Scalar(escaped)))'", offset: escapeOffset)
                    }
                    position += 4
                    text?.append(escapedValue: code)
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var value = UInt32(escaped - UInt8(ascii: "0"))
                    var count = 1
                    while count < 3, let next = peek(), next >= UInt8(ascii: "0"), next <= UInt8(ascii: "7") {
                        value = value * 8 + UInt32(next - UInt8(ascii: "0"))
                        position += 1
                        count += 1
                    }
                    text?.append(escapedValue: value)
                default:
                    if let control = EscapedText.controlCharacter(escapedBy: escaped, bellAndVerticalTab: true) {
                        text?.append(escapedValue: control)
                    } else {
                        // Any other escaped character stands for itself, as in Apple's reader: `\"`, `\\`, `\'`.
                        let scalarStart = position - 1
                        position = min(scalarStart + Self.utf8Length(startingWith: escaped), bytes.count)
                        text?.append(run: bytes[scalarStart..<position])
                    }
                }
                runStart = position
            }
        }

        static func utf8Length(startingWith byte: UInt8) -> Int {
            switch byte {
            case 0xF0...: 4
            case 0xE0...: 3
            case 0xC0...: 2
            default: 1
            }
        }
    }
}
