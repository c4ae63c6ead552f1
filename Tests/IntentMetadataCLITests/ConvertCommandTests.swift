import TestSupport
import Foundation
import IntentMetadata
import IntentMetadataExtractor
import Testing
import intent_metadata

@Suite struct ConvertCommandTests {
    private static let definitions = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TestInputs/IntentDefinitions")

    private func definitionPath(_ name: String) -> String {
        Self.definitions.appendingPathComponent(name + ".intentdefinition").path
    }

    private func parseError(_ arguments: [String]) -> CommandLineError? {
        do {
            _ = try CommandLineArguments(parsing: arguments)
            return nil
        } catch {
            return error as? CommandLineError
        }
    }

    private static let expectedConvert: ConvertOptions = {
        var options = ConvertOptions()
        (options.definitionPath, options.outputPath) = ("Intents.intentdefinition", "Generated")
        return options
    }()

    @Test func convertTakesADefinitionAndAnOutputFolder() throws {
        #expect(try CommandLineArguments(parsing: ["convert", "Intents.intentdefinition", "--output", "Generated"]).command
            == .convert(Self.expectedConvert))
        #expect(try CommandLineArguments(parsing: ["convert", "-o", "Generated", "Intents.intentdefinition"]).command
            == .convert(Self.expectedConvert))
    }

    @Test func convertNeedsADefinitionAndAnOutputFolder() {
        #expect(parseError(["convert", "--output", "Generated"]) == .missingArgument("<definition>", command: .convert))
        #expect(parseError(["convert", "Intents.intentdefinition"]) == .missingArgument("'--output <directory>'", command: .convert))
        #expect(parseError(["convert", "A.intentdefinition", "B.intentdefinition", "-o", "x"]) == .unexpectedArgument("B.intentdefinition", command: .convert))
    }

    @Test func convertWritesOneFilePerTypeAndListsThem() throws {
        let directory = try TemporaryDirectory()
        let run = try ToolRunner.run(["convert", definitionPath("Widgets"), "--output", "Generated"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        let names = ["City.swift", "ConfigureCityListIntent.swift", "ConfigureWeatherIntent.swift", "TemperatureUnit.swift"]
        #expect(run.standardOutput == names.map { "created Generated/\($0)\n" }.joined())
        for name in names {
            #expect(directory.exists("Generated/\(name)"))
        }
        let again = try ToolRunner.run(["convert", definitionPath("Widgets"), "--output", "Generated"], in: directory.url)
        #expect(again.standardOutput == names.map { "unchanged Generated/\($0)\n" }.joined())
    }

    @Test func convertedSourcePassesCheck() throws {
        let directory = try TemporaryDirectory()
        for name in ["Widgets", "Siri"] {
            let conversion = try ToolRunner.run(["convert", definitionPath(name), "-o", name], in: directory.url)
            #expect(conversion.status == 0)
            let check = try ToolRunner.run(["check", name], in: directory.url)
            #expect(check.status == 0)
            #expect(check.standardError.isEmpty, "check of converted \(name): \(check.standardError)")
        }
    }

    @Test func unsupportedParameterTypeIsPrintedAsAWarning() throws {
        let directory = try TemporaryDirectory()
        let run = try ToolRunner.run(["convert", definitionPath("Siri"), "-o", "Siri"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.errorLines.count == 1)
        #expect(run.standardError.contains(": warning: parameter 'pickupPlace' of intent 'OrderSoup' has type 'Placemark'"))
        #expect(run.standardError.hasSuffix("[intent-definition-unsupported-type]\n"))
    }

    @Test func malformedDefinitionIsAnErrorAndWritesNothing() throws {
        let directory = try TemporaryDirectory()
        try directory.write("<plist><dict><key>INIntents</key></dict></plist>\n", to: "Broken.intentdefinition")
        let run = try ToolRunner.run(["convert", "Broken.intentdefinition", "-o", "Generated"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.errorLines == [
            "Broken.intentdefinition:1:14: error: key 'INIntents' has no value [intent-definition-malformed]",
            "error: 1 error found; nothing was converted.",
        ])
        #expect(!directory.exists("Generated"))
    }

    @Test func missingDefinitionIsAUsageError() throws {
        let directory = try TemporaryDirectory()
        let run = try ToolRunner.run(["convert", "Missing.intentdefinition", "-o", "Generated"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.standardError == "error: no such file or directory 'Missing.intentdefinition'\n")
    }

    @Test func extractListsTheLegacyIntentsOfTheTree() throws {
        let directory = try TemporaryDirectory()
        try directory.write(try String(contentsOfFile: definitionPath("Widgets"), encoding: .utf8), to: "App/Base.lproj/Widgets.intentdefinition")
        try directory.write("import AppIntents\n", to: "App/App.swift")
        let run = try ToolRunner.run(["extract", "App"], in: directory.url)
        #expect(run.status == 0)
        let bundle = try IntentMetadataBundle(data: Data(run.standardOutput.utf8))
        #expect(bundle.legacyIntents.map(\.identifier) == ["ConfigureCityList", "ConfigureWeather"])
        #expect(bundle.legacyIntents.map(\.source.file) == ["Base.lproj/Widgets.intentdefinition", "Base.lproj/Widgets.intentdefinition"])
    }

    @Test func describeShowsLegacyIntentsBesideActions() throws {
        let directory = try TemporaryDirectory()
        try directory.write(try String(contentsOfFile: definitionPath("Siri"), encoding: .utf8), to: "App/Siri.intentdefinition")
        try directory.write(
            "import AppIntents\nstruct Ping: AppIntent {\n    static let title: LocalizedStringResource = \"Ping\"\n    func perform() async throws -> some IntentResult { .result() }\n}\n",
            to: "App/Ping.swift"
        )
        let run = try ToolRunner.run(["describe", "App"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("Ping (Ping)\n"))
        #expect(run.standardOutput.contains("\nOrder Soup (OrderSoup) [legacy SiriKit intent, Siri.intentdefinition]\n"))
        #expect(run.standardOutput.contains("\nCheck Order Status (CheckOrderStatus) [legacy SiriKit intent, Siri.intentdefinition]\n"))
    }
}
