extension String {
    /// The string between double quotes, with `"` and `\` escaped, line feed, carriage return and tab written as
    /// `\n`, `\r`, `\t`, and every other scalar for which `needsCode` holds written by `code`: the one quoting
    /// routine of the Swift literals `convert` writes and the JSON strings of the catalogs `strings` writes.
    func quoted(escapingAsCode needsCode: (Unicode.Scalar) -> Bool, code: (UInt32) -> String) -> String {
        var result = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where needsCode(scalar): result += code(scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
