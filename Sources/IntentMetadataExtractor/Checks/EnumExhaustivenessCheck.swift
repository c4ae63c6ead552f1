extension DiagnosticID {
    /// `caseDisplayRepresentations` lacks an entry for some case of the enum. Add one per case.
    package static let enumCasesNotExhaustive = DiagnosticID("enum-cases-not-exhaustive")
    /// A `caseDisplayRepresentations` key names a member the enum does not have (`.middle`), which the compiler
    /// rejects. Name one of its cases.
    package static let enumRepresentationUnknownCase = DiagnosticID("enum-representation-unknown-case")
    /// An `AppEnum` with a raw type (`String`, `Int`) declares no cases, which the compiler rejects ("an enum with no
    /// cases cannot declare a raw type"), and it would offer nothing to choose. Declare its cases.
    package static let enumWithoutCases = DiagnosticID("enum-without-cases")
}

extension ModuleCheck {
    /// An enum has cases, and its display representations name all of them and nothing else.
    static let enumCases = Rule(
        identifiers: [.enumCasesNotExhaustive, .enumRepresentationUnknownCase, .enumWithoutCases],
        check: .module { module in checkEnumHasCases(module) + checkEnumExhaustiveness(module) + checkEnumRepresentationKeys(module) }
    )

    /// An enum with a raw type must declare a case: `enum Genre: String, AppEnum {}` does not compile, and it is
    /// what is left of an enum whose cases all stand in `#if` branches inactive for the platform. One that lists
    /// its own `allCases` may offer none of the cases it declares, so it is left alone, as is one without a raw
    /// type (an empty enum may implement `RawRepresentable` itself).
    static func checkEnumHasCases(_ module: RecognizedModule) -> [Diagnostic] {
        module.enums.compactMap { enumType in
            guard let rawType = enumType.metadata.rawType, enumType.metadata.cases.isEmpty, !enumType.memberNames.contains("allCases") else { return nil }
            return Diagnostic(
                .enumWithoutCases, at: enumType.nameLocation,
                "enum '\(enumType.metadata.identifier)' declares no cases, but an enum with no cases cannot declare the raw type '\(rawType)'",
                notes: [.init(location: enumType.nameLocation, message: "declare the cases App Intents should offer")]
            )
        }
    }

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
