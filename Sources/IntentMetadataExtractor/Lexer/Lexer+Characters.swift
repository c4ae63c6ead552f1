// Character classes of the Swift grammar ("Lexical Structure" in The Swift Programming Language).
extension Lexer {
    /// The classes of every byte value, one character a byte: character `n` of the string is the class of byte `n`,
    /// sixteen bytes a row. A class is a set of the flags below, written as the digit `0` plus the flags' sum, so
    /// that a class test is one load and one bit test, with no bounds check (the string has exactly 256 characters)
    /// and no lazy initialization (a static string is a constant of the binary). Non-ASCII bytes are class `0`:
    /// their scalars are classified after decoding. A test holds the table against the switches below.
    static let byteClasses: StaticString = """
        0000000004444400\
        0000000000000000\
        4200122000220206\
        1111111111002222\
        0999999999999999\
        9999999999900029\
        0999999999999999\
        9999999999902020\
        0000000000000000\
        0000000000000000\
        0000000000000000\
        0000000000000000\
        0000000000000000\
        0000000000000000\
        0000000000000000\
        0000000000000000
        """

    /// Flag of `byteClasses`: an ASCII identifier byte (`isIdentifierByte`): a letter, a digit, `_` or `$`.
    static let identifierByteFlag: UInt8 = 1
    /// Flag of `byteClasses`: an ASCII operator byte (`isOperatorByte`).
    static let operatorByteFlag: UInt8 = 2
    /// Flag of `byteClasses`: a byte trivia can start with: horizontal space, a line break, or `/` (trivia only
    /// when `/` or `*` follows it).
    static let triviaStartFlag: UInt8 = 4
    /// Flag of `byteClasses`: an ASCII byte that can start an identifier (`isIdentifierStartByte`): a letter or `_`.
    static let identifierStartFlag: UInt8 = 8

    /// Whether `byte`'s class in `byteClasses` has any of `flags`.
    @inline(__always)
    static func byte(_ byte: UInt8, hasClass flags: UInt8) -> Bool {
        byteClasses.utf8Start[Int(byte)] & flags != 0
    }
}

extension Lexer {
    /// Whether an ASCII byte continues an identifier: a letter, a digit, `_` or `$`. As in the compiler's lexer, `$`
    /// continues an identifier (`_$observationRegistrar`, which the Observation macros write) but starts only a
    /// dollar identifier (`$0`, `$name`).
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
            return true
        default:
            return false
        }
    }

    /// Whether an ASCII byte can start an identifier: a letter or `_`.
    static func isIdentifierStartByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }

    /// Whether a byte is an ASCII decimal digit.
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// The value of an ASCII hexadecimal digit, `nil` for any other byte: the lexer's `\u{...}` escapes.
    static func hexDigitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Whether a byte is an ASCII hexadecimal digit.
    static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"):
            return true
        default:
            return false
        }
    }

    /// Whether a byte is an ASCII operator character: `/ = - + ! * % < > & | ^ ~ ?` (and not `.`, which only
    /// continues operators that start with it).
    static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    /// Whether a byte is horizontal white space the compiler skips: space, tab, vertical tab, form feed.
    static func isHorizontalSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0B || byte == 0x0C
    }

    /// Whether a byte is a line break byte (`\n` or `\r`).
    static func isLineBreak(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// Whether a non-ASCII scalar can start an operator.
    static func isOperatorHead(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0...0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
            0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
            0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F,
            0x3001...0x3003, 0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    /// Whether a non-ASCII scalar is a combining mark that continues an operator or an identifier but starts neither.
    static func isCombiningMark(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }

    /// Whether a non-ASCII scalar continues an operator.
    static func isOperatorContinuation(_ scalar: UInt32) -> Bool {
        isOperatorHead(scalar) || isCombiningMark(scalar)
    }

    /// Whether a non-ASCII scalar is one the compiler rejects outside literals and comments: Unicode white space,
    /// curly quotes, zero-width spaces, byte-order marks and C1 control characters.
    static func isRejectedScalar(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x80...0x9F, 0xA0, 0x1680, 0x2000...0x200B, 0x2018...0x201F, 0x2028, 0x2029, 0x202F, 0x205F,
            0x3000, 0xFEFF:
            return true
        default:
            return false
        }
    }

    /// Whether a non-ASCII scalar can start an identifier. We accept more than the compiler's list: any scalar
    /// that is not an operator character, a combining mark or a rejected scalar.
    static func isIdentifierHead(_ scalar: UInt32) -> Bool {
        !isOperatorHead(scalar) && !isCombiningMark(scalar) && !isRejectedScalar(scalar)
    }

    /// Whether a non-ASCII scalar continues an identifier.
    static func isIdentifierContinuation(_ scalar: UInt32) -> Bool {
        !isOperatorHead(scalar) && !isRejectedScalar(scalar)
    }
}

extension Lexer.Cursor {
    /// Decodes the UTF-8 scalar at `index`, rejecting overlong forms, surrogates and values past U+10FFFF.
    /// - Returns: The scalar value and its length in bytes, or `nil` when the bytes are not valid UTF-8.
    func decodeScalar(at index: Int) -> (value: UInt32, length: Int)? {
        guard index >= start, index < end else { return nil }
        let first = bytes[index]
        if first < 0x80 { return (UInt32(first), 1) }
        let length: Int
        var value: UInt32
        var lowest: UInt8 = 0x80
        var highest: UInt8 = 0xBF
        switch first {
        case 0xC2...0xDF:
            length = 2
            value = UInt32(first & 0x1F)
        case 0xE0...0xEF:
            length = 3
            value = UInt32(first & 0x0F)
            if first == 0xE0 { lowest = 0xA0 }
            if first == 0xED { highest = 0x9F }
        case 0xF0...0xF4:
            length = 4
            value = UInt32(first & 0x07)
            if first == 0xF0 { lowest = 0x90 }
            if first == 0xF4 { highest = 0x8F }
        default:
            return nil
        }
        guard index + length <= end else { return nil }
        var position = index + 1
        while position < index + length {
            let byte = bytes[position]
            // Only the second byte has a narrowed range; later ones are plain continuation bytes.
            let low: UInt8 = position == index + 1 ? lowest : 0x80
            let high: UInt8 = position == index + 1 ? highest : 0xBF
            guard byte >= low, byte <= high else { return nil }
            value = (value << 6) | UInt32(byte & 0x3F)
            position += 1
        }
        return (value, length)
    }
}
