extension DiagnosticID {
    /// An `OpenIntent`'s parameter is not named `target`.
    package static let openIntentParameterNotTarget = DiagnosticID("open-intent-parameter-not-target")
}

extension ModuleCheck {
    /// An `OpenIntent`'s parameter is its `target`.
    static let openIntentParameters = Rule(identifiers: [.openIntentParameterNotTarget], check: .module(checkOpenIntentParameters))

    /// An `OpenIntent` opens its `target`: the parameter must have that name.
    static func checkOpenIntentParameters(_ module: RecognizedModule) -> [Diagnostic] {
        module.intents.compactMap { intent in
            guard intent.metadata.protocols.contains("OpenIntent"), !intent.metadata.parameters.contains(where: { $0.name == "target" }) else { return nil }
            let entityParameter = intent.metadata.parameters.first { parameter in
                if case .entity = parameter.valueType { return true }
                if case .enum = parameter.valueType { return true }
                return false
            } ?? intent.metadata.parameters.first
            let location = entityParameter.flatMap { intent.parameterLocations[$0.name] } ?? intent.nameLocation
            let found = entityParameter.map { "'\($0.name)'" } ?? "no parameter"
            return Diagnostic(
                .openIntentParameterNotTarget, at: location,
                "'OpenIntent' '\(intent.metadata.identifier)' must name its parameter 'target', but has \(found)"
            )
        }
    }
}
