extension IntentMetadataBundle {
    /// An action's parameter summary as a sentence, such as `Open Want to Read` or, without values,
    /// `Open Shelf`.
    ///
    /// Each `${name}` token becomes the value given for that parameter in `values`, or else the parameter's
    /// title as a placeholder. A value given for an enum parameter may be a case's identifier, raw value or
    /// title, and is shown as the case's title.
    ///
    /// A `When` or `Switch` summary picks its branch from the parameter's value: the one in `values`, else
    /// the parameter's literal default value. The choice is always the same for the same input:
    ///
    /// - `When`: with no value, `then`. With a value, `hasAnyValue` holds and `hasNoValue` does not;
    ///   `equalTo`, `notEqualTo`, `greaterThan`, `greaterThanOrEqualTo`, `lessThan`, `lessThanOrEqualTo` and
    ///   `contains` compare the value with the literal. When the condition fails, `otherwise`, or `then` when
    ///   there is no `otherwise`.
    /// - `Switch`: the first `Case` whose literal matches the value; else `DefaultCase`; else the first `Case`.
    ///   With no value, no `Case` matches.
    ///
    /// ```swift
    /// bundle.renderedSummary(of: openShelf)                                  // "Open Shelf"
    /// bundle.renderedSummary(of: openShelf, values: ["shelf": "wantToRead"]) // "Open Want to Read"
    /// ```
    ///
    /// - Parameters:
    ///   - action: An action of this bundle.
    ///   - values: Parameter values by parameter name, as text.
    /// - Returns: The sentence, or `nil` when the action declares no parameter summary.
    public func renderedSummary(of action: ActionMetadata, values: [String: String] = [:]) -> String? {
        guard let template = selectedSummaryTemplate(of: action, values: values) else { return nil }
        return TemplateTokens.replace(in: template.template.defaultText) { name in
            guard let parameter = action.parameters.first(where: { $0.name == name }) else { return nil }
            if let value = values[name] {
                return displayText(ofValue: value, for: parameter)
            }
            return parameter.title.defaultText
        }
    }

    /// The summary template that `values` select among an action's `When` and `Switch` branches, chosen as
    /// ``renderedSummary(of:values:)`` describes.
    ///
    /// - Parameters:
    ///   - action: An action of this bundle.
    ///   - values: Parameter values by parameter name, as text.
    /// - Returns: The template, or `nil` when the action has no summary or a `Switch` has no branches.
    public func selectedSummaryTemplate(of action: ActionMetadata, values: [String: String] = [:]) -> SummaryTemplate? {
        guard var summary = action.parameterSummary else { return nil }
        while true {
            switch summary {
            case .summary(let template):
                return template
            case .when(let when):
                let parameter = action.parameters.first { $0.name == when.parameter }
                let value = currentValue(of: when.parameter, parameter: parameter, values: values)
                guard let value else {
                    summary = when.then
                    continue
                }
                if conditionHolds(when, value: value, parameter: parameter) {
                    summary = when.then
                } else {
                    summary = when.otherwise ?? when.then
                }
            case .switch(let switchSummary):
                let parameter = action.parameters.first { $0.name == switchSummary.parameter }
                let value = currentValue(of: switchSummary.parameter, parameter: parameter, values: values)
                let matching = value.flatMap { value in
                    switchSummary.cases.first { literal($0.value, matches: value, parameter: parameter) }
                }
                guard let next = matching?.summary ?? switchSummary.defaultCase ?? switchSummary.cases.first?.summary else {
                    return nil
                }
                summary = next
            }
        }
    }

    /// A value as people see it: an enum case's title when the parameter is an enum and the text names one
    /// of its cases, else the text itself.
    func displayText(ofValue value: String, for parameter: ParameterMetadata) -> String {
        guard case .enum(let identifier) = parameter.valueType,
            let enumCase = enumType(withIdentifier: identifier)?.enumCase(matching: value)
        else { return value }
        return enumCase.title?.defaultText ?? enumCase.identifier
    }

    /// A literal default value as people see it: an enum member as its case's title, anything else as text.
    func displayText(ofLiteral literal: LiteralValue, for parameter: ParameterMetadata) -> String {
        switch literal {
        case .member(let name):
            return displayText(ofValue: name, for: parameter)
        case .array(let elements):
            return elements.map { displayText(ofLiteral: $0, for: parameter) }.joined(separator: ", ")
        default:
            return displayText(ofValue: literal.plainText, for: parameter)
        }
    }

    private func currentValue(of name: String, parameter: ParameterMetadata?, values: [String: String]) -> String? {
        values[name] ?? parameter?.defaultValue?.plainText
    }

    private func conditionHolds(_ when: WhenSummary, value: String, parameter: ParameterMetadata?) -> Bool {
        let comparison = when.comparison ?? (when.value == nil ? "hasAnyValue" : "equalTo")
        guard let literal = when.value else {
            return comparison != "hasNoValue"
        }
        switch comparison {
        case "hasAnyValue":
            return true
        case "hasNoValue":
            return false
        case "equalTo":
            return self.literal(literal, matches: value, parameter: parameter)
        case "notEqualTo":
            return !self.literal(literal, matches: value, parameter: parameter)
        case "contains":
            return value.contains(literal.plainText)
        case "greaterThan", "greaterThanOrEqualTo", "lessThan", "lessThanOrEqualTo":
            guard let left = Double(value), let right = Double(literal.plainText) else { return false }
            switch comparison {
            case "greaterThan": return left > right
            case "greaterThanOrEqualTo": return left >= right
            case "lessThan": return left < right
            default: return left <= right
            }
        default:
            // An operator this library does not know: keep the first branch, as when the value is unknown.
            return true
        }
    }

    /// Whether a literal from a `When` or `Case` matches a value given as text.
    private func literal(_ literal: LiteralValue, matches value: String, parameter: ParameterMetadata?) -> Bool {
        switch literal {
        case .member(let name):
            if name == value { return true }
            guard let parameter, case .enum(let identifier) = parameter.valueType,
                let enumType = enumType(withIdentifier: identifier),
                let given = enumType.enumCase(matching: value)
            else { return false }
            return given.identifier == name
        case .string(let string):
            return string == value
        case .integer(let integer):
            return Int(value) == integer || Double(value) == Double(integer)
        case .double(let double):
            return Double(value) == double
        case .bool(let bool):
            return Bool(value) == bool
        case .array:
            return literal.plainText == value
        }
    }
}
