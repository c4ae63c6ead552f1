import TestSupport
import Foundation
@testable import IntentMetadataExtractor
import Testing

/// The strings reader decodes tables on bytes, never through `String`; these tests hold it to what the standard
/// library's decoders say about the same bytes, on random and hand-picked inputs (fixed seed).
@Suite struct StringsFileDecodingTests {
    /// What `String` says: the text's UTF-8 bytes when decoding repairs nothing, else `nil`.
    private static func referenceUTF8(_ bytes: [UInt8]) -> [UInt8]? {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? bytes : nil
    }

    private static func referenceUTF16(_ bytes: [UInt8], isBigEndian: Bool) -> [UInt8]? {
        guard bytes.count % 2 == 0 else { return nil }
        let units = stride(from: 0, to: bytes.count, by: 2).map { index -> UInt16 in
            let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
            return isBigEndian ? first << 8 | second : second << 8 | first
        }
        let text = String(decoding: units, as: UTF16.self)
        return text.utf16.elementsEqual(units) ? Array(text.utf8) : nil
    }

    /// Random bytes biased towards the interesting ones: ASCII, continuation bytes, lead bytes, surrogate halves.
    private static func randomBytes(_ generator: inout SplitMix64, count: Int) -> [UInt8] {
        let interesting: [UInt8] = [0x41, 0x22, 0x5C, 0x80, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF, 0xD8, 0xDC, 0xA0, 0x9F, 0x00]
        return (0..<count).map { _ in
            let value = generator.next()
            return value % 3 == 0 ? interesting[Int((value >> 8) % UInt64(interesting.count))] : UInt8(truncatingIfNeeded: value >> 16)
        }
    }

    @Test func utf8ValidationAgreesWithTheStandardLibrary() {
        var generator = SplitMix64(seed: 0x57_21_4E_65)
        var invalid = 0
        for round in 0..<20_000 {
            let bytes = Self.randomBytes(&generator, count: 1 + round % 12)
            let expected = Self.referenceUTF8(bytes)
            #expect(StringsFileReader.isValidUTF8(bytes) == (expected != nil), "\(bytes.map { String($0, radix: 16) })")
            if expected == nil { invalid += 1 }
        }
        // Both kinds were tried.
        #expect(invalid > 1_000 && invalid < 19_000)
        for valid in ["", "plain", "ü", "€", "𝄞", "日本語", "\u{10FFFF}", "\u{FFFD}"] {
            #expect(StringsFileReader.isValidUTF8(Array(valid.utf8)))
        }
        // Overlong, surrogate, above U+10FFFF, truncated, stray continuation.
        for bad: [UInt8] in [[0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x80], [0xF5, 0x80, 0x80, 0x80]] {
            #expect(!StringsFileReader.isValidUTF8(bad))
        }
    }

    @Test(arguments: [false, true])
    func utf16TranscodingAgreesWithTheStandardLibrary(isBigEndian: Bool) {
        var generator = SplitMix64(seed: isBigEndian ? 0xB1_6E : 0x11_77)
        var invalid = 0
        for round in 0..<20_000 {
            let bytes = Self.randomBytes(&generator, count: 2 * (round % 8) + (round % 17 == 0 ? 1 : 0))
            let expected = Self.referenceUTF16(bytes, isBigEndian: isBigEndian)
            #expect(StringsFileReader.transcodeUTF16(bytes, from: 0, isBigEndian: isBigEndian) == expected, "\(bytes.map { String($0, radix: 16) })")
            if expected == nil { invalid += 1 }
        }
        #expect(invalid > 100)
    }

    /// Text that is mostly ASCII, as tables are, takes the transcoder's and the validator's word-at-a-time paths:
    /// runs of ASCII of every length and alignment, broken by other characters, surrogate pairs and, now and then,
    /// a lone surrogate or an invalid byte.
    @Test(arguments: [false, true])
    func mostlyASCIITextAgreesWithTheStandardLibrary(isBigEndian: Bool) {
        var generator = SplitMix64(seed: isBigEndian ? 0xA5_C1 : 0xA5_C2)
        let others: [[UInt16]] = [[0x00E9], [0x4E2D], [0xD83D, 0xDCDA], [0x0000], [0x007F], [0x0080], [0xD83D], [0xDCDA]]
        for _ in 0..<3_000 {
            var units: [UInt16] = []
            for _ in 0..<Int(generator.next() % 6) {
                units += (0..<Int(generator.next() % 21)).map { _ in UInt16(0x20 + generator.next() % 0x5F) }
                if generator.next() % 4 != 0 { units += others[Int(generator.next() % UInt64(others.count))] }
            }
            let bytes = units.flatMap { unit -> [UInt8] in
                isBigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            }
            let expected = Self.referenceUTF16(bytes, isBigEndian: isBigEndian)
            #expect(StringsFileReader.transcodeUTF16(bytes, from: 0, isBigEndian: isBigEndian) == expected, "\(units)")
            if let utf8 = expected {
                #expect(StringsFileReader.isValidUTF8(utf8))
                if !utf8.isEmpty {
                    var broken = utf8
                    broken[Int(generator.next() % UInt64(broken.count))] = 0xFF
                    #expect(!StringsFileReader.isValidUTF8(broken))
                }
            }
        }
    }

    @Test func aByteOrderMarkChoosesTheEncoding() {
        let text = "\"clé\" = \"𝄞\";"
        let utf16LE: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { unit -> [UInt8] in [UInt8(truncatingIfNeeded: unit), UInt8(truncatingIfNeeded: unit >> 8)] }
        let utf16BE: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { unit -> [UInt8] in [UInt8(truncatingIfNeeded: unit >> 8), UInt8(truncatingIfNeeded: unit)] }
        let utf8BOM: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        for bytes in [utf16LE, utf16BE, utf8BOM, Array(text.utf8)] {
            #expect(StringsFileReader.decode(bytes) == Array(text.utf8))
            #expect(StringsFileReader.read(bytes, path: "de.lproj/T.strings").entries["clé"]?.translation.value == "𝄞")
        }
    }
}
