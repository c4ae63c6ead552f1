#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension IntentMetadataBundle {
    /// The placeholder that stands for the app's name in described phrases.
    public static let applicationNamePlaceholder = "<app name>"

    /// Describes the bundle's actions for people or for assistants.
    ///
    /// ```swift
    /// let bundle = try IntentMetadataBundle(contentsOf: url)
    /// print(bundle.describe(format: .text, actionIdentifier: "OpenShelf"), terminator: "")
    /// ```
    ///
    /// prints
    ///
    /// ```text
    /// Open Shelf (OpenShelf)
    ///   Summary: Open Shelf
    ///   Parameters:
    ///     Shelf (shelf): one of: Want to Read, Reading, Finished (required)
    ///   Opens the app: yes
    ///   ...
    /// ```
    ///
    /// The output is deterministic: the same bundle always gives the same text, and the JSON formats use
    /// sorted keys. The text and Markdown forms end with the bundle's ``legacyIntents``, each marked as a
    /// legacy SiriKit intent; the JSON and tools forms describe App Intents actions only, since only those can
    /// be run through App Intents.
    ///
    /// - Parameters:
    ///   - format: The form to write.
    ///   - actionIdentifier: The one action to describe, or `nil` for all of them. An identifier the bundle
    ///     does not have describes no action; check with ``action(withIdentifier:)`` first to report it.
    /// - Returns: The description, ending with a newline.
    public func describe(format: DescriptionFormat, actionIdentifier: String? = nil) -> String {
        let descriptions = actionDescriptions(actionIdentifier: actionIdentifier)
        switch format {
        case .text:
            return TextDescriptionRenderer.render(descriptions) + LegacyIntentRenderer(bundle: self).text(actionIdentifier: actionIdentifier)
        case .markdown:
            return MarkdownDescriptionRenderer.render(descriptions, module: module)
                + LegacyIntentRenderer(bundle: self).markdown(actionIdentifier: actionIdentifier)
        case .json:
            return JSONValue.encodeCanonically(descriptions)
        case .tools:
            let tools = selectedActions(actionIdentifier).map { ToolSchemaRenderer(bundle: self).tool(for: $0) }
            return JSONValue.encodeCanonically(JSONValue.array(tools))
        }
    }

    /// Describes the bundle's actions in a language: titles, descriptions, parameter titles, summaries, enum
    /// choices and App Shortcuts phrases are looked up in ``localizations`` with the fallback chain of
    /// ``localizedString(for:locale:)``. The describer's own words (`Parameters:`, `a whole number`) stay English.
    ///
    /// ```swift
    /// print(bundle.describe(format: .text, actionIdentifier: "AddBook", locale: "de"), terminator: "")
    /// ```
    ///
    /// - Parameters:
    ///   - format: The form to write.
    ///   - actionIdentifier: The one action to describe, or `nil` for all of them.
    ///   - locale: A locale identifier such as `de` or `pt-BR`.
    /// - Returns: The description, ending with a newline.
    public func describe(format: DescriptionFormat, actionIdentifier: String? = nil, locale: String) -> String {
        resolvingLocalizedTexts(locale: locale).describe(format: format, actionIdentifier: actionIdentifier)
    }

    /// Describes the bundle's actions as values, in a language.
    ///
    /// - Parameters:
    ///   - actionIdentifier: The one action to describe, or `nil` for all of them.
    ///   - locale: A locale identifier, resolved as ``localizedString(for:locale:)`` does.
    /// - Returns: One description per action, in bundle order.
    public func actionDescriptions(actionIdentifier: String? = nil, locale: String) -> [ActionDescription] {
        resolvingLocalizedTexts(locale: locale).actionDescriptions(actionIdentifier: actionIdentifier)
    }

    /// Describes the bundle's actions as values.
    ///
    /// - Parameter actionIdentifier: The one action to describe, or `nil` for all of them.
    /// - Returns: One description per action, in bundle order; empty when no action has the identifier.
    public func actionDescriptions(actionIdentifier: String? = nil) -> [ActionDescription] {
        selectedActions(actionIdentifier).map(actionDescription(of:))
    }

    /// Describes one action as a value.
    ///
    /// - Parameter action: An action of this bundle.
    /// - Returns: Its title, description, parameters in words, summary sentence, whether it opens the app,
    ///   what it returns and shows, and the phrases that run it.
    public func actionDescription(of action: ActionMetadata) -> ActionDescription {
        var shows: [String] = []
        if action.result.providesDialog { shows.append("a dialog") }
        if action.result.showsSnippetView { shows.append("a snippet view") }
        if action.result.showsSnippetIntent { shows.append("a snippet intent") }
        if action.result.opensIntent { shows.append("another intent") }
        return ActionDescription(
            identifier: action.identifier,
            title: action.title.defaultText,
            description: action.description?.text.defaultText,
            parameters: action.parameters.map(parameterDescription(of:)),
            summary: renderedSummary(of: action),
            opensApp: opensApp(action),
            isDiscoverable: action.isDiscoverable,
            returns: action.result.valueType.map(typeDescription(of:)),
            shows: shows,
            phrases: renderedPhrases(for: action, applicationName: Self.applicationNamePlaceholder)
        )
    }

    /// A value type in words, as people choosing an action read it.
    ///
    /// Examples: `text`, `a whole number`, `a date`, `a Book`, `a list of Books`, `a length`,
    /// `one of: Want to Read, Reading, Finished` (with the enum's case titles).
    ///
    /// - Parameter valueType: A type from this bundle.
    /// - Returns: The phrase.
    public func typeDescription(of valueType: ValueType) -> String {
        switch valueType {
        case .primitive(let primitive):
            return PrimitiveWords(primitive).singular
        case .entity(let identifier):
            return EnglishPhrases.withArticle(entityName(identifier))
        case .enum(let identifier):
            guard let choices = choiceTitles(identifier) else { return EnglishPhrases.withArticle(identifier) }
            return "one of: \(choices)"
        case .array(let element):
            return "a list of \(pluralTypeDescription(of: element))"
        }
    }

    /// Whether running an action brings the app to the foreground.
    package func opensApp(_ action: ActionMetadata) -> Bool {
        if action.openAppWhenRun == true { return true }
        // `supportedModes` is the newer API and decides when present.
        if let modes = action.supportedModes { return modes.contains { $0.hasPrefix("foreground") } }
        if action.openAppWhenRun == false { return false }
        // An `OpenIntent` opens the app by its nature unless it says otherwise.
        return action.protocols.contains("OpenIntent")
    }

    private func selectedActions(_ identifier: String?) -> [ActionMetadata] {
        guard let identifier else { return actions }
        return actions.filter { $0.identifier == identifier }
    }

    private func parameterDescription(of parameter: ParameterMetadata) -> ActionDescription.Parameter {
        var choices: [ActionDescription.Choice]?
        if let identifier = parameter.valueType.referencedEnumIdentifier, let enumType = enumType(withIdentifier: identifier) {
            choices = enumType.cases.map { enumCase in
                ActionDescription.Choice(value: enumCase.effectiveRawValue.plainText, title: enumCase.title?.defaultText ?? enumCase.identifier)
            }
        }
        return ActionDescription.Parameter(
            name: parameter.name,
            title: parameter.title.defaultText,
            description: parameter.description?.defaultText,
            type: typeDescription(of: parameter.valueType),
            isRequired: !parameter.isOptional && parameter.defaultValue == nil,
            defaultValue: parameter.defaultValue.map { displayText(ofLiteral: $0, for: parameter) },
            choices: choices
        )
    }

    private func pluralTypeDescription(of valueType: ValueType) -> String {
        switch valueType {
        case .primitive(let primitive):
            return PrimitiveWords(primitive).plural
        case .entity(let identifier):
            return EnglishPhrases.plural(entityName(identifier))
        case .enum(let identifier):
            guard let choices = choiceTitles(identifier) else { return EnglishPhrases.plural(identifier) }
            return "any of: \(choices)"
        case .array(let element):
            return "lists of \(pluralTypeDescription(of: element))"
        }
    }

    private func entityName(_ identifier: String) -> String {
        entity(withIdentifier: identifier)?.displayTypeName?.defaultText ?? identifier
    }

    private func choiceTitles(_ enumIdentifier: String) -> String? {
        guard let enumType = enumType(withIdentifier: enumIdentifier), !enumType.cases.isEmpty else { return nil }
        return enumType.cases.map { $0.title?.defaultText ?? $0.identifier }.joined(separator: ", ")
    }
}

