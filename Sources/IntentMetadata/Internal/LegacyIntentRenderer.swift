/// Writes a bundle's legacy SiriKit intents after its actions, in the text and Markdown descriptions.
///
/// Nothing is written when the bundle has no legacy intents or one action was asked for, so those
/// descriptions are exactly what they were before legacy intents existed.
struct LegacyIntentRenderer {
    let bundle: IntentMetadataBundle

    func text(actionIdentifier: String?) -> String {
        guard actionIdentifier == nil, !bundle.legacyIntents.isEmpty else { return "" }
        let blocks = bundle.legacyIntents.map { intent -> String in
            var lines = ["\(intent.title.defaultText) (\(intent.identifier)) [legacy SiriKit intent, \(intent.source.file)]"]
            if let description = intent.description {
                lines.append("  \(description.defaultText)")
            }
            lines += ParameterWording.textList("Parameters", intent.parameters.map { parameter in
                ParameterWording.textLine(parameter.title.defaultText, parameter.name, typeDescription(of: parameter), requirement(of: parameter))
            })
            lines.append("  Configures widgets: \(intent.isEligibleForWidgets ? "yes" : "no")")
            lines.append("  In Shortcuts and Siri: \(intent.isConfigurable ? "yes" : "no")")
            return lines.joined(separator: "\n") + "\n"
        }
        return (bundle.actions.isEmpty ? "" : "\n") + blocks.joined(separator: "\n")
    }

    func markdown(actionIdentifier: String?) -> String {
        guard actionIdentifier == nil, !bundle.legacyIntents.isEmpty else { return "" }
        var sections = ["\n# Legacy SiriKit intents of \(MarkdownDescriptionRenderer.escaped(bundle.module))\n"]
        for intent in bundle.legacyIntents {
            var lines = ["## \(MarkdownDescriptionRenderer.escaped(intent.title.defaultText)) (legacy)", ""]
            if let description = intent.description {
                lines += [MarkdownDescriptionRenderer.escaped(description.defaultText), ""]
            }
            lines.append("- **Identifier:** `\(intent.identifier)`")
            lines.append("- **Declared in:** `\(intent.source.file)`")
            lines.append("- **Configures widgets:** \(intent.isEligibleForWidgets ? "yes" : "no")")
            lines.append("- **In Shortcuts and Siri:** \(intent.isConfigurable ? "yes" : "no")")
            lines.append("")
            lines += ParameterWording.markdownTable(["Parameter", "Name", "Type", "Required"], intent.parameters.map { parameter in
                [
                    MarkdownDescriptionRenderer.escaped(parameter.title.defaultText), "`\(parameter.name)`",
                    MarkdownDescriptionRenderer.escaped(typeDescription(of: parameter)), requirement(of: parameter),
                ]
            })
            sections.append(lines.joined(separator: "\n"))
        }
        return sections.joined(separator: "\n")
    }

    /// The type in words; an enum of the definition lists its choices, as an `AppEnum` parameter does.
    private func typeDescription(of parameter: LegacyParameterMetadata) -> String {
        if let choices = parameter.choices, !choices.isEmpty {
            let titles = choices.map(\.title.defaultText).joined(separator: ", ")
            return parameter.isArray ? "any of: \(titles)" : "one of: \(titles)"
        }
        switch parameter.valueType {
        case .entity(let identifier)?:
            return EnglishPhrases.withArticle(identifier)
        case .array(.entity(let identifier))?:
            return "a list of \(EnglishPhrases.plural(identifier))"
        case let valueType?:
            return bundle.typeDescription(of: valueType)
        case nil:
            return "a value of type '\(parameter.definitionType)' (no App Intents equivalent)"
        }
    }

    /// Worded as for App Intents parameters: a parameter with a default value may be left out.
    private func requirement(of parameter: LegacyParameterMetadata) -> String {
        if let defaultValue = parameter.defaultValue {
            var text = defaultValue.plainText
            if case .member(let name) = defaultValue, let choice = parameter.choices?.first(where: { $0.identifier == name }) {
                text = choice.title.defaultText
            }
            return "optional, defaults to \(text)"
        }
        return parameter.isOptional ? "optional" : "required"
    }
}
