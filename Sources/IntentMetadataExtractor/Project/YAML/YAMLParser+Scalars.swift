extension YAMLParser {
    /// A plain key, up to the `:` that ends it (trailing spaces dropped).
    mutating func parsePlainKey() throws(YAMLSyntaxError) -> String {
        let start = position
        var end = position
        while let byte = current, byte != UInt8(ascii: "\n") {
            if byte == UInt8(ascii: ":"), Self.isBlank(peek(1)) { break }
            advance()
            if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "\r") { end = position }
        }
        guard end > start else { throw error("expected a mapping key") }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// A plain scalar in block context: the rest of the line (before a comment), and the lines after it indented more
    /// than `parentIndent`, folded with spaces (an empty line becomes a line break).
    mutating func parsePlainScalar(parentIndent: Int, start: Int) throws(YAMLSyntaxError) -> YAMLNode {
        var text = readPlainLine()
        while true {
            let saved = (position, lineStart)
            var breaks = 0
            // Count the empty lines between this line and the next content.
            while let byte = current, Self.isBlank(byte) {
                if byte == UInt8(ascii: "\n") { breaks += 1 }
                advance()
            }
            guard breaks > 0, !isAtEnd, column > parentIndent, current != UInt8(ascii: "#"), !isAtDocumentMarker else {
                (position, lineStart) = saved
                break
            }
            if bytes[lineStart..<position].contains(UInt8(ascii: "\t")) { throw error("a tab indents this line; YAML indents with spaces only") }
            if hasImplicitKey() { throw error("unexpected indentation: a mapping key cannot continue the text of the line before") }
            text += breaks > 1 ? String(repeating: "\n", count: breaks - 1) : " "
            text += readPlainLine()
        }
        try count()
        return YAMLNode(.scalar(text, isPlain: true), offset: start)
    }

    /// The rest of the line up to a comment, without trailing spaces.
    private mutating func readPlainLine() -> String {
        let start = position
        var end = position
        while let byte = current, byte != UInt8(ascii: "\n") {
            if byte == UInt8(ascii: "#"), position > start, Self.isBlank(bytes[position - 1]) { break }
            advance()
            if !Self.isBlank(byte) { end = position }
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// A single- or double-quoted scalar, which may span lines (folded as YAML folds them).
    mutating func parseQuotedScalar() throws(YAMLSyntaxError) -> String {
        let start = position
        let quote = current ?? UInt8(ascii: "\"")
        let isDouble = quote == UInt8(ascii: "\"")
        advance()
        var result: [UInt8] = []
        while true {
            guard let byte = current else { throw error("unterminated quoted string", at: start) }
            if byte == quote {
                if !isDouble, peek(1) == quote {
                    result.append(quote)
                    advance(); advance()
                    continue
                }
                advance()
                break
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                // Folding: trailing spaces go, one break is a space, more are line breaks, leading spaces go.
                while let last = result.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { result.removeLast() }
                var breaks = 0
                while let next = current, Self.isBlank(next) {
                    if next == UInt8(ascii: "\n") { breaks += 1 }
                    advance()
                }
                if breaks <= 1 { result.append(UInt8(ascii: " ")) } else { result += Array(repeating: UInt8(ascii: "\n"), count: breaks - 1) }
                continue
            }
            if isDouble, byte == UInt8(ascii: "\\") {
                advance()
                try appendEscape(to: &result)
                continue
            }
            result.append(byte)
            advance()
        }
        return String(decoding: result, as: UTF8.self)
    }

    private mutating func appendEscape(to result: inout [UInt8]) throws(YAMLSyntaxError) {
        guard let byte = current else { throw error("unterminated escape sequence") }
        let simple: [UInt8: String] = [
            UInt8(ascii: "0"): "\0", UInt8(ascii: "a"): "\u{07}", UInt8(ascii: "b"): "\u{08}", UInt8(ascii: "t"): "\t", UInt8(ascii: "\t"): "\t",
            UInt8(ascii: "n"): "\n", UInt8(ascii: "v"): "\u{0B}", UInt8(ascii: "f"): "\u{0C}", UInt8(ascii: "r"): "\r", UInt8(ascii: "e"): "\u{1B}",
            UInt8(ascii: " "): " ", UInt8(ascii: "\""): "\"", UInt8(ascii: "/"): "/", UInt8(ascii: "\\"): "\\", UInt8(ascii: "N"): "\u{85}",
            UInt8(ascii: "_"): "\u{A0}", UInt8(ascii: "L"): "\u{2028}", UInt8(ascii: "P"): "\u{2029}",
        ]
        if let text = simple[byte] {
            result += Array(text.utf8)
            advance()
            return
        }
        if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
            // An escaped line break joins the lines without a space.
            while let next = current, Self.isBlank(next) { advance() }
            return
        }
        let digits: Int
        switch byte {
        case UInt8(ascii: "x"): digits = 2
        case UInt8(ascii: "u"): digits = 4
        case UInt8(ascii: "U"): digits = 8
        default: throw error("unknown escape sequence '\\\(String(decoding: [byte], as: UTF8.self))'")
        }
        advance()
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard let digit = current, let hex = Self.hexValue(digit) else { throw error("expected \(digits) hexadecimal digits in the escape sequence") }
            value = value << 4 | UInt32(hex)
            advance()
        }
        guard let scalar = Unicode.Scalar(value) else { throw error("the escape sequence names no Unicode character") }
        result += Array(String(Character(scalar)).utf8)
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// A literal (`|`) or folded (`>`) block scalar, with its chomping (`-`, `+`) and indentation indicators.
    mutating func parseBlockScalar(parentIndent: Int) throws(YAMLSyntaxError) -> YAMLNode {
        let start = position
        let isFolded = current == UInt8(ascii: ">")
        advance()
        var chomping: UInt8?
        var explicitIndent: Int?
        while let byte = current, !Self.isBlank(byte), byte != UInt8(ascii: "#") {
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+"), chomping == nil {
                chomping = byte
            } else if byte >= UInt8(ascii: "1"), byte <= UInt8(ascii: "9"), explicitIndent == nil {
                explicitIndent = Int(byte - UInt8(ascii: "0"))
            } else {
                throw error("unexpected character after a block scalar's indicator")
            }
            advance()
        }
        skipSpaces()
        skipComment()
        guard Self.isLineBreak(current) || isAtEnd else { throw error("a block scalar's content starts on the line after its indicator") }
        while let byte = current, byte != UInt8(ascii: "\n") { advance() }
        advance()
        var indent = explicitIndent.map { max(parentIndent, 0) + $0 }
        var lines: [String] = []
        // Whether the file ends right after the last line, with no line break to keep.
        var endsWithoutBreak = false
        while !isAtEnd {
            // Measure this line's indentation without consuming it.
            var probe = position
            while probe < bytes.count, bytes[probe] == UInt8(ascii: " ") { probe += 1 }
            let lineIndent = probe - position
            let isBlankLine = probe >= bytes.count || Self.isLineBreak(bytes[probe])
            // A line of spaces is empty unless it has more of them than the content's indentation.
            let isEmpty = isBlankLine && lineIndent <= (indent ?? Int.max)
            if !isBlankLine {
                if indent == nil {
                    guard lineIndent > parentIndent else { break }
                    indent = lineIndent
                }
                if lineIndent < indent ?? 0 { break }
                if lineIndent == 0, isAtDocumentMarker { break }
            }
            var end = position
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            let contentStart = min(position + (indent ?? lineIndent), end)
            var line = Array(bytes[contentStart..<end])
            if line.last == UInt8(ascii: "\r") { line.removeLast() }
            lines.append(isEmpty ? "" : String(decoding: line, as: UTF8.self))
            endsWithoutBreak = end >= bytes.count
            while position < end { advance() }
            advance()
        }
        // Trailing empty lines are chomped; a line at the end without content is empty.
        var trailing = 0
        while let last = lines.last, last.isEmpty {
            lines.removeLast()
            trailing += 1
        }
        var text: String
        if isFolded {
            // A break between two lines of text is a space; each empty line is a break; the breaks around a more
            // indented line are kept.
            text = ""
            var previousWasText = false
            var lastTextWasMoreIndented = false
            for line in lines {
                let isMoreIndented = line.first == " " || line.first == "\t"
                if line.isEmpty {
                    text += "\n"
                    previousWasText = false
                    continue
                }
                if previousWasText {
                    text += isMoreIndented || lastTextWasMoreIndented ? "\n" : " "
                } else if !text.isEmpty, isMoreIndented || lastTextWasMoreIndented {
                    text += "\n"
                }
                text += line
                previousWasText = true
                lastTextWasMoreIndented = isMoreIndented
            }
        } else {
            text = lines.joined(separator: "\n")
        }
        switch chomping {
        case UInt8(ascii: "-"): break
        case UInt8(ascii: "+"):
            let breaks = trailing + (lines.isEmpty ? 0 : 1) - (endsWithoutBreak ? 1 : 0)
            if breaks > 0 { text += String(repeating: "\n", count: breaks) }
        default: if !lines.isEmpty, !(endsWithoutBreak && trailing == 0) { text += "\n" }
        }
        try count()
        return YAMLNode(.scalar(text, isPlain: false), offset: start)
    }
}
