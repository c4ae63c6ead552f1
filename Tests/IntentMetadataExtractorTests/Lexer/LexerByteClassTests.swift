@testable import IntentMetadataExtractor
import Testing

/// Holds `Lexer.byteClasses`, the lexer's table of byte classes, against the switches that define the classes.
@Suite struct LexerByteClassTests {
    @Test func tableHasOneClassPerByte() {
        #expect(Lexer.byteClasses.utf8CodeUnitCount == 256)
    }

    @Test func everyByteHasTheClassesOfTheDefinitions() {
        for value in 0...255 {
            let byte = UInt8(value)
            #expect(Lexer.byte(byte, hasClass: Lexer.identifierByteFlag) == (byte < 0x80 && Lexer.isIdentifierByte(byte)), "byte \(value)")
            #expect(Lexer.byte(byte, hasClass: Lexer.identifierStartFlag) == (byte < 0x80 && Lexer.isIdentifierStartByte(byte)), "byte \(value)")
            #expect(Lexer.byte(byte, hasClass: Lexer.operatorByteFlag) == Lexer.isOperatorByte(byte), "byte \(value)")
            let startsTrivia = Lexer.isHorizontalSpace(byte) || Lexer.isLineBreak(byte) || byte == UInt8(ascii: "/")
            #expect(Lexer.byte(byte, hasClass: Lexer.triviaStartFlag) == startsTrivia, "byte \(value)")
        }
    }

    @Test func lineBreakWordTestMatchesABytewiseSearch() {
        var generator = SystemRandomNumberGenerator()
        let interesting: [UInt8] = [0x0A, 0x0D, 0x00, 0x0B, 0x0C, 0x09, 0x8A, 0x8D, 0xFF, 0x20, 0x01, 0x0E]
        for _ in 0..<20_000 {
            var bytes = (0..<8).map { _ in UInt8.random(in: 0...255, using: &generator) }
            for index in bytes.indices where Bool.random(using: &generator) {
                bytes[index] = interesting.randomElement(using: &generator)!
            }
            let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
            let expected = bytes.contains(0x0A) || bytes.contains(0x0D)
            #expect(Lexer.Cursor.containsLineBreak(word) == expected, "bytes \(bytes)")
        }
    }
}
