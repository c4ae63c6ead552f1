extension String {
    /// The name as a C99 extended identifier, as Xcode derives `PRODUCT_MODULE_NAME` from `PRODUCT_NAME`: every
    /// character that cannot be in an identifier becomes `_`, and a leading digit gets a `_` before it.
    package var c99ExtendedIdentifier: String {
        var result = String(map { character -> Character in
            character.isLetter || character.isNumber || character == "_" ? character : "_"
        })
        if result.first?.isNumber ?? true { result = "_" + result }
        return result
    }

    /// The name as an RFC 1034 identifier (letters, digits, `-` and `.`), as `$(VAR:rfc1034identifier)` makes it.
    var rfc1034Identifier: String {
        String(map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." ) ? $0 : "-" })
    }
}
