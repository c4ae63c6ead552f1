#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentMetadata

extension Diagnostic {
    /// The ways a list of diagnostics can be printed.
    ///
    /// `text` goes to standard error, the others to standard output (they are meant for machines).
    package enum OutputFormat: String, Sendable, CaseIterable {
        /// `path:line:column: error: message [id]`, as `swiftc` prints diagnostics, followed by `note:` lines.
        case text
        /// A JSON array of `{file, line, column, severity, code, message}` objects, sorted by place.
        case json
        /// A SARIF 2.1.0 log, for code scanning services.
        case sarif
        /// GitHub Actions workflow commands (`::error file=...,line=...,col=...,title=...::message`).
        case github

        /// Whether the format is meant for people and belongs on standard error.
        package var isForPeople: Bool { self == .text }
    }

    /// Renders diagnostics in one format, sorted by place so the output is deterministic.
    ///
    /// - Parameters:
    ///   - diagnostics: the diagnostics, in any order.
    ///   - format: the output format.
    ///   - toolVersion: the version SARIF names as the tool's.
    /// - Returns: the rendered text, ending with a newline unless it is empty (`text` and `github` with no diagnostics).
    package static func render(_ diagnostics: [Diagnostic], as format: OutputFormat, toolVersion: String = "0.1.0") -> String {
        let sorted = diagnostics.sorted()
        switch format {
        case .text:
            return sorted.map { $0.renderedText + "\n" }.joined()
        case .json:
            return encodeForOutput(sorted.map(JSONRecord.init))
        case .sarif:
            return encodeForOutput(sarifLog(sorted, toolVersion: toolVersion))
        case .github:
            return sorted.map { $0.renderedWorkflowCommand + "\n" }.joined()
        }
    }

    /// The diagnostic with its severity raised to `error` when it is a warning.
    package var promotingWarningToError: Diagnostic {
        var copy = self
        if copy.severity == .warning { copy.severity = .error }
        return copy
    }

    /// The diagnostic with its own file and its notes' files mapped through `transform`.
    ///
    /// The CLI uses this to show paths as the user typed them, while the bundle keeps paths relative to the root.
    package func mappingFiles(_ transform: (String) -> String) -> Diagnostic {
        var copy = self
        copy.location.file = transform(location.file)
        copy.notes = notes.map { note in
            var note = note
            note.location.file = transform(note.location.file)
            return note
        }
        return copy
    }

    // JSON and SARIF output must be byte-identical across runs and machines: the package's one canonical writer
    // (sorted keys, `/` not escaped, the same bytes on Darwin and Linux).
    private static func encodeForOutput(_ value: some Encodable) -> String {
        guard let data = try? CanonicalJSON.encode(value) else {
            // Encoding strings and integers cannot fail; an empty array keeps the output parseable if it ever did.
            return "[]\n"
        }
        return String(decoding: data, as: UTF8.self)
    }
}

// MARK: - JSON

extension Diagnostic {
    private struct JSONRecord: Encodable {
        struct NoteRecord: Encodable {
            var file: String
            var line: Int
            var column: Int
            var message: String
        }

        var file: String
        var line: Int
        var column: Int
        var severity: String
        var code: String
        var message: String
        var notes: [NoteRecord]?

        init(_ diagnostic: Diagnostic) {
            file = diagnostic.location.file
            line = diagnostic.location.line
            column = diagnostic.location.column
            severity = diagnostic.severity.rawValue
            code = diagnostic.id.rawValue
            message = diagnostic.message
            // `notes` is left out when empty so the common record has exactly the documented six keys.
            notes = diagnostic.notes.isEmpty ? nil : diagnostic.notes.map {
                NoteRecord(file: $0.location.file, line: $0.location.line, column: $0.location.column, message: $0.message)
            }
        }
    }
}

// MARK: - SARIF

