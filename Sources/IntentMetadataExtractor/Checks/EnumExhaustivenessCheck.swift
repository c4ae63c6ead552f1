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
