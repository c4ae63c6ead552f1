import Foundation
import IntentMetadataExtractor
import Testing

@Suite struct DiagnosticFormatsTests {
    private let diagnostics = [
        Diagnostic(.parameterSummaryMissingParameter, at: SourceLocation(file: "B.swift", line: 9, column: 3), "summary leaves out 'plant'"),
        Diagnostic(
            .nonConstantTitle, at: SourceLocation(file: "A.swift", line: 4, column: 12), "'title' must be a literal",
            notes: [Diagnostic.Note(location: SourceLocation(file: "A.swift", line: 2, column: 1), message: "'someVariable' is declared here")]
        ),
    ]

    @Test func textIsTheCompilerFormatSortedByPlace() {
        #expect(Diagnostic.render(diagnostics, as: .text) == """
            A.swift:4:12: error: 'title' must be a literal [non-constant-title]
            A.swift:2:1: note: 'someVariable' is declared here
            B.swift:9:3: warning: summary leaves out 'plant' [parameter-summary-missing-parameter]

            """)
    }

    @Test func jsonIsASortedArrayOfRecords() throws {
        let text = Diagnostic.render(diagnostics, as: .json)
        let records = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(records.map { $0["code"] as? String } == ["non-constant-title", "parameter-summary-missing-parameter"])
        #expect(records[1]["severity"] as? String == "warning")
        #expect(Set(records[1].keys) == ["file", "line", "column", "severity", "code", "message"])
        #expect((records[0]["notes"] as? [[String: Any]])?.first?["message"] as? String == "'someVariable' is declared here")
        #expect(Diagnostic.render(diagnostics.reversed(), as: .json) == text)
    }

    @Test func sarifListsRulesAndPointsResultsAtThem() throws {
        let text = Diagnostic.render(diagnostics, as: .sarif, toolVersion: "9.9.9")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["version"] as? String == "9.9.9")
        #expect((driver["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["non-constant-title", "parameter-summary-missing-parameter"])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["level"] as? String } == ["error", "warning"])
        #expect(results.map { $0["ruleIndex"] as? Int } == [0, 1])
        #expect((results[0]["relatedLocations"] as? [Any])?.count == 1)
    }

    @Test func githubEscapesDataAndProperties() {
        let diagnostic = Diagnostic(
            .syntaxError, at: SourceLocation(file: "Odd,Name:1.swift", line: 1, column: 2), "100% wrong\r\nhere"
        )
        #expect(Diagnostic.render([diagnostic], as: .github)
            == "::error file=Odd%2CName%3A1.swift,line=1,col=2,title=syntax-error::100%25 wrong%0D%0Ahere\n")
    }

    @Test func githubPrintsWarningsAndAppendsNotes() {
        #expect(Diagnostic.render(diagnostics, as: .github) == """
            ::error file=A.swift,line=4,col=12,title=non-constant-title::'title' must be a literal%0Anote: A.swift:2:1: 'someVariable' is declared here
            ::warning file=B.swift,line=9,col=3,title=parameter-summary-missing-parameter::summary leaves out 'plant'

            """)
    }

    @Test func warningsAsErrorsPromotesOnlyWarnings() {
        #expect(diagnostics.map(\.promotingWarningToError.severity) == [.error, .error])
        let note = Diagnostic(.syntaxError, severity: .note, at: SourceLocation(file: "A.swift", line: 1, column: 1), "n")
        #expect(note.promotingWarningToError.severity == .note)
    }
}