/// The words for a primitive type, singular with its article and plural.
private struct PrimitiveWords {
    var singular: String
    var plural: String

    init(_ primitive: PrimitiveType) {
        switch primitive {
        case .string: (singular, plural) = ("text", "pieces of text")
        case .int: (singular, plural) = ("a whole number", "whole numbers")
        case .double: (singular, plural) = ("a number", "numbers")
        case .bool: (singular, plural) = ("yes or no", "yes-or-no values")
        case .date: (singular, plural) = ("a date", "dates")
        case .dateComponents: (singular, plural) = ("a date or time", "dates or times")
        case .url: (singular, plural) = ("a URL", "URLs")
        case .attributedString: (singular, plural) = ("formatted text", "pieces of formatted text")
        case .duration: (singular, plural) = ("a duration", "durations")
        case .file: (singular, plural) = ("a file", "files")
        case .person: (singular, plural) = ("a person", "people")
        case .currency: (singular, plural) = ("an amount of money", "amounts of money")
        default:
            let measurementPrefix = "measurement:"
            if let typeName = primitive.unresolvedTypeName {
                (singular, plural) = ("a '\(typeName)' (a type of another module, unresolved)", "'\(typeName)' values (a type of another module, unresolved)")
            } else if primitive.rawValue.hasPrefix(measurementPrefix) {
                var unit = String(primitive.rawValue.dropFirst(measurementPrefix.count))
                if unit.hasPrefix("Unit") { unit.removeFirst(4) }
                let noun = unit.isEmpty ? "measurement" : EnglishPhrases.words(fromUpperCamelCase: unit)
                (singular, plural) = (EnglishPhrases.withArticle(noun), EnglishPhrases.plural(noun))
            } else {
                (singular, plural) = ("a value of type '\(primitive.rawValue)'", "values of type '\(primitive.rawValue)'")
            }
        }
    }
}
