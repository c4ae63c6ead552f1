import IntentMetadata

extension DiagnosticID {
    /// `caseDisplayRepresentations` is not a literal dictionary (computed, built in code, or from elsewhere), a key
    /// names no case, or a case's representation is not a literal or an initializer call with literals.
    package static let nonConstantCaseDisplayRepresentations = DiagnosticID("non-constant-case-display-representations")
    /// An intent's `description` is not a literal or an initializer call with literals.
    package static let nonConstantDescription = DiagnosticID("non-constant-description")
    /// `openAppWhenRun` is not a Boolean literal.
    package static let nonConstantOpenAppWhenRun = DiagnosticID("non-constant-open-app-when-run")
    /// A `@Parameter` title is not a literal or an initializer call with literals.
    package static let nonConstantParameterTitle = DiagnosticID("non-constant-parameter-title")
    /// A `@Property` title is not a literal or an initializer call with literals.
    package static let nonConstantPropertyTitle = DiagnosticID("non-constant-property-title")
    /// An intent's `title` is not a literal or an initializer call with literals.
    package static let nonConstantTitle = DiagnosticID("non-constant-title")
    /// `typeDisplayRepresentation` is not a literal or an initializer call with literals.
    package static let nonConstantTypeDisplayRepresentation = DiagnosticID("non-constant-type-display-representation")
}

extension ModuleCheck {
    /// The slots App Intents reads at build time hold values the compiler records as constants.
    static let constantValues = Rule(
        identifiers: [
            .nonConstantCaseDisplayRepresentations, .nonConstantDescription, .nonConstantOpenAppWhenRun, .nonConstantParameterTitle,
            .nonConstantPropertyTitle, .nonConstantTitle, .nonConstantTypeDisplayRepresentation,
        ],
        check: .module(checkConstantValues)
    )

    /// Every value recognition found not to be a constant is an error: Apple's metadata processor cannot read it,
    /// and halts the export of the whole target.
    static func checkConstantValues(_ module: RecognizedModule) -> [Diagnostic] {
        module.nonConstantValues.map { value in
            let found = value.found
            switch value.slot {
            case .intentTitle:
                return nonConstant(.nonConstantTitle, slot: "intent title", value)
            case .intentDescription:
                return nonConstant(.nonConstantDescription, slot: "intent description", value)
            case .openAppWhenRun:
                return nonConstant(.nonConstantOpenAppWhenRun, slot: "'openAppWhenRun'", value)
            case .parameterTitle:
                return nonConstant(.nonConstantParameterTitle, slot: "parameter title", value)
            case .propertyTitle:
                return nonConstant(.nonConstantPropertyTitle, slot: "property title", value)
            case .typeDisplayRepresentation:
                return nonConstant(.nonConstantTypeDisplayRepresentation, slot: "'typeDisplayRepresentation'", value)
            case .caseDisplayRepresentations:
                // A getter that computes the dictionary is not a constant; a value that is not a dictionary literal
                // (`Dictionary(uniqueKeysWithValues:)`, a reference) cannot be read even when it is one.
                let kind = found.isAboutTheProperty ? "compile-time constant" : "compile-time constant dictionary literal"
                return nonConstant(.nonConstantCaseDisplayRepresentations, slot: "'caseDisplayRepresentations'", value, kind: kind)
            case .caseDisplayRepresentationKey(let exampleCase):
                return Diagnostic(
                    .nonConstantCaseDisplayRepresentations, at: value.location,
                    "'caseDisplayRepresentations' keys must be enum cases such as '.\(exampleCase)', but this key is \(found)"
                )
            case .caseDisplayRepresentation(let caseName):
                return nonConstant(.nonConstantCaseDisplayRepresentations, slot: "display representation of case '\(caseName)'", value)
            }
        }
    }

    /// The one wording of "this slot must be a compile-time constant": `slot` names it, the value's `found` says what
    /// it holds, and `kind` says what it must be when more precise (a dictionary literal).
    private static func nonConstant(_ id: DiagnosticID, slot: String, _ value: NonConstantValue, kind: String = "compile-time constant") -> Diagnostic {
        Diagnostic(id, at: value.location, "\(slot) must be a \(kind), but its value is \(value.found)")
    }
}
