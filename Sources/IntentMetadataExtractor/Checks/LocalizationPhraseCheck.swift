import IntentMetadata

extension DiagnosticID {
    /// A translated App Shortcut phrase lacks `${applicationName}` or has it more than once (warning: Siri cannot
    /// match it as Apple requires, though the build is not known to fail). Keep exactly one `${applicationName}`.
    package static let localizationPhraseApplicationName = DiagnosticID("localization-phrase-application-name", severity: .warning)
    /// A translated App Shortcut phrase names a `${parameter}` that no phrase of its App Shortcut in code has
    /// (warning). Use only the parameters of the shortcut's phrases.
    package static let localizationPhraseUnknownParameter = DiagnosticID("localization-phrase-unknown-parameter", severity: .warning)
}

extension ModuleCheck {
    /// Translated App Shortcut phrases keep the tokens of the phrase in code.
    static let localizedPhrases = Rule(
        identifiers: [.localizationPhraseApplicationName, .localizationPhraseUnknownParameter],
        check: .localization { checkLocalizedPhrases($0.module, resources: $0.resources) }
    )

    /// Every translation of an App Shortcut phrase keeps exactly one `${applicationName}` and names only
    /// parameters the phrase in code names. Each variation form and each wording of a catalog's `stringSet` is
    /// checked.
    ///
    /// These are warnings: Apple requires the app's name in every phrase and fills in only the phrase's own
    /// parameters, but Xcode is not known to fail the build on a translation that breaks this. A token that is a
    /// misspelling of `${applicationName}` (`${application_name}`) is reported once, as the missing app name, not
    /// also as an unknown parameter.
    static func checkLocalizedPhrases(_ module: RecognizedModule, resources: LocalizationResources) -> [Diagnostic] {
        // A catalog keys an App Shortcut by one of its phrases and lists every phrase of that shortcut among the
        // key's wordings (`stringSet`), so a wording may name any parameter of any phrase of the same shortcut; a
        // translation proper (a value, a variation) stands for the key phrase alone.
        var phrases: [String: (location: SourceLocation, parameters: Set<String>, shortcutParameters: Set<String>)] = [:]
        for provider in module.shortcutsProviders {
            for shortcut in provider.shortcuts {
                let shortcutParameters = Set(shortcut.phrases.flatMap(\.parameters))
                for phrase in shortcut.phrases {
                    if let known = phrases[phrase.text] {
                        phrases[phrase.text] = (known.location, known.parameters, known.shortcutParameters.union(shortcutParameters))
                    } else {
                        phrases[phrase.text] = (phrase.location, Set(phrase.parameters), shortcutParameters)
                    }
                }
            }
        }
        var diagnostics: [Diagnostic] = []
        for table in resources.tables where table.name == LocalizationsMetadata.appShortcutsTable {
            for (key, entry) in table.entries {
                guard let phrase = phrases[key] else { continue }
                let note = Diagnostic.Note(location: phrase.location, message: "the phrase in code is '\(key)'")
                let wordings = Set(entry.alternativeTexts)
                for text in Set(entry.translation.allTexts + entry.alternativeTexts).sorted() {
                    let names = text.templateTokenNames
                    let parameters = wordings.contains(text) ? phrase.shortcutParameters : phrase.parameters
                    let applicationNameCount = names.filter { $0 == "applicationName" }.count
                    let misspellings = names.filter { $0 != "applicationName" && Self.isApplicationNameMisspelling($0) && !parameters.contains($0) }
                    if applicationNameCount != 1 {
                        var found = applicationNameCount == 0 ? "has none" : "has it \(applicationNameCount) times"
                        if applicationNameCount == 0, let misspelling = misspellings.first {
                            found += " ('${\(misspelling)}' is not '${applicationName}')"
                        }
                        diagnostics.append(
                            Diagnostic(
                                .localizationPhraseApplicationName, at: entry.location,
                                "'\(table.locale)' translation '\(text)' of an App Shortcut phrase must contain '${applicationName}' exactly once, but \(found); Apple requires the app's name in every phrase, so Siri may not offer it",
                                notes: [note]
                            )
                        )
                    }
                    let reportedAsApplicationName = applicationNameCount == 0 ? Set(misspellings) : []
                    for name in names where name != "applicationName" && !parameters.contains(name) && !reportedAsApplicationName.contains(name) {
                        let whose = wordings.contains(text) ? "the App Shortcut's phrases have" : "the phrase has"
                        let known = parameters.isEmpty ? "\(whose) no parameter" : "\(whose) \(parameters.sorted().map { "'${\($0)}'" }.joined(separator: ", "))"
                        diagnostics.append(
                            Diagnostic(
                                .localizationPhraseUnknownParameter, at: entry.location,
                                "'\(table.locale)' translation '\(text)' of an App Shortcut phrase names '${\(name)}', which \(wordings.contains(text) ? "no phrase of its App Shortcut in code has" : "the phrase in code does not have"); \(known), so the system has no value for it",
                                notes: [note]
                            )
                        )
                    }
                }
            }
        }
        return diagnostics
    }

    /// Whether a token is `applicationName` spelled another way: `application_name`, `ApplicationName`, `appName`.
    static func isApplicationNameMisspelling(_ name: String) -> Bool {
        let letters = String(name.lowercased().filter { $0 >= "a" && $0 <= "z" })
        return letters == "applicationname" || letters == "appname"
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
