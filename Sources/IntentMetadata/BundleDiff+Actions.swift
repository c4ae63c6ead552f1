extension BundleDiff.Comparison {
    mutating func compareActions() {
        let oldIdentifiers = Set(old.actions.map(\.identifier))
        let newIdentifiers = Set(new.actions.map(\.identifier))
        // Sorted, so that rename pairing does not depend on the order a hand-built bundle lists its actions in.
        let removed = old.actions.filter { !newIdentifiers.contains($0.identifier) }.sorted { $0.identifier < $1.identifier }
        let added = new.actions.filter { !oldIdentifiers.contains($0.identifier) }.sorted { $0.identifier < $1.identifier }
        let renames = BundleDiff.likelyRenames(removed: removed, added: added, score: BundleDiff.renameScore)
        let renamedOld = Set(renames.map(\.removed.identifier))
        let renamedNew = Set(renames.map(\.added.identifier))

        for oldAction in old.actions {
            if let newAction = new.action(withIdentifier: oldAction.identifier) {
                compare(oldAction, newAction)
            }
        }
        for pair in renames {
            let (oldAction, newAction) = (pair.removed, pair.added)
            actionRenames[oldAction.identifier] = newAction.identifier
            record(
                .breaking, .actionRenamed, "action \(oldAction.identifier)", old: oldAction.identifier, new: newAction.identifier,
                message: "renamed action '\(oldAction.identifier)' to '\(newAction.identifier)'?",
                hint: "Saved shortcuts and automations refer to an intent by its type name. Keep the type named "
                    + "'\(oldAction.identifier)', or keep a hidden '\(oldAction.identifier)' intent ('isDiscoverable' false) "
                    + "that does what '\(newAction.identifier)' does.",
                at: newAction.source
            )
            compare(oldAction, newAction)
        }
        for oldAction in removed where !renamedOld.contains(oldAction.identifier) {
            record(
                .breaking, .actionRemoved, "action \(oldAction.identifier)", old: oldAction.identifier,
                message: "action '\(oldAction.identifier)' was removed",
                hint: "Saved shortcuts and automations that run '\(oldAction.identifier)' will fail. Keep the intent, "
                    + "with 'isDiscoverable' false to hide it from new shortcuts.",
                at: oldAction.source
            )
        }
        for newAction in added where !renamedNew.contains(newAction.identifier) {
            record(
                .additive, .actionAdded, "action \(newAction.identifier)", new: newAction.identifier,
                message: "action '\(newAction.identifier)' was added", at: newAction.source
            )
        }
    }

    /// Compares two versions of one action; `new` may have been renamed.
    private mutating func compare(_ oldAction: ActionMetadata, _ newAction: ActionMetadata) {
        let name = newAction.identifier
        let subject = "action \(name)"
        let source = newAction.source
        if oldAction.title.defaultText != newAction.title.defaultText {
            record(
                .notable, .actionTitleChanged, subject, old: oldAction.title.defaultText, new: newAction.title.defaultText,
                message: "title of action '\(name)' changed from '\(oldAction.title.defaultText)' to '\(newAction.title.defaultText)'",
                hint: "People find and say actions by their titles; mention the new title in the release notes.",
                at: source
            )
        }
        let oldDiscoverable = oldAction.isEffectivelyDiscoverable
        let newDiscoverable = newAction.isEffectivelyDiscoverable
        if oldDiscoverable != newDiscoverable {
            record(
                .notable, .actionDiscoverabilityChanged, subject,
                old: String(oldDiscoverable), new: String(newDiscoverable),
                message: newDiscoverable ? "action '\(name)' is now discoverable" : "action '\(name)' is no longer discoverable",
                at: source
            )
        }
        compareOpening(oldAction, newAction)
        compareResult(oldAction, newAction)
        compareParameters(oldAction, newAction)
    }

    private mutating func compareOpening(_ oldAction: ActionMetadata, _ newAction: ActionMetadata) {
        let name = newAction.identifier
        let subject = "action \(name)"
        let oldModes = oldAction.supportedModes?.joined(separator: ", ") ?? "unset"
        let newModes = newAction.supportedModes?.joined(separator: ", ") ?? "unset"
        // Effective values: an unset 'openAppWhenRun' is what the action does anyway, as Apple's metadata
        // writes it, so a source bundle and Apple's file of the same app do not differ by "unset" against "false".
        let oldEffectiveOpenApp = oldAction.openAppWhenRun ?? old.opensApp(oldAction)
        let newEffectiveOpenApp = newAction.openAppWhenRun ?? new.opensApp(newAction)
        let oldOpenApp = String(oldEffectiveOpenApp)
        let newOpenApp = String(newEffectiveOpenApp)
        if old.opensApp(oldAction), !new.opensApp(newAction) {
            let how = oldAction.openAppWhenRun != newAction.openAppWhenRun
                ? "'openAppWhenRun' changed from '\(oldOpenApp)' to '\(newOpenApp)'"
                : "'supportedModes' changed from '\(oldModes)' to '\(newModes)'"
            record(
                .breaking, .actionNoLongerOpensApp, subject, old: "opens the app", new: "runs in the background",
                message: "action '\(name)' no longer opens the app: \(how)",
                hint: "Shortcuts that run '\(name)' expect the app to come to the front and continue there. "
                    + "Keep opening the app, or add a separate action that runs in the background.",
                at: newAction.source
            )
            return
        }
        let statesOpenApp = oldAction.openAppWhenRun != nil || newAction.openAppWhenRun != nil
        if statesOpenApp, oldEffectiveOpenApp != newEffectiveOpenApp {
            record(
                .notable, .openAppWhenRunChanged, subject, old: oldOpenApp, new: newOpenApp,
                message: "'openAppWhenRun' of action '\(name)' changed from '\(oldOpenApp)' to '\(newOpenApp)'",
                at: newAction.source
            )
        }
        // Modes are compared when both sides state them; otherwise whether the app opens, above, says it all.
        if let oldStated = oldAction.supportedModes, let newStated = newAction.supportedModes, oldStated != newStated {
            record(
                .notable, .supportedModesChanged, subject, old: oldModes, new: newModes,
                message: "'supportedModes' of action '\(name)' changed from '\(oldModes)' to '\(newModes)'",
                at: newAction.source
            )
        }
    }

    private mutating func compareResult(_ oldAction: ActionMetadata, _ newAction: ActionMetadata) {
        let name = newAction.identifier
        let subject = "action \(name)"
        let oldType = oldAction.result.valueType
        let newType = newAction.result.valueType
        guard oldType != newType else { return }
        guard let oldType else {
            if let newType {
                record(
                    .additive, .resultValueAdded, subject, new: newType.shortText,
                    message: "action '\(name)' now returns '\(newType.shortText)'", at: newAction.source
                )
            }
            return
        }
        // Only the old bundle's chains matter: they are the ones saved shortcuts may contain.
        let consumers = old.actionsConsumingResult(of: oldAction)
            .map(\.consumer.identifier)
            .filter { $0 != oldAction.identifier }
        let consumerNames = Array(Set(consumers)).sorted().map { "'\($0)'" }.joined(separator: ", ")
        let isConsumed = !consumers.isEmpty
        let consumedClause = isConsumed ? ", which \(consumerNames) \(consumers.count == 1 ? "takes" : "take")" : ""
        let hint = isConsumed
            ? "Shortcuts that pass the result of '\(name)' to \(consumerNames) lose that input. Keep returning '\(oldType.shortText)'."
            : nil
        if let newType {
            record(
                isConsumed ? .breaking : .notable, .resultValueTypeChanged, subject, old: oldType.shortText, new: newType.shortText,
                message: "action '\(name)' returns '\(newType.shortText)' instead of '\(oldType.shortText)'\(consumedClause)",
                hint: hint, at: newAction.source
            )
        } else {
            record(
                isConsumed ? .breaking : .notable, .resultValueRemoved, subject, old: oldType.shortText,
                message: "action '\(name)' no longer returns '\(oldType.shortText)'\(consumedClause)",
                hint: hint, at: newAction.source
            )
        }
    }
}

extension ActionMetadata {
    /// Whether the system offers the action to people: `isDiscoverable`, and not a widget or control
    /// configuration intent.
    ///
    /// Hypothesis from Apple's metadata: a control configuration intent whose source states no `isDiscoverable`
    /// has `isDiscoverable: false` at the top level and `true` in `visibilityMetadata`, which records what source
    /// states; so configuration intents are hidden by default.
    package var isEffectivelyDiscoverable: Bool {
        isDiscoverable && !protocols.contains("WidgetConfigurationIntent") && !protocols.contains("ControlConfigurationIntent")
    }
}
