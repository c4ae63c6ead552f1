extension DiagnosticID {
    /// A parameter summary leaves out a required parameter (warning).
    package static let parameterSummaryMissingParameter = DiagnosticID("parameter-summary-missing-parameter", severity: .warning)
    /// A parameter summary names a parameter the intent does not have.
    package static let parameterSummaryUnknownParameter = DiagnosticID("parameter-summary-unknown-parameter")
}

extension ModuleCheck {
    /// A parameter summary names the intent's parameters, and all required ones.
    static let parameterSummaries = Rule(
        identifiers: [.parameterSummaryMissingParameter, .parameterSummaryUnknownParameter],
        check: .module(checkParameterSummaries)
    )

    /// A summary may name only the intent's parameters, and should show every required one.
    static func checkParameterSummaries(_ module: RecognizedModule) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for intent in module.intents where intent.metadata.parameterSummary != nil {
            let names = Set(intent.metadata.parameters.map(\.name)).union(intent.unreadParameters)
            var reported: Set<String> = []
            for reference in intent.summaryReferences where !names.contains(reference.name) && reported.insert(reference.name).inserted {
                let known = intent.metadata.parameters.map { "'\($0.name)'" }.joined(separator: ", ")
                diagnostics.append(
                    Diagnostic(
                        .parameterSummaryUnknownParameter, at: reference.location,
                        "parameter summary of '\(intent.metadata.identifier)' names '\(reference.name)', which is not one of its parameters"
                            + (known.isEmpty ? "" : " (\(known))")
                    )
                )
            }
            let mentioned = Set(intent.summaryReferences.map(\.name))
            let missing = intent.requiredParameters.subtracting(mentioned).sorted()
            if !missing.isEmpty, let location = intent.summaryLocations.first {
                diagnostics.append(
                    Diagnostic(
                        .parameterSummaryMissingParameter, at: location,
                        "parameter summary of '\(intent.metadata.identifier)' does not show required parameter\(missing.count == 1 ? "" : "s") "
                            + missing.map { "'\($0)'" }.joined(separator: ", ")
                    )
                )
            }
        }
        return diagnostics
    }
}
