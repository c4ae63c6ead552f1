import IntentMetadataExtractor
import Testing

/// Parses `source` and compares its active type declarations and extensions, one `kind line:column name parent`
/// line each (`parent` left out at file level), with `expected`; it also expects no syntax diagnostic.
func assertTypeDeclarations(
    _ source: String,
    _ expected: [String],
    in environment: CompilationEnvironment = CorpusDeclarationRows.environment(probes: nil),
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let syntax = DeclarationParser.parse(SourceFile(path: "Test.swift", text: source))
    let actual = CorpusDeclarationRows.rows(of: syntax, in: environment).map { row in
        let fields = row.split(separator: "\t", omittingEmptySubsequences: false)
        let parent = fields[4].isEmpty ? "" : " \(fields[4])"
        return "\(fields[0]) \(fields[1]):\(fields[2]) \(fields[3])\(parent)"
    }
    assertEqualWithDiff(actual.joined(separator: "\n"), expected.joined(separator: "\n"), "type declarations", sourceLocation: sourceLocation)
    #expect(syntax.diagnostics.map(\.message) == [], sourceLocation: sourceLocation)
}
