extension ModuleCheck {
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
