import IntentMetadata

/// Turns an intent definition into App Intents source that an app can keep: Xcode's "Convert to App
/// Intent", for every intent of a file at once and outside Xcode.
///
/// It writes one file per intent (an `AppIntent` with `@Parameter`s and a `parameterSummary`, a
/// `WidgetConfigurationIntent` when the intent was eligible for widgets, and `CustomIntentMigratedAppIntent`
/// so the system maps saved shortcuts and widget configurations over), one per enum (an `AppEnum` with
/// exhaustive `caseDisplayRepresentations`) and one per custom type (an `AppEntity` with its `EntityQuery`,
/// whose `suggestedEntities()` takes over from dynamic options). Titles keep the file's localization keys
/// and strings table. What only the app knows (the work of `perform()`, the lookups of a query) is left as
/// `// TODO:` comments with a placeholder result, so the source compiles and the gaps are easy to find.
///
/// The output depends only on the definition: files are sorted by name and contain no dates or paths.
///
/// ```swift
/// let definition = IntentDefinitionReader.read(file).definition
/// for file in AppIntentsSourceGenerator(definition: definition).makeFiles() {
///     try BundleWriter.write(Data(file.contents.utf8), to: directory + "/" + file.name)
/// }
/// ```
package struct AppIntentsSourceGenerator: Sendable {
    /// One Swift file to write.
    package struct GeneratedFile: Sendable, Hashable {
        /// The file's name, such as `OrderSoupIntent.swift`.
        package var name: String
        /// The file's text, ending with a newline.
        package var contents: String
    }

    /// The definition to convert.
    package var definition: IntentDefinition

    /// Creates a generator for a definition.
    package init(definition: IntentDefinition) {
        self.definition = definition
    }

    /// Makes the Swift files for every intent, enum and custom type of the definition.
    ///
    /// - Returns: the files, sorted by name.
    package func makeFiles() -> [GeneratedFile] {
        var files = definition.intents.map(makeIntentFile)
        files += definition.enums.filter { !$0.cases.isEmpty }.map(makeEnumFile)
        files += definition.types.map(makeEntityFile)
        return files.sorted { $0.name < $1.name }
    }

    /// The App Intents type name of a SiriKit intent: the class name Xcode generated for it, `<name>Intent`.
    package static func intentTypeName(for intentName: String) -> String {
        let name = intentName.swiftIdentifier.withoutBackticks
        return name.hasSuffix("Intent") ? name : name + "Intent"
    }

    // MARK: Shared pieces

    /// The header every file starts with.
    func header(_ what: String) -> [String] {
        let fileName = definition.path.split(separator: "/").last.map(String.init) ?? definition.path
        return [
            "// Converted from \(fileName) by 'intent-metadata convert': \(what).",
            "// This file is yours to keep and edit; the TODO comments mark what only the app can supply.",
            "",
            "import AppIntents",
            "import Foundation",
            "",
        ]
    }

    /// A `LocalizedStringResource` expression that keeps the file's key and table, or a plain literal.
    func localizedExpression(_ text: IntentDefinition.Text) -> String {
        guard let key = text.key else { return text.text.swiftStringLiteral }
        return "LocalizedStringResource(\(key.swiftStringLiteral), defaultValue: \(text.text.swiftStringLiteral), table: \(definition.tableName.swiftStringLiteral))"
    }

    /// The Swift type of a value kind, without optionality or array; `nil` when App Intents has none.
    func swiftType(of kind: IntentDefinition.ValueKind) -> String? {
        switch kind {
        case .string: "String"
        case .integer: "Int"
        case .decimal: "Double"
        case .boolean: "Bool"
        case .date: "Date"
        case .dateComponents: "DateComponents"
        case .url: "URL"
        case .file: "IntentFile"
        case .person: "IntentPerson"
        case .currencyAmount: "IntentCurrencyAmount"
        case .measurement(let unit): "Measurement<\(unit)>"
        case .enumeration(let name):
            definition.enums.first { $0.name == name && !$0.cases.isEmpty }.map { _ in name.swiftIdentifier.withoutBackticks }
        case .custom(let name): name.swiftIdentifier.withoutBackticks
        case .unsupported: nil
        }
    }

    /// A literal as Swift source for a default value.
    func swiftLiteral(_ value: LiteralValue) -> String {
        switch value {
        case .string(let text): text.swiftStringLiteral
        case .integer(let number): String(number)
        case .double(let number): number.isFinite ? String(number) : "0"
        case .bool(let flag): flag ? "true" : "false"
        case .member(let name): "." + name.swiftIdentifier.withoutBackticks
        case .array(let elements): "[" + elements.map(swiftLiteral).joined(separator: ", ") + "]"
        }
    }
}
