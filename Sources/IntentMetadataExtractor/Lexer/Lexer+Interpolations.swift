extension Lexer {
    /// One open construct while skipping an interpolation: a parenthesis (or the interpolation itself) or a
    /// string literal nested in it.
    private struct InterpolationFrame {
        /// Whether this is a string literal rather than code.
        var isString: Bool
        /// The string's `#` count; 0 for code.
        var hashCount: Int
        /// Whether the string is multi-line; for code, whether the string around it is.
        var allowsLineBreaks: Bool
    }
}

extension Lexer.Cursor {
    /// Skips the expression of an interpolation, from just after its `(` to its matching `)`.
    ///
    /// Like the compiler's skipping pass, this knows only parentheses, string literals, comments and extended
    /// regex literals; the parser re-lexes the expression later. Nesting lives in an explicit stack, so
    /// thousands of nested interpolations cost no call stack. Inside a single-line string, a line break (or a
    /// comment, which would need one) ends the attempt.
    /// - Parameter allowsLineBreaks: Whether the string around the interpolation is multi-line.
    /// - Returns: `true` with the cursor at the matching `)`, or `false` with the cursor where skipping failed.
    mutating func skipInterpolation(allowsLineBreaks: Bool) -> Bool {
        var frames = [Lexer.InterpolationFrame(isString: false, hashCount: 0, allowsLineBreaks: allowsLineBreaks)]
        while offset < end, let top = frames.last {
            let current = bytes[offset]
            // A line break means the same in code and in a string: allowed only where the string around is multi-line.
            if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") {
                guard top.allowsLineBreaks else { return false }
                offset += 1
                continue
            }
            if top.isString {
                switch current {
                case UInt8(ascii: "\\"):
                    guard hasRun(of: UInt8(ascii: "#"), count: top.hashCount, at: offset + 1) else {
                        offset += 1
                        continue
                    }
                    offset += 1 + top.hashCount
                    guard let next = peek() else { continue }
                    if next == UInt8(ascii: "(") {
                        offset += 1
                        frames.append(.init(isString: false, hashCount: 0, allowsLineBreaks: top.allowsLineBreaks))
                    } else if !Lexer.isLineBreak(next) {
                        offset += 1
                    }
                case UInt8(ascii: "\""):
                    let delimiterLength = top.allowsLineBreaks ? 3 : 1
                    if hasRun(of: UInt8(ascii: "\""), count: delimiterLength, at: offset),
                        hasRun(of: UInt8(ascii: "#"), count: top.hashCount, at: offset + delimiterLength)
                    {
                        offset += delimiterLength + top.hashCount
                        frames.removeLast()
                    } else {
                        offset += 1
                    }
                default:
                    offset += 1
                }
                continue
            }
            switch current {
            case UInt8(ascii: "("):
                offset += 1
                frames.append(top)
            case UInt8(ascii: ")"):
                if frames.count == 1 { return true }
                offset += 1
                frames.removeLast()
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                let hashCount = count(of: UInt8(ascii: "#"), from: offset)
                let after = offset + hashCount
                if byte(at: after) == UInt8(ascii: "\"") {
                    let isMultiline = hasRun(of: UInt8(ascii: "\""), count: 3, at: after)
                        && !(hashCount > 0 && closesRawStringOnSameLine(hashCount: hashCount, from: after + 1))
                    offset = after + (isMultiline ? 3 : 1)
                    frames.append(.init(isString: true, hashCount: hashCount, allowsLineBreaks: isMultiline))
                } else if hashCount > 0, byte(at: after) == UInt8(ascii: "/") {
                    let regex = scanExtendedRegexLiteral()
                    guard regex.isTerminated, top.allowsLineBreaks || !regex.isMultiline else { return false }
                } else {
                    offset = after
                }
            case UInt8(ascii: "/"):
                if peek(ahead: 1) == UInt8(ascii: "/") {
                    guard top.allowsLineBreaks else { return false }
                    advanceToEndOfLine()
                } else if peek(ahead: 1) == UInt8(ascii: "*") {
                    let commentStart = offset
                    let comment = skipBlockComment()
                    guard comment.isTerminated else { return false }
                    if comment.containsLineBreak, !top.allowsLineBreaks {
                        offset = commentStart
                        return false
                    }
                } else {
                    offset += 1
                }
            default:
                offset += 1
            }
        }
        return false
    }
}
