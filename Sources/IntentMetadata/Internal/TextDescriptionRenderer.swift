/// Writes action descriptions as plain text: one indented block per action, blocks separated by a blank line.
enum TextDescriptionRenderer {
    static func render(_ descriptions: [ActionDescription]) -> String {
        descriptions.map(block(for:)).joined(separator: "\n")
    }

    private static func block(for action: ActionDescription) -> String {
        var lines = ["\(action.title) (\(action.identifier))"]
        if let description = action.description {
            lines.append("  \(description)")
        }
        if !action.isDiscoverable {
            lines.append("  Hidden: the system does not offer this action to people.")
        }
        if let summary = action.summary {
            lines.append("  Summary: \(summary)")
        }
        lines += ParameterWording.textList("Parameters", action.parameters.map { parameter in
            ParameterWording.textLine(parameter.title, parameter.name, parameter.type, ParameterWording.requirement(of: parameter))
                + (parameter.description.map { "\n      \($0)" } ?? "")
        })
        lines.append("  Opens the app: \(action.opensApp ? "yes" : "no")")
        lines.append("  Returns: \(action.returns ?? "nothing")")
        if !action.shows.isEmpty {
            lines.append("  Shows: \(action.shows.joined(separator: ", "))")
        }
        lines += ParameterWording.textList("Phrases", action.phrases.map { "    \"\($0)\"" })
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Wording shared by the text and Markdown renderers, of actions and of legacy intents.
enum ParameterWording {
    /// `  <Label>: none`, or `  <Label>:` and the items' lines.
    static func textList(_ label: String, _ items: [String]) -> [String] {
        items.isEmpty ? ["  \(label): none"] : ["  \(label):"] + items
    }

    /// `    Title (name): type (requirement)`.
    static func textLine(_ title: String, _ name: String, _ type: String, _ requirement: String) -> String {
        "    \(title) (\(name)): \(type) (\(requirement))"
    }

    /// `No parameters.`, or a Markdown table of them; a blank line follows either.
    static func markdownTable(_ header: [String], _ rows: [[String]]) -> [String] {
        guard !rows.isEmpty else { return ["No parameters.", ""] }
        let table = [header, header.map { _ in "---" }] + rows
        return table.map { "| \($0.joined(separator: " | ")) |" } + [""]
    }

    /// `required`, `optional` or `optional, defaults to X`: a parameter with a default value may be left out.
    static func requirement(of parameter: ActionDescription.Parameter) -> String {
        if parameter.isRequired { return "required" }
        guard let defaultValue = parameter.defaultValue else { return "optional" }
        return "optional, defaults to \(defaultValue)"
    }
}
