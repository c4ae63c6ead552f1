import IntentMetadata

extension ModuleCheck {
    /// Runs the checks that need the module's strings tables; none when it has none, as an app without
    /// tables is not localized and shows its keys and default values as written.
    ///
    /// - Parameters:
    ///   - module: The recognized module, for the places of App Shortcut phrases.
    ///   - uses: The strings the system looks up: ``lookedUpUses(_:in:)`` of the bundle's localized texts.
    ///   - resources: The module's strings tables and catalogs.
    /// - Returns: The diagnostics of the rules that read localizations (``ModuleCheck/Rule/Check/localization(_:)``).
    package static func runLocalizationChecks(on module: RecognizedModule, uses: [LocalizedTextUse], resources: LocalizationResources) -> [Diagnostic] {
        guard !resources.isEmpty else { return [] }
        let input = LocalizationInput(module: module, uses: uses, resources: resources)
        return rules.flatMap { rule -> [Diagnostic] in
            guard case .localization(let check) = rule.check else { return [] }
            return check(input)
        }
    }

    /// The uses whose key the system looks up in a strings table: all but the titles of parameters and properties
    /// written without one (their title is the property's name, shown as written), the title of an intent that
    /// declares none (a schema's intent: the type's name stands in for it) and empty keys (a result-builder
    /// `Summary { \.$a }` has no text of its own).
    ///
    /// - Parameters:
    ///   - uses: The bundle's localized texts and phrases.
    ///   - module: The recognized module, which knows the untitled parameters and properties.
    /// - Returns: The uses to check and to translate, in the same order.
    package static func lookedUpUses(_ uses: [LocalizedTextUse], in module: RecognizedModule) -> [LocalizedTextUse] {
        var untitled: Set<UntitledName> = []
        for intent in module.intents {
            for name in intent.untitledParameters { untitled.insert(UntitledName(source: intent.metadata.source, name: name)) }
            if !intent.hasTitle { untitled.insert(UntitledName(source: intent.metadata.source, name: intent.metadata.title.key)) }
        }
        for entity in module.entities {
            for name in entity.untitledProperties { untitled.insert(UntitledName(source: entity.metadata.source, name: name)) }
        }
        return uses.filter { use in
            guard !use.text.key.isEmpty else { return false }
            guard use.kind == .text, use.text.table == nil, use.text.defaultValue == nil else { return true }
            // Keyed by declaration and text, so another plain literal of that declaration that equals such a name
            // is dropped too: rare, and it costs only a check of a word that looks like a property name.
            return !untitled.contains(UntitledName(source: use.source, name: use.text.key))
        }
    }

    /// The tables the checks need to read: `Localizable` and `AppShortcuts`, which the system always consults, and
    /// every table the uses name.
    ///
    /// - Parameter uses: The strings the system looks up.
    /// - Returns: Table names such as `AppShortcuts`, `Books`, `Localizable`.
    package static func tableNamesToRead(for uses: [LocalizedTextUse]) -> Set<String> {
        Set(uses.map(\.tableName)).union([LocalizationsMetadata.defaultTable, LocalizationsMetadata.appShortcutsTable])
    }
}

/// A parameter or property written without a title, by the declaration that has it.
private struct UntitledName: Hashable {
    var source: SourceReference
    var name: String
}

extension SourceLocation {
    /// The location of a bundle's source reference.
    init(_ reference: SourceReference) {
        self.init(file: reference.file, line: reference.line, column: reference.column)
    }
}
