extension AppIntentsSourceGenerator {
    /// `<Name>Intent.swift`: the intent, and a `DynamicOptionsProvider` per parameter of a system type whose
    /// options the app provided at run time.
    func makeIntentFile(_ intent: IntentDefinition.Intent) -> GeneratedFile {
        let typeName = Self.intentTypeName(for: intent.name)
        let supported = intent.parameters.filter { swiftType(of: $0.type) != nil }
        var lines = header("SiriKit intent '\(intent.name)'")
        if let description = intent.description {
            lines.append("/// \(description.text)")
        }
        var protocols = intent.isEligibleForWidgets ? ["WidgetConfigurationIntent"] : ["AppIntent"]
        // Lets the system hand saved shortcuts and widget configurations of the old intent to this one.
        protocols.append("CustomIntentMigratedAppIntent")
        lines.append("struct \(typeName): \(protocols.joined(separator: ", ")) {")
        lines.append("    static let intentClassName = \(typeName.swiftStringLiteral)")
        lines.append("")
        lines.append("    static let title: LocalizedStringResource = \(localizedExpression(intent.title))")
        if let description = intent.description {
            lines.append("    static let description: IntentDescription? = IntentDescription(\(localizedExpression(description)))")
        }
        if !intent.isConfigurable {
            lines.append("    // The definition kept this intent out of Shortcuts and Siri.")
            lines.append("    static let isDiscoverable = false")
        }
        for parameter in intent.parameters {
            lines.append("")
            lines += parameterDeclaration(parameter, intent: intent)
        }
        if let summary = parameterSummary(intent, supported: supported) {
            lines.append("")
            lines += summary
        }
        lines.append("")
        lines.append("    func perform() async throws -> some IntentResult {")
        lines.append("        // TODO: Do the work of the SiriKit handler's 'handle(intent:completion:)' here.")
        if !intent.responseCodes.isEmpty {
            let codes = intent.responseCodes.map { "'\($0)'" }.joined(separator: ", ")
            lines.append("        // Its response codes were \(codes); return a dialog or throw an error instead.")
        }
        lines.append("        return .result()")
        lines.append("    }")
        lines.append("}")
        for parameter in supported where parameter.hasDynamicOptions {
            guard case let elementType? = swiftType(of: parameter.type), !Self.isEntity(parameter.type) else { continue }
            lines.append("")
            lines += optionsProvider(for: parameter, intent: intent, elementType: elementType)
        }
        return GeneratedFile(name: typeName + ".swift", contents: lines.joined(separator: "\n") + "\n")
    }

    static func isEntity(_ kind: IntentDefinition.ValueKind) -> Bool {
        if case .custom = kind { return true }
        return false
    }

    static func optionsProviderName(for parameter: IntentDefinition.Parameter, intent: IntentDefinition.Intent) -> String {
        intentTypeName(for: intent.name) + parameter.name.swiftIdentifier.withoutBackticks.uppercasingFirstCharacter + "OptionsProvider"
    }

    private func parameterDeclaration(_ parameter: IntentDefinition.Parameter, intent: IntentDefinition.Intent) -> [String] {
        let name = parameter.name.swiftIdentifier
        guard let elementType = swiftType(of: parameter.type) else {
            let typeName = definition.definitionTypeName(of: parameter.type)
            return [
                "    // TODO: '\(parameter.name)' (\(parameter.displayName.text)) has the SiriKit type '\(typeName)', which has no",
                "    // App Intents equivalent here; add a parameter of a type the app can use by hand.",
            ]
        }
        var arguments = ["title: \(localizedExpression(parameter.displayName))"]
        if let defaultValue = parameter.defaultValue, !parameter.isArray {
            arguments.append("default: \(swiftLiteral(defaultValue))")
        }
        if let range = parameter.range, parameter.type == .integer || parameter.type == .decimal, !parameter.isArray {
            let bounds = parameter.type == .integer
                ? "(\(Int(range.lowerBound.rounded())), \(Int(range.upperBound.rounded())))"
                : "(\(range.lowerBound), \(range.upperBound))"
            arguments.append("inclusiveRange: \(bounds)")
        }
        if parameter.hasDynamicOptions, !Self.isEntity(parameter.type) {
            arguments.append("optionsProvider: \(Self.optionsProviderName(for: parameter, intent: intent))()")
        }
        let type = parameter.isArray ? "[\(elementType)]" : parameter.isOptional ? elementType + "?" : elementType
        return [
            "    @Parameter(\(arguments.joined(separator: ", ")))",
            "    var \(name): \(type)",
        ]
    }

    /// The summary of the definition's primary parameter combination, with the other parameters below it.
    private func parameterSummary(_ intent: IntentDefinition.Intent, supported: [IntentDefinition.Parameter]) -> [String]? {
        guard !supported.isEmpty else { return nil }
        let supportedNames = Set(supported.map(\.name))
        var template = intent.title.text.swiftStringLiteral
        var shown: Set<String> = []
        var comment: String?
        if let summary = intent.summary, summary.parameterNames.allSatisfy(supportedNames.contains),
            let sentence = Self.summarySentence(summary.title.text, parameters: supportedNames)
        {
            template = sentence.literal
            shown = sentence.names
            if let key = summary.title.key {
                comment = "    // The definition's summary had the key '\(key)' in '\(definition.tableName).strings'."
            }
        }
        var lines = comment.map { [$0] } ?? []
        lines.append("    static var parameterSummary: some ParameterSummary {")
        let rest = supported.filter { !shown.contains($0.name) }
        if rest.isEmpty {
            lines.append("        Summary(\(template))")
        } else {
            lines.append("        Summary(\(template)) {")
            lines += rest.map { "            \\.$\($0.name.swiftIdentifier.withoutBackticks)" }
            lines.append("        }")
        }
        lines.append("    }")
        return lines
    }

    /// `Order ${quantity} ${soup}` as a Swift literal interpolating `\.$quantity` and `\.$soup`; `nil` when
    /// it names a parameter the intent does not have.
    package static func summarySentence(_ title: String, parameters: Set<String>) -> (literal: String, names: Set<String>)? {
        var literal = "\""
        var names: Set<String> = []
        var rest = Substring(title)
        while let start = rest.firstRange(ofBytes: "${") {
            literal += String(rest[..<start.lowerBound]).swiftStringLiteral.dropFirst().dropLast()
            guard let end = rest[start.upperBound...].firstIndex(of: "}") else { return nil }
            let name = String(rest[start.upperBound..<end])
            guard parameters.contains(name) else { return nil }
            literal += "\\(\\.$\(name.swiftIdentifier.withoutBackticks))"
            names.insert(name)
            rest = rest[rest.index(after: end)...]
        }
        literal += String(rest).swiftStringLiteral.dropFirst()
        return (literal, names)
    }

    private func optionsProvider(for parameter: IntentDefinition.Parameter, intent: IntentDefinition.Intent, elementType: String) -> [String] {
        let handlerMethod = "provide\(parameter.name.uppercasingFirstCharacter)OptionsCollection(for:with:)"
        return [
            "/// The options of '\(parameter.name)', which the SiriKit handler provided at run time.",
            "struct \(Self.optionsProviderName(for: parameter, intent: intent)): DynamicOptionsProvider {",
            "    func results() async throws -> [\(elementType)] {",
            "        // TODO: Return what the handler's '\(handlerMethod)' returned.",
            "        []",
            "    }",
            "}",
        ]
    }
}
