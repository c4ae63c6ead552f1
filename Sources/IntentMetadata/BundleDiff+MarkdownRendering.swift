extension BundleDiff {
    /// A heading, the counts, and a table per classification that has changes.
    func renderedMarkdown() -> String {
        var lines = ["## App Intents changes", ""]
        guard !changes.isEmpty else {
            lines.append("No changes to actions, entities, enums, queries or App Shortcuts.")
            return lines.joined(separator: "\n") + "\n"
        }
        let counts = BundleChange.Classification.allCases.map { classification in
            let text = "\(count(of: classification)) \(classification.rawValue)"
            return classification == .breaking && hasBreakingChanges ? "**\(text)**" : text
        }
        lines.append(counts.joined(separator: " · "))
        if hasBreakingChanges {
            lines += [
                "",
                "> [!CAUTION]",
                "> Breaking changes stop shortcuts, automations and App Shortcuts that people already have from working.",
            ]
        }
        for classification in BundleChange.Classification.allCases {
            let group = changes(classifiedAs: classification)
            guard !group.isEmpty else { continue }
            lines += ["", "### \(Self.heading(for: classification)) (\(group.count))", ""]
            lines.append("| Subject | Change | Source |")
            lines.append("| --- | --- | --- |")
            for change in group {
                var text = Self.escapeMarkdown(change.message)
                if let hint = change.hint {
                    text += "<br>*Hint:* " + Self.escapeMarkdown(hint)
                }
                let source = change.source.map { "`\($0.file):\($0.line)`" } ?? ""
                lines.append("| `\(change.subject)` | \(text) | \(source) |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func heading(for classification: BundleChange.Classification) -> String {
        switch classification {
        case .breaking: "Breaking"
        case .notable: "Notable"
        case .additive: "Additive"
        }
    }

    // Messages quote titles and phrases that people wrote; any of these characters would start markup or end
    // the table cell.
    private static func escapeMarkdown(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "#", "~":
                escaped += "\\" + String(character)
            case "\n", "\r":
                escaped += " "
            default:
                escaped.append(character)
            }
        }
        return escaped
    }
}
