import IntentMetadata

extension ModuleCheck {
    /// Runs the checks that need the module's strings tables; none when it has none, as an app without
    /// tables is not localized and shows its keys and default values as written.
    ///
    /// - Parameters:
    ///   - module: The recognized module, for the places of App Shortcut phrases.
    ///   - uses: The bundle's localized texts and phrases.
    ///   - resources: The module's strings tables and catalogs.
    /// - Returns: The diagnostics of the key, coverage and phrase checks.
    package static func runLocalizationChecks(on module: RecognizedModule, uses: [LocalizedTextUse], resources: LocalizationResources) -> [Diagnostic] {
        guard !resources.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        diagnostics += checkLocalizationKeys(uses, resources: resources)
        diagnostics += checkLocalizationCoverage(uses, resources: resources)
        diagnostics += checkLocalizedPhrases(module, resources: resources)
        return diagnostics
    }
}

extension SourceLocation {
    /// The location of a bundle's source reference.
    init(_ reference: SourceReference) {
        self.init(file: reference.file, line: reference.line, column: reference.column)
    }
}
