import Testing

/// Compares two texts and, when they differ, reports a `+`/`-` line diff built with `CollectionDifference`.
func assertEqualWithDiff(_ actual: String, _ expected: String, _ message: String = "", sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard actual != expected else { return }
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let difference = actualLines.difference(from: expectedLines)
    var lines: [String] = []
    for change in difference {
        switch change {
        case .insert(let offset, let element, _): lines.append("+\(offset + 1): \(element)")
        case .remove(let offset, let element, _): lines.append("-\(offset + 1): \(element)")
        }
    }
    Issue.record("\(message)\n\(lines.prefix(60).joined(separator: "\n"))", sourceLocation: sourceLocation)
}
