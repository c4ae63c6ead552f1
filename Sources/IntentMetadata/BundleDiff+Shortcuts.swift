extension BundleDiff.Comparison {
    /// Compares App Shortcuts by the action they run, following likely action renames.
    mutating func compareShortcuts() {
        let oldItems = groupedShortcuts(old.shortcuts, renamingActions: true)
        let newItems = groupedShortcuts(new.shortcuts, renamingActions: false)
        let oldSource = old.shortcuts?.source
        let newSource = new.shortcuts?.source ?? oldSource
        for action in Set(oldItems.keys).union(newItems.keys).sorted() {
            let subject = "App Shortcut \(action)"
            switch (oldItems[action], newItems[action]) {
            case let (oldShortcut?, nil):
                record(
                    .notable, .appShortcutRemoved, subject, old: oldShortcut.phrases.joined(separator: " | "),
                    message: "the App Shortcut of action '\(action)' was removed with \(Self.count(oldShortcut.phrases.count, "phrase"))",
                    hint: "People who say its phrases to Siri will no longer reach the action. Mention it in the release notes.",
                    at: newSource
                )
            case let (nil, newShortcut?):
                record(
                    .additive, .appShortcutAdded, subject, new: newShortcut.phrases.joined(separator: " | "),
                    message: "an App Shortcut of action '\(action)' was added, with \(Self.count(newShortcut.phrases.count, "phrase"))",
                    at: newSource
                )
            case let (oldShortcut?, newShortcut?):
                compare(oldShortcut, newShortcut, action: action, subject: subject, source: newSource)
            case (nil, nil):
                break
            }
        }
    }

    private mutating func compare(_ oldShortcut: ShortcutSummary, _ newShortcut: ShortcutSummary, action: String, subject: String, source: SourceReference?) {
        for phrase in oldShortcut.phrases where !newShortcut.phrases.contains(phrase) {
            record(
                .notable, .shortcutPhraseRemoved, subject, old: phrase,
                message: "phrase '\(phrase)' was removed from the App Shortcut of action '\(action)'",
                hint: "People who say this phrase to Siri will no longer reach the action.",
                at: source
            )
        }
        for phrase in newShortcut.phrases where !oldShortcut.phrases.contains(phrase) {
            record(
                .additive, .shortcutPhraseAdded, subject, new: phrase,
                message: "phrase '\(phrase)' was added to the App Shortcut of action '\(action)'", at: source
            )
        }
        if let oldTitle = oldShortcut.shortTitle, let newTitle = newShortcut.shortTitle, oldTitle != newTitle {
            record(
                .notable, .appShortcutTitleChanged, subject, old: oldTitle, new: newTitle,
                message: "short title of the App Shortcut of action '\(action)' changed from '\(oldTitle)' to '\(newTitle)'",
                at: source
            )
        }
    }

    /// The phrases and short title of every App Shortcut, by the identifier of the action it runs.
    ///
    /// An action with several App Shortcuts has their phrases joined, in declaration order, and the first
    /// short title. Old identifiers are mapped to the identifiers they were likely renamed to, so a renamed
    /// action's phrases are compared with its new ones.
    private func groupedShortcuts(_ shortcuts: ShortcutsMetadata?, renamingActions: Bool) -> [String: ShortcutSummary] {
        var grouped: [String: ShortcutSummary] = [:]
        for item in shortcuts?.items ?? [] {
            let action = renamingActions ? actionRenames[item.intent] ?? item.intent : item.intent
            var summary = grouped[action] ?? ShortcutSummary()
            summary.phrases.append(contentsOf: item.phrases.filter { !summary.phrases.contains($0) })
            if summary.shortTitle == nil { summary.shortTitle = item.shortTitle?.defaultText }
            grouped[action] = summary
        }
        return grouped
    }

    private static func count(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }
}

/// The App Shortcuts of one action, as the diff compares them.
private struct ShortcutSummary {
    var phrases: [String] = []
    var shortTitle: String?
}
