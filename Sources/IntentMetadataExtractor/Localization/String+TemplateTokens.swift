extension String {
    /// The names of the `${name}` tokens of a phrase or summary template, in order: `["target",
    /// "applicationName"]` for `Open ${target} in ${applicationName}`. Text that is not a well-formed token is
    /// not a token.
    var templateTokenNames: [String] {
        var names: [String] = []
        var rest = self[...]
        while let start = rest.firstRange(ofBytes: "${") {
            let afterStart = rest[start.upperBound...]
            guard let end = afterStart.firstIndex(of: "}") else { break }
            let name = afterStart[..<end]
            if !name.isEmpty, !name.contains("$") {
                names.append(String(name))
                rest = afterStart[afterStart.index(after: end)...]
            } else {
                rest = afterStart
            }
        }
        return names
    }
}
