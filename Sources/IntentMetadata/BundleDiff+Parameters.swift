extension BundleDiff.Comparison {
    /// Compares the parameters of two versions of one action by name, then pairs the rest as likely renames.
    mutating func compareParameters(_ oldAction: ActionMetadata, _ newAction: ActionMetadata) {
        let action = newAction.identifier
        let source = newAction.source
        let oldNames = Set(oldAction.parameters.map(\.name))
        let newNames = Set(newAction.parameters.map(\.name))
        let removed = oldAction.parameters.filter { !newNames.contains($0.name) }
        let added = newAction.parameters.filter { !oldNames.contains($0.name) }
        let renames = BundleDiff.likelyRenames(removed: removed, added: added, score: BundleDiff.renameScore)
        let renamedOld = Set(renames.map(\.removed.name))
        let renamedNew = Set(renames.map(\.added.name))

        for oldParameter in oldAction.parameters {
            if let newParameter = newAction.parameters.first(where: { $0.name == oldParameter.name }) {
                compare(oldParameter, newParameter, action: action, source: newParameter.source ?? source)
            }
        }
        for pair in renames {
            let (oldParameter, newParameter) = (pair.removed, pair.added)
            record(
                .breaking, .parameterRenamed, "parameter \(action).\(oldParameter.name)", old: oldParameter.name, new: newParameter.name,
                message: "renamed parameter '\(oldParameter.name)' of action '\(action)' to '\(newParameter.name)'?",
                hint: "Saved shortcuts keep their values under the parameter's property name. Keep the property named "
                    + "'\(oldParameter.name)' and change only its 'title' to rename it for people.",
                at: newParameter.source ?? source
            )
            compare(oldParameter, newParameter, action: action, source: newParameter.source ?? source)
        }
        for oldParameter in removed where !renamedOld.contains(oldParameter.name) {
            record(
                .breaking, .parameterRemoved, "parameter \(action).\(oldParameter.name)", old: oldParameter.valueType.shortText,
                message: "parameter '\(oldParameter.name)' was removed from action '\(action)'",
                hint: "Saved shortcuts that set '\(oldParameter.name)' lose that value. Keep the parameter, even if the action ignores it.",
                at: source
            )
        }
        for newParameter in added where !renamedNew.contains(newParameter.name) {
            recordAddition(of: newParameter, action: action, source: newParameter.source ?? source)
        }
    }

    private mutating func recordAddition(of parameter: ParameterMetadata, action: String, source: SourceReference) {
        let subject = "parameter \(action).\(parameter.name)"
        let type = parameter.valueType.shortText
        if parameter.isOptional {
            record(
                .additive, .parameterAdded, subject, new: type,
                message: "optional parameter '\(parameter.name)' was added to action '\(action)'", at: source
            )
        } else if let defaultValue = parameter.defaultValue {
            record(
                .notable, .requiredParameterAddedWithDefault, subject, new: type,
                message: "parameter '\(parameter.name)' was added to action '\(action)' with default value '\(defaultValue.plainText)'",
                hint: "Saved shortcuts will run with '\(defaultValue.plainText)'; check that it suits the people who made them.",
                at: source
            )
        } else {
            record(
                .breaking, .requiredParameterAdded, subject, new: type,
                message: "required parameter '\(parameter.name)' was added to action '\(action)' without a default value",
                hint: "Saved shortcuts have no value for '\(parameter.name)' and will stop to ask for one. Give it a default value, or make it optional.",
                at: source
            )
        }
    }

    /// Compares two versions of one parameter; `new` may have been renamed.
    private mutating func compare(_ oldParameter: ParameterMetadata, _ newParameter: ParameterMetadata, action: String, source: SourceReference) {
        let name = newParameter.name
        let subject = "parameter \(action).\(name)"
        recordTypeChange(
            oldParameter.valueType, newParameter.valueType, .breaking, .parameterTypeChanged,
            member: "parameter '\(name)' of action '\(action)'", subject: subject,
            hint: { "Values saved in shortcuts have the old type. Keep '\(name)' as '\($0)', and add a new parameter for the new type." }, at: source
        )
        let oldDefault = oldParameter.defaultValue?.plainText
        let newDefault = newParameter.defaultValue?.plainText
        if !oldParameter.isRequired, newParameter.isRequired {
            record(
                .breaking, .parameterMadeRequired, subject,
                old: oldDefault.map { "default '\($0)'" } ?? "optional", new: "required",
                message: "parameter '\(name)' of action '\(action)' is now required",
                hint: "Saved shortcuts that left '\(name)' empty will stop to ask for a value. Keep it optional, or give it a default value.",
                at: source
            )
        } else if oldParameter.isRequired, !newParameter.isRequired {
            record(
                .notable, .parameterMadeOptional, subject,
                old: "required", new: newDefault.map { "default '\($0)'" } ?? "optional",
                message: "parameter '\(name)' of action '\(action)' may now be left out", at: source
            )
        } else if oldDefault != newDefault {
            record(
                .notable, .parameterDefaultChanged, subject, old: oldDefault ?? "none", new: newDefault ?? "none",
                message: "default value of parameter '\(name)' of action '\(action)' changed from '\(oldDefault ?? "none")' to '\(newDefault ?? "none")'",
                hint: "Saved shortcuts that did not set '\(name)' will run with the new default.",
                at: source
            )
        }
        if oldParameter.title.defaultText != newParameter.title.defaultText {
            record(
                .notable, .parameterTitleChanged, subject, old: oldParameter.title.defaultText, new: newParameter.title.defaultText,
                message: "title of parameter '\(name)' of action '\(action)' changed from '\(oldParameter.title.defaultText)' to '\(newParameter.title.defaultText)'",
                at: source
            )
        }
    }
}
