/// The text of a quoted string as a reader decodes it: runs of the file's UTF-8 bytes, copied as they are, and the
/// values of escapes, where `\uD83D\uDE00` is two UTF-16 code units of one scalar.
///
/// The two readers of quoted strings, JSON (`PositionedJSON`) and `.strings` files (`StringsFileReader`), have escapes
/// of their own but decode them into this, so they treat surrogates one way: a high surrogate followed at once by a
/// low one is one scalar; any other surrogate, whatever follows it, becomes U+FFFD, as a lenient decoder shows it.
/// Nothing is dropped.
package struct EscapedText {
    private var bytes: [UInt8] = []
    private var pendingHighSurrogate: UInt32?

    /// Whether nothing has been appended yet.
    package var isEmpty: Bool { bytes.isEmpty && pendingHighSurrogate == nil }

    package init() {}

    /// Appends bytes of the file that are not an escape (valid UTF-8: the readers check the file first).
    package mutating func append(run: some Collection<UInt8>) {
        guard !run.isEmpty else { return }
        settlePendingSurrogate()
        bytes.append(contentsOf: run)
    }

    /// Appends bytes of a buffer that are not an escape, as `append(run:)` does.
    ///
    /// Not generic: a reader in another module (`StringsFileReader`) calls the generic one unspecialized, which
    /// copied the run a byte at a time through the runtime (15.6M of iAPS's 212M instructions: tables in 60 languages).
    package mutating func append(run: Slice<UnsafeBufferPointer<UInt8>>) {
        guard !run.isEmpty else { return }
        settlePendingSurrogate()
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: run))
    }

    /// Appends the value of an escape: a Unicode scalar value, or a UTF-16 code unit that may be half of a pair.
    package mutating func append(escapedValue value: UInt32) {
        switch value {
        case 0xD800...0xDBFF:
            settlePendingSurrogate()
            pendingHighSurrogate = value
        case 0xDC00...0xDFFF:
            guard let high = pendingHighSurrogate else {
                bytes.appendUTF8(0xFFFD)
                return
            }
            pendingHighSurrogate = nil
            bytes.appendUTF8(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00))
        default:
            settlePendingSurrogate()
            bytes.appendUTF8(value <= 0x10FFFF ? value : 0xFFFD)
        }
    }

    /// The decoded text; a high surrogate still waiting for its pair ends it as U+FFFD.
    package mutating func finish() -> String {
        settlePendingSurrogate()
        return String(decoding: bytes, as: UTF8.self)
    }

    private mutating func settlePendingSurrogate() {
        guard pendingHighSurrogate != nil else { return }
        pendingHighSurrogate = nil
        bytes.appendUTF8(0xFFFD)
    }

    /// Where the run of plain text starting at `start` ends: the offset of the first `"` or `\\` (or, when
    /// `stopsAtControlCharacters`, of a byte below 0x20, which JSON forbids in strings), or `bytes.count`.
    /// Most of a table is such runs, so the readers skip them here in one tight loop.
    package static func endOfRun(in bytes: [UInt8], from start: Int, stopsAtControlCharacters: Bool) -> Int {
        bytes.withUnsafeBufferPointer { endOfRun(in: $0, from: start, stopsAtControlCharacters: stopsAtControlCharacters) }
    }

    /// `endOfRun(in:from:stopsAtControlCharacters:)` over a buffer.
    ///
    /// Eight bytes are looked at a time while none of them stops the run (`ByteWord`), then the byte that does is
    /// found one byte at a time.
    package static func endOfRun(in buffer: UnsafeBufferPointer<UInt8>, from start: Int, stopsAtControlCharacters: Bool) -> Int {
        var index = max(start, 0)
        if let base = buffer.baseAddress {
            while index + 8 <= buffer.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if ByteWord.contains(UInt8(ascii: "\""), in: word) || ByteWord.contains(UInt8(ascii: "\\"), in: word) { break }
                if stopsAtControlCharacters, ByteWord.containsByte(below: 0x20, in: word) { break }
                index += 8
            }
        }
        let lowest: UInt8 = stopsAtControlCharacters ? 0x20 : 0
        while index < buffer.count {
            let byte = buffer[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < lowest { return index }
            index += 1
        }
        return index
    }

    /// The value of hexadecimal digits (`00e9`), or `nil` if a byte is not an ASCII hexadecimal digit or there are none.
    package static func hexadecimalValue(_ digits: some Collection<UInt8>) -> UInt32? {
        guard !digits.isEmpty, digits.count <= 8 else { return nil }
        var value: UInt32 = 0
        for byte in digits {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// The control character a one-letter escape stands for: `\b \f \n \r \t` in both grammars, and `\a \v` where
    /// the grammar has them (`.strings` files, not JSON).
    package static func controlCharacter(escapedBy letter: UInt8, bellAndVerticalTab: Bool) -> UInt32? {
        switch letter {
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        case UInt8(ascii: "a") where bellAndVerticalTab: 0x07
        case UInt8(ascii: "v") where bellAndVerticalTab: 0x0B
        default: nil
        }
    }
}

extension UnsafeMutableBufferPointer<UInt8> {
    /// Writes the UTF-8 encoding of a Unicode scalar value (not a surrogate, at most U+10FFFF) at `offset`, where
    /// four bytes must fit; returns how many bytes it took.
    package func writeUTF8(_ scalar: UInt32, at offset: Int) -> Int {
        switch scalar {
        case ..<0x80:
            self[offset] = UInt8(truncatingIfNeeded: scalar)
            return 1
        case ..<0x800:
            self[offset] = 0xC0 | UInt8(truncatingIfNeeded: scalar >> 6)
            self[offset + 1] = 0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F)
            return 2
        case ..<0x10000:
            self[offset] = 0xE0 | UInt8(truncatingIfNeeded: scalar >> 12)
            self[offset + 1] = 0x80 | UInt8(truncatingIfNeeded: (scalar >> 6) & 0x3F)
            self[offset + 2] = 0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F)
            return 3
        default:
            self[offset] = 0xF0 | UInt8(truncatingIfNeeded: scalar >> 18)
            self[offset + 1] = 0x80 | UInt8(truncatingIfNeeded: (scalar >> 12) & 0x3F)
            self[offset + 2] = 0x80 | UInt8(truncatingIfNeeded: (scalar >> 6) & 0x3F)
            self[offset + 3] = 0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F)
            return 4
        }
    }
}

extension [UInt8] {
    /// Appends the UTF-8 encoding of a Unicode scalar value (not a surrogate, at most U+10FFFF).
    package mutating func appendUTF8(_ scalar: UInt32) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4) { encoded in
            append(contentsOf: encoded[..<encoded.writeUTF8(scalar, at: 0)])
        }
    }
}
