#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An `.xcconfig` file read into assignments, with its `#include`s read in place.
///
/// `// comments` are dropped, `#include "other.xcconfig"` is resolved relative to the including file and
/// `#include? "..."` may name a missing file. Include cycles and chains deeper than `maximumIncludeDepth` stop with a
/// diagnostic; a line that is not an assignment is reported and skipped.
package struct XCConfigFile: Sendable {
    /// The assignments in the order they apply, included files' first where they are included.
    package var assignments: [BuildSettingAssignment]
    /// Problems met: unreadable files, malformed lines, include cycles.
    package var diagnostics: [Diagnostic]

    static let maximumIncludeDepth = 16
    static let maximumFileSize = 4 << 20

    /// Reads a file and the files it includes.
    ///
    /// - Parameters:
    ///   - path: the absolute path of the file.
    ///   - rootDirectory: the absolute folder diagnostics' paths are relative to.
    package init(contentsOf path: String, rootDirectory: String) {
        var reader = Reader(rootDirectory: rootDirectory)
        reader.read(path, from: nil, isOptional: false, chain: [])
        assignments = reader.assignments
        diagnostics = reader.diagnostics
    }

    /// The lines of a text, ended by `\n`, `\r\n` or `\r`, the last one included even when empty.
    ///
    /// Found on bytes: a line break is always a `Character` of its own, so this splits where splitting the text's
    /// `Character`s did, without breaking the whole text into graphemes.
    static func lines(of text: String) -> [Substring] {
        let bytes = text.utf8
        var lines: [Substring] = []
        var start = bytes.startIndex
        var index = start
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
                index = bytes.index(after: index)
                continue
            }
            lines.append(text[start..<index])
            index = bytes.index(after: index)
            if byte == UInt8(ascii: "\r"), index < bytes.endIndex, bytes[index] == UInt8(ascii: "\n") { index = bytes.index(after: index) }
            start = index
        }
        lines.append(text[start...])
        return lines
    }

    /// A line without its `// comment`.
    static func removingComment(from line: Substring) -> Substring {
        // An ASCII line (nearly every line) is searched on its bytes: a search by characters cost more than the rest
        // of the line's reading. Elsewhere a `/` may begin a larger character (`/` and a combining mark), which is
        // not a slash: those lines are searched by characters.
        guard line.utf8.allSatisfy({ $0 < 0x80 }) else {
            var previous: Substring.Index?
            for index in line.indices {
                if line[index] == "/" {
                    if let previous { return line[..<previous] }
                    previous = index
                } else {
                    previous = nil
                }
            }
            return line
        }
        var index = line.utf8.startIndex
        while let slash = line.utf8[index...].firstIndex(of: UInt8(ascii: "/")) {
            let next = line.utf8.index(after: slash)
            if next < line.utf8.endIndex, line.utf8[next] == UInt8(ascii: "/") { return line[..<slash] }
            index = next
        }
        return line
    }

    private struct Reader {
        let rootDirectory: String
        var assignments: [BuildSettingAssignment] = []
        var diagnostics: [Diagnostic] = []

        func displayPath(_ path: String) -> String {
            ProjectPath.relative(path, to: rootDirectory)
        }

        mutating func read(_ path: String, from includer: SourceLocation?, isOptional: Bool, chain: [String]) {
            let location = includer ?? SourceLocation(file: displayPath(path), line: 1, column: 1)
            guard !chain.contains(path) else {
                diagnostics.append(Diagnostic(.projectInvalidReference, at: location, "'\(displayPath(path))' includes itself; the include is skipped"))
                return
            }
            guard chain.count < XCConfigFile.maximumIncludeDepth else {
                diagnostics.append(Diagnostic(.projectInvalidReference, at: location, "includes nest deeper than \(XCConfigFile.maximumIncludeDepth) files; the include is skipped"))
                return
            }
            // Read as source files are: through a symbolic link too (a shared configuration linked into a project is
            // read as the file itself); anything but a regular file (a folder, a pipe) is not read.
            guard let data = SourceTree.contents(ofFileAt: path) else {
                if !isOptional {
                    // A note: CocoaPods' configurations exist only after `pod install`, and ignored local ones are
                    // not in a checkout.
                    diagnostics.append(
                        Diagnostic(.projectInvalidReference, severity: .note, at: location, "configuration file '\(displayPath(path))' does not exist or cannot be read; its settings are not used")
                    )
                }
                return
            }
            guard data.count <= XCConfigFile.maximumFileSize else {
                diagnostics.append(Diagnostic(.projectUnreadable, at: location, "configuration file '\(displayPath(path))' is larger than 4 MB; its settings are not used"))
                return
            }
            let text = String(decoding: data, as: UTF8.self)
            let directory = PathArithmetic.deletingLastComponent(of: path)
            let displayedPath = displayPath(path)
            var lineNumber = 0
            for line in XCConfigFile.lines(of: text) {
                lineNumber += 1
                var trimmed = String(XCConfigFile.removingComment(from: line)).trimmingSpaces
                // Only Unicode's other spaces are left to trim, and none of them begins or ends with an ASCII byte.
                if let first = trimmed.utf8.first, let last = trimmed.utf8.last, first >= 0x80 || last >= 0x80 {
                    trimmed = trimmed.trimmingWhitespace
                }
                if trimmed.isEmpty { continue }
                let here = SourceLocation(file: displayedPath, line: lineNumber, column: 1)
                if trimmed.hasPrefix("#include") {
                    var rest = trimmed.dropFirst("#include".count)
                    let optional = rest.hasPrefix("?")
                    if optional { rest = rest.dropFirst() }
                    let name = rest.trimmingWhitespace.trimming(charactersIn: "\"<>")
                    guard !name.isEmpty else {
                        diagnostics.append(Diagnostic(.projectUnreadable, at: here, "'#include' names no file"))
                        continue
                    }
                    let included = name.hasPrefix("/") ? name : PathArithmetic.appending(name, to: directory)
                    read(included.hasPrefix("/") ? PathArithmetic.normalize(included) : included, from: here, isOptional: optional, chain: chain + [path])
                    continue
                }
                guard let equals = trimmed.firstIndex(of: "=") else {
                    diagnostics.append(Diagnostic(.projectUnreadable, severity: .warning, at: here, "expected 'NAME = value' in a configuration file; the line is skipped"))
                    continue
                }
                let key = String(trimmed[..<equals]).trimmingSpaces
                var value = String(trimmed[trimmed.index(after: equals)...]).trimmingSpaces
                if value.hasSuffix(";") { value.removeLast() }
                guard !key.isEmpty else { continue }
                assignments.append(BuildSettingAssignment(writtenKey: key, value: value.trimmingSpaces))
            }
        }
    }
}
