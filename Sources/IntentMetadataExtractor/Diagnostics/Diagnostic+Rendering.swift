extension Diagnostic {
    /// The diagnostic as `swiftc` prints one, so Xcode, SwiftPM and editors pick it up:
    /// `path:line:column: error: message [id]`, followed by its notes.
    package var renderedText: String {
        var lines = ["\(location.file):\(location.line):\(location.column): \(severity.rawValue): \(message) [\(id.rawValue)]"]
        for note in notes {
            lines.append("\(note.location.file):\(note.location.line):\(note.location.column): note: \(note.message)")
        }
        return lines.joined(separator: "\n")
    }
}
