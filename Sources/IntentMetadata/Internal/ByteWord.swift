/// Tests on eight bytes at once, read as one 64-bit word: the loops that skip plain bytes (a `//` comment's text in
/// the lexer, the text of a quoted string in the JSON and `.strings` readers) step a word at a time while no byte of
/// it stops them, then find the stopping byte one byte at a time.
///
/// Each test is the classic one for a zero byte, `(x - 0x01…01) & ~x & 0x80…80`: non-zero exactly when some byte of
/// `x` is zero (a borrow can mark a byte above a zero byte, but only when there is one), so the answer is exact as a
/// yes or no, in either byte order.
package enum ByteWord {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether one of the eight bytes of `word` is `byte`.
    @inline(__always)
    package static func contains(_ byte: UInt8, in word: UInt64) -> Bool {
        containsByte(below: 1, in: word ^ (ones &* UInt64(byte)))
    }

    /// Whether one of the eight bytes of `word` is below `bound`, which is at most 0x80 (a byte of 0x80 or more is
    /// never reported below such a bound).
    @inline(__always)
    package static func containsByte(below bound: UInt8, in word: UInt64) -> Bool {
        (word &- ones &* UInt64(bound)) & ~word & highBits != 0
    }

    /// The first eight bytes of `bytes` (fewer, then zeros) as a big-endian number: such numbers order byte strings
    /// by their first eight bytes, so a sort or search compares one word before it compares bytes.
    @inline(__always)
    package static func bigEndianPrefix(of bytes: UnsafeRawBufferPointer) -> UInt64 {
        var prefix: UInt64 = 0
        for index in 0..<min(8, bytes.count) { prefix |= UInt64(bytes[index]) << (56 - 8 * UInt64(index)) }
        return prefix
    }
}
