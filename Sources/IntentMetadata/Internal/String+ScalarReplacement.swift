extension String {
    /// The string with each Unicode scalar that `replacements` names replaced by its text, in one pass, so that no
    /// replacement is replaced again. Scalars, not characters, are compared: the `\r` of `\r\n` is found, and so is a
    /// `:` that a combining mark follows, as Foundation's `replacingOccurrences(of:with:)` finds them.
    func replacingScalars(_ replacements: [Unicode.Scalar: String]) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if let replacement = replacements[scalar] {
                result += replacement
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
