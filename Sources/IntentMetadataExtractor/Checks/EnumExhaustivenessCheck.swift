extension DiagnosticID {
    /// `caseDisplayRepresentations` lacks an entry for some case of the enum. Add one per case.
    package static let enumCasesNotExhaustive = DiagnosticID("enum-cases-not-exhaustive")
    /// A `caseDisplayRepresentations` key names a member the enum does not have (`.middle`), which the compiler
    /// rejects. Name one of its cases.
    package static let enumRepresentationUnknownCase = DiagnosticID("enum-representation-unknown-case")
}

extension ModuleCheck.Rule {
    /// An enum's display representations name its cases, all of them and nothing else.
    static let enumCases = ModuleCheck.Rule(
        identifiers: [.enumCasesNotExhaustive, .enumRepresentationUnknownCase],
        check: .module { ModuleCheck.checkEnumExhaustiveness($0) + ModuleCheck.checkEnumRepresentationKeys($0) }
    )
}

extension ModuleCheck {
    /// A `caseDisplayRepresentations` key must name a case of the enum (or a static member of its type, which
    /// compiles): `.middle` of an enum without one is a compile error.
    static func checkEnumRepresentationKeys(_ module: RecognizedModule) -> [Diagnostic] {
        module.enums.flatMap { enumType in
            enumType.representationKeys.filter { !enumType.memberNames.contains($0.name) }.map { key in
                Diagnostic(
                    .enumRepresentationUnknownCase, at: key.location,
                    "'caseDisplayRepresentations' of '\(enumType.metadata.identifier)' names '.\(key.name)', which is not a case of '\(enumType.metadata.identifier)'"
                )
            }
        }
    }

    /// `caseDisplayRepresentations` must name every case.
    static func checkEnumExhaustiveness(_ module: RecognizedModule) -> [Diagnostic] {
        module.enums.compactMap { enumType in
            guard let location = enumType.caseDisplayRepresentationsLocation, !enumType.casesWithoutRepresentation.isEmpty else { return nil }
            let missing = enumType.casesWithoutRepresentation.map { "'\($0)'" }.joined(separator: ", ")
            return Diagnostic(
                .enumCasesNotExhaustive, at: location,
                "'caseDisplayRepresentations' of '\(enumType.metadata.identifier)' must list every case; missing \(missing)"
            )
        }
    }
}
