import Foundation
import IntentMetadata
import IntentMetadataExtractor
import Testing

/// The round trip of issue 9: each fixture definition is converted, and the source must pass the extractor
/// without errors, type-check against the App Intents stand-in, and describe the same intents.
@Suite struct AppIntentsSourceGeneratorTests {
    static let fixtures = ["Widgets", "Siri"]

    private func definition(_ name: String) throws -> IntentDefinition {
        try #require(IntentDefinitionReader.read(try Fixtures.file("IntentDefinitions/\(name).intentdefinition")).definition)
    }

    private func generatedFiles(_ name: String) throws -> [SourceFile] {
        AppIntentsSourceGenerator(definition: try definition(name)).makeFiles().map { SourceFile(path: $0.name, text: $0.contents) }
    }

    private func extract(_ name: String) throws -> ExtractionResult {
        ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: name)).run(try generatedFiles(name))
    }

    @Test(arguments: fixtures)
    func generatedSourcePassesTheExtractorWithoutDiagnostics(_ name: String) throws {
        let result = try extract(name)
        #expect(result.diagnostics.map(\.renderedText) == [])
    }

    @Test(arguments: fixtures)
    func extractedActionsMatchTheDefinition(_ name: String) throws {
        let definition = try definition(name)
        let bundle = try extract(name).bundle
        #expect(bundle.actions.count == definition.intents.count)
        for intent in definition.intents {
            let action = try #require(bundle.action(withIdentifier: AppIntentsSourceGenerator.intentTypeName(for: intent.name)))
            #expect(action.title == definition.localizedText(intent.title))
            #expect(action.description?.text == intent.description.map(definition.localizedText))
            #expect(action.isDiscoverable == intent.isConfigurable)
            #expect(action.protocols.contains("WidgetConfigurationIntent") == intent.isEligibleForWidgets)
            let supported = intent.parameters.filter { definition.valueType(of: $0.type, isArray: $0.isArray) != nil }
            #expect(action.parameters.map(\.name) == supported.map(\.name))
            #expect(action.parameters.map(\.title) == supported.map { definition.localizedText($0.displayName) })
            #expect(action.parameters.map(\.valueType) == supported.map { definition.valueType(of: $0.type, isArray: $0.isArray) })
            #expect(action.parameters.map(\.isOptional) == supported.map(\.isOptional))
            #expect(action.parameters.map(\.defaultValue) == supported.map { $0.isArray ? nil : $0.defaultValue })
            #expect((action.parameterSummary != nil) == !supported.isEmpty)
        }
    }

    @Test(arguments: fixtures)
    func extractedEnumsAndEntitiesMatchTheDefinition(_ name: String) throws {
        let definition = try definition(name)
        let bundle = try extract(name).bundle
        #expect(bundle.enums.map(\.identifier) == definition.enums.map(\.name).sorted())
        for enumeration in definition.enums {
            let extracted = try #require(bundle.enumType(withIdentifier: enumeration.name))
            #expect(extracted.displayTypeName == definition.localizedText(enumeration.displayName))
            #expect(extracted.cases.map(\.identifier) == enumeration.cases.map(\.name))
            #expect(extracted.cases.map(\.title) == enumeration.cases.map { definition.localizedText($0.displayName) })
        }
        #expect(bundle.entities.map(\.identifier) == definition.types.map(\.name).sorted())
        for type in definition.types {
            let entity = try #require(bundle.entity(withIdentifier: type.name))
            #expect(entity.displayTypeName == definition.localizedText(type.displayName))
            #expect(entity.properties.map(\.name) == type.properties.map(\.name))
            #expect(entity.defaultQuery == type.name + "Query")
        }
    }

    @Test func summaryFollowsThePrimaryCombinationAndListsTheRest() throws {
        let bundle = try extract("Siri").bundle
        let action = try #require(bundle.action(withIdentifier: "OrderSoupIntent"))
        let summary = try #require(action.parameterSummary)
        #expect(summary == .summary(SummaryTemplate(
            template: LocalizedText(key: "Order ${quantity} ${size} ${soup}"),
            parameters: ["deliveryTime", "toppings", "menu", "tip", "takeaway"]
        )))
    }

    @Test func unsupportedParameterIsLeftAsATodo() throws {
        let files = AppIntentsSourceGenerator(definition: try definition("Siri")).makeFiles()
        let order = try #require(files.first { $0.name == "OrderSoupIntent.swift" })
        #expect(order.contents.contains("// TODO: 'pickupPlace' (Pickup Place) has the SiriKit type 'Placemark'"))
        #expect(!order.contents.contains("var pickupPlace"))
    }

    @Test func performBodiesAreMarkedPlacesForTheAppsCode() throws {
        for name in Self.fixtures {
            for file in AppIntentsSourceGenerator(definition: try definition(name)).makeFiles() where file.name.hasSuffix("Intent.swift") {
                #expect(file.contents.contains("func perform() async throws -> some IntentResult {\n        // TODO: "))
                #expect(file.contents.contains("return .result()"))
            }
        }
    }

    @Test func filesAreNamedAfterTheirTypesAndSorted() throws {
        #expect(AppIntentsSourceGenerator(definition: try definition("Widgets")).makeFiles().map(\.name)
            == ["City.swift", "ConfigureCityListIntent.swift", "ConfigureWeatherIntent.swift", "TemperatureUnit.swift"])
        #expect(AppIntentsSourceGenerator(definition: try definition("Siri")).makeFiles().map(\.name)
            == ["CheckOrderStatusIntent.swift", "OrderSoupIntent.swift", "SoupSize.swift"])
    }

    @Test func outputIsDeterministic() throws {
        let first = AppIntentsSourceGenerator(definition: try definition("Widgets")).makeFiles()
        let second = AppIntentsSourceGenerator(definition: try definition("Widgets")).makeFiles()
        #expect(first == second)
    }

    @Test func summarySentenceEscapesTextAndInterpolatesParameters() throws {
        let sentence = try #require(AppIntentsSourceGenerator.summarySentence("Say \"hi\" to ${friend} \\ now", parameters: ["friend"]))
        #expect(sentence.literal == #""Say \"hi\" to \(\.$friend) \\ now""#)
        #expect(sentence.names == ["friend"])
        #expect(AppIntentsSourceGenerator.summarySentence("Call ${stranger}", parameters: ["friend"]) == nil)
    }

    @Test func namesThatAreKeywordsGetBackticks() {
        #expect("default".swiftIdentifier == "`default`")
        #expect("in-stock".swiftIdentifier == "in_stock")
        #expect("3D".swiftIdentifier == "_3D")
        #expect(AppIntentsSourceGenerator.intentTypeName(for: "OrderSoup") == "OrderSoupIntent")
        #expect(AppIntentsSourceGenerator.intentTypeName(for: "ShareIntent") == "ShareIntent")
    }

    // MARK: The compiler as the reference

    @Test(.enabled(if: SwiftCompiler.isAvailable), arguments: fixtures)
    func generatedSourceTypeChecksAgainstTheShim(_ name: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("intent-definition-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for file in AppIntentsSourceGenerator(definition: try definition(name)).makeFiles() {
            let url = directory.appendingPathComponent(file.name)
            try Data(file.contents.utf8).write(to: url)
            paths.append(url.path)
        }
        let shim = try SwiftCompiler.shimModuleDirectory()
        // Swift 6 mode, so the generated source is also free of strict-concurrency errors.
        let run = try SwiftCompiler.run(["-typecheck", "-swift-version", "6", "-I", shim] + paths)
        #expect(run.status == 0, "swiftc -typecheck failed:\n\(run.output)")
    }
}
