extension BundleDiff {
    /// One line per change in compiler style, its hint indented below, then the counts.
    func renderedText() -> String {
        var output = ""
        for change in changes {
            let place = change.source.map { "\($0.locationText): " } ?? ""
            output += "\(place)\(change.classification.rawValue): \(change.message) [\(change.kind.rawValue)]\n"
            if let hint = change.hint {
                output += "  hint: \(hint)\n"
            }
        }
        output += summaryLine + "\n"
        return output
    }
}
