extension AppIntentsSourceGenerator {
    /// `<Name>.swift`: an `AppEntity` with a `@Property` per property of the custom type, and its query.
    ///
    /// A SiriKit object is an `identifier` and a `displayString`; the entity keeps both, as `id` and as the
    /// title of its display representation. The query's `suggestedEntities()` is where the options that
    /// intent handlers provided dynamically belong, since App Intents offers an entity's suggestions.
    func makeEntityFile(_ type: IntentDefinition.CustomType) -> GeneratedFile {
        let typeName = type.name.swiftIdentifier.withoutBackticks
        let queryName = typeName + "Query"
        var lines = header("SiriKit custom type '\(type.name)'")
        lines.append("struct \(typeName): AppEntity {")
        lines.append("    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: \(localizedExpression(type.displayName)))")
        lines.append("    static let defaultQuery = \(queryName)()")
        lines.append("")
        lines.append("    /// The SiriKit object's 'identifier'.")
        lines.append("    var id: String")
        lines.append("    /// The SiriKit object's 'displayString'.")
        lines.append("    var displayString: String")
        for property in type.properties {
            lines.append("")
            guard let elementType = swiftType(of: property.type) else {
                let definitionType = definition.definitionTypeName(of: property.type)
                lines.append("    // TODO: '\(property.name)' has the SiriKit type '\(definitionType)', which has no App Intents equivalent here.")
                continue
            }
            lines.append("    @Property(title: \(localizedExpression(property.displayName)))")
            lines.append("    var \(property.name.swiftIdentifier): \(property.isArray ? "[\(elementType)]" : elementType + "?")")
        }
        lines.append("")
        lines.append("    var displayRepresentation: DisplayRepresentation {")
        lines.append("        DisplayRepresentation(title: \"\\(displayString)\")")
        lines.append("    }")
        lines.append("")
        lines.append("    init(id: String, displayString: String) {")
        lines.append("        self.id = id")
        lines.append("        self.displayString = displayString")
        lines.append("    }")
        lines.append("}")
        lines.append("")
        let users = definition.intents.flatMap { intent in
            intent.parameters.filter { $0.type == .custom(type.name) && $0.hasDynamicOptions }.map { "'\(intent.name).\($0.name)'" }
        }
        lines.append("struct \(queryName): EntityQuery {")
        lines.append("    func entities(for identifiers: [\(typeName).ID]) async throws -> [\(typeName)] {")
        lines.append("        // TODO: Look up the \(typeName) values with these identifiers in the app's data.")
        lines.append("        []")
        lines.append("    }")
        lines.append("")
        lines.append("    func suggestedEntities() async throws -> [\(typeName)] {")
        if users.isEmpty {
            lines.append("        // TODO: Return the \(typeName) values people can choose from.")
        } else {
            lines.append("        // TODO: Return what the SiriKit handlers provided as dynamic options for \(users.joined(separator: ", ")).")
        }
        lines.append("        []")
        lines.append("    }")
        lines.append("}")
        return GeneratedFile(name: typeName + ".swift", contents: lines.joined(separator: "\n") + "\n")
    }
}
