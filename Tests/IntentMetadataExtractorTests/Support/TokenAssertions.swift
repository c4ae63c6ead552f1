import IntentMetadataExtractor
import Testing

/// Lexes `source` and returns the file with its tokens.
func lexedTokens(_ source: String) -> (file: SourceFile, tokens: [Token]) {
    let file = SourceFile(path: "Test.swift", text: source)
    return (file, Lexer.tokenize(file))
}

/// Lexes `source` and checks the kinds and texts of its tokens, without the final `.endOfFile`.
///
/// On a mismatch, it records one issue with a `+`/`-` line diff of the token lists.
func assertTokens(
    _ source: String,
    _ expected: [(TokenKind, String)],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let (file, tokens) = lexedTokens(source)
    guard let last = tokens.last, last.kind == .endOfFile, last.range == file.bytes.count..<file.bytes.count else {
        Issue.record("the last token is not an empty .endOfFile at the end of the input", sourceLocation: sourceLocation)
        return
    }
    let actualLines = tokens.dropLast().map { describe($0.kind, file.text($0.range)) }
    let expectedLines = expected.map { describe($0.0, $0.1) }
    guard actualLines != expectedLines else { return }
    let diff = tokenLineDiff(expected: expectedLines, actual: actualLines)
    Issue.record("tokens differ (+ actual, - expected):\n\(diff)", sourceLocation: sourceLocation)
}

private func describe(_ kind: TokenKind, _ text: String) -> String {
    "\(kind) \(text.debugDescription)"
}

/// A line diff built with `CollectionDifference`: unchanged lines are indented, removals start with `-`,
/// insertions with `+`.
private func tokenLineDiff(expected: [String], actual: [String]) -> String {
    let difference = actual.difference(from: expected)
    var removed = Set<Int>()
    var inserted = [Int: String]()
    for change in difference {
        switch change {
        case .remove(let offset, _, _): removed.insert(offset)
        case .insert(let offset, let element, _): inserted[offset] = element
        }
    }
    var lines: [String] = []
    var expectedIndex = 0
    var actualIndex = 0
    while expectedIndex < expected.count || actualIndex < actual.count {
        if expectedIndex < expected.count, removed.contains(expectedIndex) {
            lines.append("- " + expected[expectedIndex])
            expectedIndex += 1
        } else if let element = inserted[actualIndex] {
            lines.append("+ " + element)
            actualIndex += 1
        } else {
            if expectedIndex < expected.count { lines.append("  " + expected[expectedIndex]) }
            expectedIndex += 1
            actualIndex += 1
        }
    }
    return lines.joined(separator: "\n")
}
