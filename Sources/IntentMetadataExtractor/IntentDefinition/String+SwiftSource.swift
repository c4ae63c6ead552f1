extension String {
    /// The string as a Swift string literal, quotes included: `\`, `"` and control characters are escaped.
    package var swiftStringLiteral: String {
        quoted(escapingAsCode: { $0.value < 0x20 || $0.value == 0x7F }, code: { "\\u{\(String($0, radix: 16))}" })
    }

    /// The string made into a Swift identifier: characters that cannot appear in one become `_`, a leading
    /// digit gets a `_` before it, and a keyword is wrapped in backticks.
    package var swiftIdentifier: String {
        var result = ""
        for character in self {
            let isAllowed = character == "_" || (character.isASCII && (character.isLetter || character.isNumber)) || (!character.isASCII && character.isLetter)
            result.append(isAllowed ? character : "_")
        }
        if result.isEmpty { return "_" }
        if let first = result.first, first.isNumber { result = "_" + result }
        return Self.swiftKeywords.contains(result) ? "`\(result)`" : result
    }

    /// The identifier without backticks, for places where a keyword needs none (after a `.`, in `\.$name`).
    package var withoutBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
    }

    /// The string with its first character uppercased: `soup` becomes `Soup`.
    package var uppercasingFirstCharacter: String {
        prefix(1).uppercased() + dropFirst()
    }

    private static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false",
        "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]
}
