extension AppIntentsSourceGenerator {
    /// `<Name>.swift`: an `AppEnum` with a `String` raw value per case and a display representation for each.
    ///
    /// Raw values are the case names, not SiriKit's indexes, because App Intents stores the raw value; the
    /// `unknown` case Xcode adds is gone, as an optional parameter says the same.
    func makeEnumFile(_ enumeration: IntentDefinition.Enumeration) -> GeneratedFile {
        let typeName = enumeration.name.swiftIdentifier.withoutBackticks
        var lines = header("SiriKit enum '\(enumeration.name)'")
        lines.append("enum \(typeName): String, AppEnum {")
        for enumCase in enumeration.cases {
            lines.append("    case \(enumCase.name.swiftIdentifier)")
        }
        lines.append("")
        lines.append("    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: \(localizedExpression(enumeration.displayName)))")
        lines.append("")
        lines.append("    static let caseDisplayRepresentations: [\(typeName): DisplayRepresentation] = [")
        for enumCase in enumeration.cases {
            lines.append("        .\(enumCase.name.swiftIdentifier.withoutBackticks): DisplayRepresentation(title: \(localizedExpression(enumCase.displayName))),")
        }
        lines.append("    ]")
        lines.append("}")
        return GeneratedFile(name: typeName + ".swift", contents: lines.joined(separator: "\n") + "\n")
    }
}
