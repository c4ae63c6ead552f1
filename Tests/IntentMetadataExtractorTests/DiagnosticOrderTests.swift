import IntentMetadataExtractor
import Testing

/// The order diagnostics are reported in, and duplicates reported once.
@Suite struct DiagnosticOrderTests {
    private let place = SourceLocation(file: "Intents.swift", line: 3, column: 5, offset: 40)

    private func diagnostic(_ message: String = "title must be a constant", notes: [String] = []) -> Diagnostic {
        Diagnostic(.localizationMissingTranslation, at: place, message, notes: notes.map { Diagnostic.Note(location: place, message: $0) })
    }

    @Test func diagnosticsThatDifferOnlyInTheirNotesAreOrderedByTheirNotes() {
        let first = diagnostic(notes: ["'A' has no 'de' translation"])
        let second = diagnostic(notes: ["'A' has no 'de' translation", "'B' has no 'de' translation"])
        let third = diagnostic(notes: ["'B' has no 'de' translation"])
        for input in [[first, second, third], [third, second, first], [second, third, first]] {
            #expect(Diagnostic.sortedRemovingDuplicates(input) == [first, second, third])
        }
    }

    @Test func exactDuplicatesAreReportedOnce() {
        let lone = diagnostic("another message")
        let noted = diagnostic(notes: ["a note"])
        let plain = diagnostic()
        #expect(Diagnostic.sortedRemovingDuplicates([noted, plain, lone, plain, noted, noted]) == [lone, plain, noted])
        #expect(Diagnostic.sortedRemovingDuplicates([]) == [])
    }
}
