extension Lexer.Cursor {
    /// Reads an operator by maximal munch, or a lone `.` as `.period`.
    ///
    /// Like the compiler: `.` continues only an operator that starts with `.`; `//` and `/*` inside an operator
    /// start a comment; and a `?` or `!` bound to the expression on its left is a one-byte postfix token,
    /// so `String?` and `x!.y` split as the parser needs.
    /// - Parameter isLeftBound: Whether the operator touches the token before it.
    /// - Returns: `.operator` or `.period`.
    mutating func lexOperator(isLeftBound: Bool) -> TokenKind {
        let start = offset
        let first = bytes[start]
        if isLeftBound, first == UInt8(ascii: "?") || first == UInt8(ascii: "!") {
            offset += 1
            return .operator
        }
        let allowsPeriod = first == UInt8(ascii: ".")
        if first < 0x80 {
            offset += 1
        } else if let scalar = decodeScalar(at: start) {
            offset += scalar.length
        } else {
            offset += 1
        }
        while offset < end {
            let byte = bytes[offset]
            if byte < 0x80 {
                if byte == UInt8(ascii: ".") {
                    guard allowsPeriod else { break }
                } else if byte == UInt8(ascii: "/") {
                    if let next = peek(ahead: 1), next == UInt8(ascii: "/") || next == UInt8(ascii: "*") { break }
                } else if !Lexer.isOperatorByte(byte) {
                    break
                }
                offset += 1
            } else {
                guard let scalar = decodeScalar(at: offset), Lexer.isOperatorContinuation(scalar.value) else { break }
                offset += scalar.length
            }
        }
        if offset == start + 1, allowsPeriod {
            return .period
        }
        return .operator
    }
}
