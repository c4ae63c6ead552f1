import TestSupport
import Foundation
import IntentMetadata
import Testing

// `describe` prints the bundle's JSON until the runtime library's renderer lands; these tests check what will stay
// true (exit codes, narrowing, errors) rather than the layout.
@Suite struct DescribeCommandTests {
    @Test(arguments: ["text", "markdown", "json", "tools"])
    func describeABundleInEveryFormat(_ format: String) throws {
        let directory = try TemporaryDirectory()
        try BundleFixtures.write(BundleFixtures.bundle(module: "Garden", actions: ["WaterPlant", "MistPlant"]), to: "Garden.json", in: directory)
        let run = try ToolRunner.run(["describe", "Garden.json", "--format", format], in: directory.url)
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        #expect(run.standardOutput.contains("WaterPlant"))
        #expect(run.standardOutput.contains("MistPlant"))
    }

    @Test func describeOneAction() throws {
        let directory = try TemporaryDirectory()
        try BundleFixtures.write(BundleFixtures.bundle(module: "Garden", actions: ["WaterPlant", "MistPlant"]), to: "Garden.json", in: directory)
        let run = try ToolRunner.run(["describe", "Garden.json", "--action", "WaterPlant", "--format", "json"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("WaterPlant"))
        #expect(!run.standardOutput.contains("MistPlant"))
    }

    @Test func unknownActionIsAUsageErrorWithASuggestion() throws {
        let directory = try TemporaryDirectory()
        try BundleFixtures.write(BundleFixtures.bundle(module: "Garden", actions: ["WaterPlant"]), to: "Garden.json", in: directory)
        let run = try ToolRunner.run(["describe", "Garden.json", "--action", "WaterPlnat"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.standardError == "error: no action 'WaterPlnat' in module 'Garden'. Did you mean 'WaterPlant'?\n")
    }

    @Test func describeKeepsOnlyTheNamedModules() throws {
        let directory = try TemporaryDirectory()
        var merged = BundleFixtures.bundle(module: "App", actions: ["OpenApp"])
        merged.actions.append(BundleFixtures.action("BuyPot", module: "Kit"))
        try BundleFixtures.write(merged, to: "App.json", in: directory)
        let run = try ToolRunner.run(["describe", "App.json", "--module", "Kit", "--format", "json"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("BuyPot"))
        #expect(!run.standardOutput.contains("OpenApp"))
    }

    /// A parameter typed with another module's enum is described as unresolved alone, and by name once that module's
    /// sources are given with `--dependency-sources`.
    @Test func dependencySourcesResolveAnotherModulesTypes() throws {
        let directory = try TemporaryDirectory()
        try directory.write(ModelSources.intentUsingSeason(named: "Plant", importing: "Models"), to: "Garden/Plant.swift")
        try directory.write(ModelSources.seasonEnum, to: "Models/Season.swift")
        let alone = try ToolRunner.run(["describe", "Garden"], in: directory.url)
        #expect(alone.status == 0)
        #expect(alone.standardOutput.contains("Season (season): a 'Season' (a type of another module, unresolved)"))
        #expect(alone.standardError.contains("[value-type-from-other-module]"))
        let resolved = try ToolRunner.run(["describe", "Garden", "--dependency-sources", "Models"], in: directory.url)
        #expect(resolved.status == 0)
        #expect(resolved.standardOutput.contains("Season (season): a Season (required)"))
        #expect(resolved.standardError.isEmpty)
        let missing = try ToolRunner.run(["describe", "Garden", "--dependency-sources", "Models=Nowhere"], in: directory.url)
        #expect(missing.status != 0)
        #expect(missing.standardError.contains("Nowhere"))
    }

    @Test func describeASourceFolder() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "import AppIntents\nstruct WaterPlant: AppIntent {\n    static let title: LocalizedStringResource = \"Water Plant\"\n}\n",
            to: "Garden/WaterPlant.swift"
        )
        let run = try ToolRunner.run(["describe", "Garden", "--format", "json"], in: directory.url)
        #expect(run.status == 0)
        let descriptions = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]]
        #expect(descriptions?.count == 1)
        #expect(descriptions?.first?["identifier"] as? String == "WaterPlant")
        #expect(descriptions?.first?["title"] as? String == "Water Plant")
    }

    @Test func describeASourceFolderWithErrorsExitsOne() throws {
        let directory = try TemporaryDirectory()
        try directory.link("Garden/Broken.swift", to: "Missing.swift")
        let run = try ToolRunner.run(["describe", "Garden"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.errorLines.first?.hasPrefix("Garden/Broken.swift:1:1: error: ") == true)
        #expect(run.errorLines.last?.hasPrefix("error: 1 error found") == true)
    }

    @Test func describeAMissingInputIsAUsageError() throws {
        let directory = try TemporaryDirectory()
        let run = try ToolRunner.run(["describe", "Nope.json"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.standardError == "error: no such file or directory 'Nope.json'\n")
    }
}
