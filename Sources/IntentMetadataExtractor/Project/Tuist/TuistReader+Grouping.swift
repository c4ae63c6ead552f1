#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension TuistReader {
    /// The warnings that say the same of several targets at one place (a helper function that makes each of them,
    /// such as a destinations argument it computes) as one warning naming the targets: the cause is one, and one
    /// warning per cause is what a reader can act on. Other diagnostics are kept as they are.
    ///
    /// ```swift
    /// // Helpers.swift:12:5: the destinations of target 'A' ('platforms()') are computed; the target is not read
    /// // Helpers.swift:12:5: the destinations of target 'B' ('platforms()') are computed; the target is not read
    /// // become
    /// // Helpers.swift:12:5: the destinations of targets 'A' and 'B' ('platforms()') are computed; these targets are not read
    /// ```
    static func groupingTargets(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        struct Key: Hashable {
            var location: SourceLocation
            var severity: Diagnostic.Severity
            var template: String
        }
        var result: [Diagnostic] = []
        var names: [Key: [String]] = [:]
        var keys: [Key] = []
        for diagnostic in Diagnostic.sortedRemovingDuplicates(diagnostics) {
            guard diagnostic.id == .projectNotRead, diagnostic.notes.isEmpty, let (name, template) = targetTemplate(diagnostic.message) else {
                result.append(diagnostic)
                continue
            }
            let key = Key(location: diagnostic.location, severity: diagnostic.severity, template: template)
            if names[key] == nil { keys.append(key) }
            names[key, default: []].append(name)
        }
        for key in keys {
            let targets = names[key] ?? []
            let message: String
            if targets.count == 1 {
                message = key.template.replacingEvery(placeholder, with: "target '\(targets[0])'")
            } else {
                let list = targets.dropLast().map { "'\($0)'" }.joined(separator: ", ") + " and '\(targets[targets.count - 1])'"
                message = key.template.replacingEvery(placeholder, with: "targets \(list)")
                    .replacingEvery("the target is not read", with: "these targets are not read")
            }
            result.append(Diagnostic(.projectNotRead, severity: key.severity, at: key.location, message))
        }
        return Diagnostic.sortedRemovingDuplicates(result)
    }

    private static let placeholder = "target '\u{0}'"

    /// The target a message names (`target 'Name'`) and the message with the name taken out.
    private static func targetTemplate(_ message: String) -> (name: String, template: String)? {
        guard let start = message.firstRange(ofBytes: "target '"), let end = message[start.upperBound...].firstIndex(of: "'") else { return nil }
        let name = String(message[start.upperBound..<end])
        return (name, message[..<start.lowerBound] + placeholder + message[message.index(after: end)...])
    }
}
