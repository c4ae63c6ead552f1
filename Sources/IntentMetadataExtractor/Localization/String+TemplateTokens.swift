extension String {
    /// The names of the `${name}` tokens of a phrase or summary template, in order: `["target",
    /// "applicationName"]` for `Open ${target} in ${applicationName}`. Text that is not a well-formed token is
    /// not a token.
    var templateTokenNames: [String] {
        var names: [String] = []
        var rest = self[...]
        // On UTF-8 bytes: every translation's phrases are read, and stepping by characters cost iAPS 8.6M of 212M instructions.
        while let start = rest.firstRange(ofBytes: "${") {
            let afterStart = rest[start.upperBound...]
            guard let end = afterStart.utf8.firstIndex(of: UInt8(ascii: "}")) else { break }
            let name = afterStart[..<end]
            if !name.isEmpty, !name.utf8.contains(UInt8(ascii: "$")) {
                names.append(String(name))
                rest = afterStart[afterStart.utf8.index(after: end)...]
            } else {
                rest = afterStart
            }
        }
        return names
    }
}
