/// Diagnostics a test source expects, written where they are expected: a comment `// expected-error: <id>` or
/// `// expected-warning: <id>` on a line means one diagnostic of that severity and identifier on that line. A check's
/// unit test is then one source string, readable as code, instead of a fixture folder and an expectations file.
///
/// ```swift
/// static let caseDisplayRepresentations: [Sort: DisplayRepresentation] = [
///     .middle: "Middle",  // expected-error: enum-representation-unknown-case
/// ]
/// ```
package enum DiagnosticMarkers {
    /// One expected diagnostic: the 1-based line, `error` or `warning`, and the identifier.
    package struct Expectation: Hashable, Comparable, CustomStringConvertible {
        package var line: Int
        package var severity: String
        package var id: String

        package init(line: Int, severity: String, id: String) {
            self.line = line
            self.severity = severity
            self.id = id
        }

        package static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs.line, lhs.severity, lhs.id) < (rhs.line, rhs.severity, rhs.id)
        }

        package var description: String { "\(line): \(severity) [\(id)]" }
    }

    /// Every marker of a source, sorted by line.
    package static func expectations(in source: String) -> [Expectation] {
        var result: [Expectation] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = line[...]
            while let marker = rest.range(of: "// expected-") {
                let afterMarker = rest[marker.upperBound...]
                guard let colon = afterMarker.firstIndex(of: ":") else { break }
                let severity = String(afterMarker[..<colon])
                let id = afterMarker[afterMarker.index(after: colon)...].drop { $0 == " " }.prefix { $0.isLetter || $0 == "-" }
                result.append(Expectation(line: index + 1, severity: severity, id: String(id)))
                rest = afterMarker
            }
        }
        return result.sorted()
    }
}