extension Diagnostic {
    /// A SARIF 2.1.0 log of one run. Rules list only the IDs that occur, sorted, and results point at them by index,
    /// as SARIF recommends. The log is a document, not a model anyone reads back, so it is built as a `JSONValue`.
    private static func sarifLog(_ diagnostics: [Diagnostic], toolVersion: String) -> JSONValue {
        let ids = Set(diagnostics.map(\.id)).sorted { $0.rawValue < $1.rawValue }
        var indexByID: [DiagnosticID: Int] = [:]
        for (index, id) in ids.enumerated() { indexByID[id] = index }
        let rules = ids.map { id -> JSONValue in
            .object(["id": .string(id.rawValue), "defaultConfiguration": .object(["level": .string(sarifLevel(id.defaultSeverity))])])
        }
        let results = diagnostics.map { diagnostic -> JSONValue in
            var result: [String: JSONValue] = [
                "ruleId": .string(diagnostic.id.rawValue),
                "ruleIndex": .integer(indexByID[diagnostic.id] ?? 0),
                "level": .string(sarifLevel(diagnostic.severity)),
                "message": .object(["text": .string(diagnostic.message)]),
                "locations": .array([sarifLocation(diagnostic.location)]),
            ]
            if !diagnostic.notes.isEmpty {
                result["relatedLocations"] = .array(diagnostic.notes.map { sarifLocation($0.location, message: $0.message) })
            }
            return .object(result)
        }
        let driver: JSONValue = .object(["name": .string("intent-metadata"), "version": .string(toolVersion), "rules": .array(rules)])
        return .object([
            "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
            "version": .string("2.1.0"),
            "runs": .array([.object(["tool": .object(["driver": driver]), "results": .array(results)])]),
        ])
    }

    private static func sarifLocation(_ location: SourceLocation, message: String? = nil) -> JSONValue {
        var fields: [String: JSONValue] = [
            "physicalLocation": .object([
                "artifactLocation": .object(["uri": .string(sarifURI(for: location.file))]),
                "region": .object(["startLine": .integer(max(1, location.line)), "startColumn": .integer(max(1, location.column))]),
            ])
        ]
        if let message { fields["message"] = .object(["text": .string(message)]) }
        return .object(fields)
    }

    private static func sarifLevel(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    // SARIF URIs are RFC 3986 references: relative paths stay relative (code scanning resolves them against
    // the checkout), but characters such as spaces must be percent-encoded.
    // The bytes kept are those of Foundation's `CharacterSet.urlPathAllowed` without `%`; every other UTF-8 byte is
    // written `%XX` in capitals, as `addingPercentEncoding(withAllowedCharacters:)` writes it.
    package static func sarifURI(for path: String) -> String {
        var encoded: [UInt8] = []
        encoded.reserveCapacity(path.utf8.count)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in path.utf8 {
            if isAllowedInURIPath(byte) {
                encoded.append(byte)
            } else {
                encoded += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    private static func isAllowedInURIPath(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: "!$&'()*+,-./:=@_~".utf8.contains(byte)
        }
    }
}

// MARK: - GitHub workflow commands

extension Diagnostic {
    /// The diagnostic as a GitHub Actions workflow command, which annotates the file in a pull request.
    ///
    /// Notes are appended to the message on their own lines, since an annotation has one location.
    package var renderedWorkflowCommand: String {
        let command: String
        switch severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        var text = message
        for note in notes {
            text += "\nnote: \(note.location.file):\(note.location.line):\(note.location.column): \(note.message)"
        }
        let properties = [
            "file=\(Self.escapeWorkflowProperty(location.file))",
            "line=\(location.line)",
            "col=\(location.column)",
            "title=\(Self.escapeWorkflowProperty(id.rawValue))",
        ]
        return "::\(command) \(properties.joined(separator: ","))::\(Self.escapeWorkflowData(text))"
    }

    // The escaping GitHub's runner applies (`toolkit/packages/core/src/command.ts`): data escapes `%`, CR and LF;
    // property values additionally escape `:` and `,`, which delimit the command.
    package static func escapeWorkflowData(_ text: String) -> String {
        text.replacingEvery("%", with: "%25")
            .replacingEvery("\r", with: "%0D")
            .replacingEvery("\n", with: "%0A")
    }

    package static func escapeWorkflowProperty(_ text: String) -> String {
        escapeWorkflowData(text)
            .replacingEvery(":", with: "%3A")
            .replacingEvery(",", with: "%2C")
    }
}
