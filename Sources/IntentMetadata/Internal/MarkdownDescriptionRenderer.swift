/// Writes action descriptions as Markdown: a document heading, then per action a heading, its description,
/// a list of facts, a parameter table and its phrases.
enum MarkdownDescriptionRenderer {
    static func render(_ descriptions: [ActionDescription], module: String) -> String {
        var sections = ["# Actions of \(escaped(module))\n"]
        if descriptions.isEmpty {
            sections.append("No actions.\n")
        }
        sections += descriptions.map(section(for:))
        return sections.joined(separator: "\n")
    }

    private static func section(for action: ActionDescription) -> String {
        var lines = ["## \(escaped(action.title))", ""]
        if let description = action.description {
            lines += [escaped(description), ""]
        }
        lines.append("- **Identifier:** `\(action.identifier)`")
        if let summary = action.summary {
            lines.append("- **Summary:** \(escaped(summary))")
        }
        lines.append("- **Opens the app:** \(action.opensApp ? "yes" : "no")")
        lines.append("- **Returns:** \(escaped(action.returns ?? "nothing"))")
        if !action.shows.isEmpty {
            lines.append("- **Shows:** \(escaped(action.shows.joined(separator: ", ")))")
        }
        if !action.isDiscoverable {
            lines.append("- **Hidden:** the system does not offer this action to people")
        }
        lines.append("")
        lines += ParameterWording.markdownTable(["Parameter", "Name", "Type", "Required", "Description"], action.parameters.map { parameter in
            [
                escaped(parameter.title), "`\(parameter.name)`", escaped(parameter.type),
                escaped(ParameterWording.requirement(of: parameter)), escaped(parameter.description ?? ""),
            ]
        })
        if action.phrases.isEmpty {
            lines += ["No App Shortcuts phrases.", ""]
        } else {
            lines += ["Phrases:", ""]
            lines += action.phrases.map { "- \(escaped($0))" }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// Escapes the characters Markdown would read as formatting, so `<app name>` is not taken for HTML and
    /// a `|` does not end a table cell.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\`*_[]<>|#".contains(character) {
                result.append("\\")
            }
            result.append(character)
        }
        return result
    }
}
