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
        if action.parameters.isEmpty {
            lines.append("  Parameters: none")
        } else {
            lines.append("  Parameters:")
            for parameter in action.parameters {
                lines.append("    \(parameter.title) (\(parameter.name)): \(parameter.type) (\(ParameterWording.requirement(of: parameter)))")
                if let description = parameter.description {
                    lines.append("      \(description)")
                }
            }
        }
        lines.append("  Opens the app: \(action.opensApp ? "yes" : "no")")
        lines.append("  Returns: \(action.returns ?? "nothing")")
        if !action.shows.isEmpty {
            lines.append("  Shows: \(action.shows.joined(separator: ", "))")
        }
        if action.phrases.isEmpty {
            lines.append("  Phrases: none")
        } else {
            lines.append("  Phrases:")
            for phrase in action.phrases {
                lines.append("    \"\(phrase)\"")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Wording shared by the text and Markdown renderers.
enum ParameterWording {
    /// `required`, `optional` or `optional, defaults to X`: a parameter with a default value may be left out.
    static func requirement(of parameter: ActionDescription.Parameter) -> String {
        if parameter.isRequired { return "required" }
        guard let defaultValue = parameter.defaultValue else { return "optional" }
        return "optional, defaults to \(defaultValue)"
    }
}
