import IntentMetadata

/// The checks that look across the recognized module, run after recognition.
///
/// Each file of `Checks/` is one rule, or a family of related rules: it declares its identifiers (static members of
/// ``DiagnosticID`` with their severity), its wording and logic, and one ``Rule`` that names them. ``rules`` lists
/// the rules; the catalogue of identifiers (``DiagnosticID/allCases``) is read from it.
package enum ModuleCheck {
    /// The identifiers a rule reports and the check that reports them.
    package struct Rule: Sendable {
        /// What a check reads.
        enum Check: Sendable {
            /// The recognized module, after recognition.
            case module(@Sendable (RecognizedModule) -> [Diagnostic])
            /// The module with the strings the system looks up and the module's tables; run only when it has tables.
            case localization(@Sendable (LocalizationInput) -> [Diagnostic])
        }

        /// The identifiers of the diagnostics the check reports.
        package var identifiers: [DiagnosticID]
        var check: Check
    }

    /// What a localization check reads.
    struct LocalizationInput {
        var module: RecognizedModule
        /// The strings the system looks up: ``lookedUpUses(_:in:)`` of the bundle's localized texts.
        var uses: [LocalizedTextUse]
        var resources: LocalizationResources
    }

    /// Every rule, in the order they run (the result is sorted anyway).
    package static let rules: [Rule] = [
        constantValues, entityRequirements, enumCases, queryEntities, duplicateIdentifiers, openIntentParameters, parameterSummaries,
        shortcutPhrases, shortcutsLimits, localizationKeys, localizedPhrases,
    ]

    /// Runs every check of the recognized module.
    package static func run(on module: RecognizedModule) -> [Diagnostic] {
        rules.flatMap { rule -> [Diagnostic] in
            guard case .module(let check) = rule.check else { return [] }
            return check(module)
        }
    }
}
