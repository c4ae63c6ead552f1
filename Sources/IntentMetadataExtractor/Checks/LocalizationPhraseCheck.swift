import IntentMetadata

extension ModuleCheck {
    /// Every translation of an App Shortcut phrase keeps exactly one `${applicationName}` and names only
    /// parameters the phrase in code names; Apple rejects the phrase otherwise. Each variation form is checked.
    static func checkLocalizedPhrases(_ module: RecognizedModule, resources: LocalizationResources) -> [Diagnostic] {
        var phrases: [String: (location: SourceLocation, parameters: Set<String>)] = [:]
        for provider in module.shortcutsProviders {
            for shortcut in provider.shortcuts {
                for phrase in shortcut.phrases where phrases[phrase.text] == nil {
                    phrases[phrase.text] = (phrase.location, Set(phrase.parameters))
                }
            }
        }
        var diagnostics: [Diagnostic] = []
        for table in resources.tables where table.name == LocalizationsMetadata.appShortcutsTable {
            for (key, entry) in table.entries {
                guard let phrase = phrases[key] else { continue }
                let note = Diagnostic.Note(location: phrase.location, message: "the phrase in code is '\(key)'")
                for text in entry.translation.allTexts {
                    let names = text.templateTokenNames
                    let applicationNameCount = names.filter { $0 == "applicationName" }.count
                    if applicationNameCount != 1 {
                        let found = applicationNameCount == 0 ? "has none" : "has it \(applicationNameCount) times"
                        diagnostics.append(
                            Diagnostic(
                                .localizationPhraseApplicationName, at: entry.location,
                                "'\(table.locale)' translation '\(text)' of an App Shortcut phrase must contain '${applicationName}' exactly once, but \(found)",
                                notes: [note]
                            )
                        )
                    }
                    for name in names where name != "applicationName" && !phrase.parameters.contains(name) {
                        let known = phrase.parameters.isEmpty ? "the phrase has no parameter" : "the phrase has \(phrase.parameters.sorted().map { "'${\($0)}'" }.joined(separator: ", "))"
                        diagnostics.append(
                            Diagnostic(
                                .localizationPhraseUnknownParameter, at: entry.location,
                                "'\(table.locale)' translation '\(text)' of an App Shortcut phrase names '${\(name)}', which the phrase in code does not have; \(known)",
                                notes: [note]
                            )
                        )
                    }
                }
            }
        }
        return diagnostics
    }
}

extension Translation {
    /// The value and every form, each once, sorted.
    var allTexts: [String] {
        var texts: Set<String> = []
        if let value { texts.insert(value) }
        texts.formUnion(pluralForms?.values ?? [:].values)
        texts.formUnion(deviceForms?.values ?? [:].values)
        return texts.sorted()
    }
}
