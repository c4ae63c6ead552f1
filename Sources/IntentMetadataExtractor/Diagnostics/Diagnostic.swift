/// A problem found in the user's source, located at a position in a file.
package struct Diagnostic: Sendable, Hashable {
    /// How serious a diagnostic is.
    package enum Severity: String, Sendable, Hashable, Comparable {
        /// Nothing is written when any error exists.
        case error
        /// Something was skipped or is suspicious; the bundle is still written.
        case warning
        /// Points to a related place.
        case note

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }

        package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A related place, rendered as a `note:` line after the diagnostic.
    package struct Note: Sendable, Hashable {
        /// Where the note points.
        package var location: SourceLocation
        /// What the note says, in compiler voice.
        package var message: String

        /// Creates a note.
        package init(location: SourceLocation, message: String) {
            self.location = location
            self.message = message
        }
    }

    /// The stable identifier of the rule.
    package var id: DiagnosticID
    /// Whether it is an error, warning or note.
    package var severity: Severity
    /// Where it points.
    package var location: SourceLocation
    /// What is wrong, in compiler voice: lowercase, no final period, code in single quotes.
    package var message: String
    /// Related places and hints.
    package var notes: [Note]

    /// Creates a diagnostic with the rule's default severity unless one is given.
    package init(_ id: DiagnosticID, severity: Severity? = nil, at location: SourceLocation, _ message: String, notes: [Note] = []) {
        self.id = id
        self.severity = severity ?? id.defaultSeverity
        self.location = location
        self.message = message
        self.notes = notes
    }
}

extension Diagnostic: Comparable {
    // Diagnostics are reported sorted by place, then by rule, so output does not depend on the order in which
    // files were read or checks ran. Two that differ only in their notes are ordered by their notes, so that
    // their order does not depend on anything either.
    package static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
        if lhs.id != rhs.id { return lhs.id.rawValue < rhs.id.rawValue }
        if lhs.message != rhs.message { return lhs.message < rhs.message }
        return lhs.notes.lexicographicallyPrecedes(rhs.notes) { ($0.location, $0.message) < ($1.location, $1.message) }
    }

    /// The diagnostics sorted, each reported once: no stage promises to report a place only once, and repeating one
    /// tells the reader nothing. (Sorting brings equal ones together; a set would hash every note of every one.)
    package static func sortedRemovingDuplicates(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        result.reserveCapacity(diagnostics.count)
        for diagnostic in diagnostics.sorted() where result.last != diagnostic {
            result.append(diagnostic)
        }
        return result
    }
}
