/// The checks that look across the recognized module, run after recognition. Each check is one function in a
/// file of its own; this list is the order they run in (the result is sorted anyway).
package enum ModuleCheck {
    /// Runs every check.
    package static func run(on module: RecognizedModule) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        diagnostics += checkEntityRequirements(module)
        diagnostics += checkEnumExhaustiveness(module)
        diagnostics += checkEnumRepresentationKeys(module)
        diagnostics += checkQueryEntities(module)
        diagnostics += checkDuplicateIdentifiers(module)
        diagnostics += checkOpenIntentParameters(module)
        diagnostics += checkParameterSummaries(module)
        diagnostics += checkShortcutPhrases(module)
        diagnostics += checkShortcutsLimits(module)
        return diagnostics
    }
}
