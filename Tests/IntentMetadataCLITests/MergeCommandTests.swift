import TestSupport
import Foundation
import IntentMetadata
import Testing

@Suite struct MergeCommandTests {
    @Test func mergeCombinesModulesSortedByIdentifier() throws {
        let directory = try TemporaryDirectory()
        var garden = BundleFixtures.bundle(module: "Garden", actions: ["WaterPlant", "MistPlant"])
        garden.packages = [BundleFixtures.package("GardenPackage", module: "Garden", including: ["Kit.KitPackage"])]
        var kit = BundleFixtures.bundle(module: "Kit", actions: ["BuyPot"])
        kit.packages = [BundleFixtures.package("KitPackage", module: "Kit")]
        try BundleFixtures.write(garden, to: "Garden.json", in: directory)
        try BundleFixtures.write(kit, to: "Kit.json", in: directory)
        let run = try ToolRunner.run(["merge", "Garden.json", "Kit.json", "--output", "App.json"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        let merged = try BundleFixtures.decode(try directory.contents(of: "App.json"))
        #expect(merged.module == "Garden")
        #expect(merged.actions.map(\.identifier) == ["BuyPot", "MistPlant", "WaterPlant"])
        #expect(merged.actions.map(\.typeName) == ["Kit.BuyPot", "Garden.MistPlant", "Garden.WaterPlant"])
    }

    @Test func mergeNamesTheModuleAndPrintsWithoutOutput() throws {
        let directory = try TemporaryDirectory()
        try BundleFixtures.write(BundleFixtures.bundle(module: "Kit", actions: ["BuyPot"]), to: "Kit.json", in: directory)
        let run = try ToolRunner.run(["merge", "Kit.json", "--module", "PlantCare"], in: directory.url)
        #expect(run.status == 0)
        #expect(try BundleFixtures.decode(run.standardOutput).module == "PlantCare")
    }

    @Test func conflictingIdentifiersAreAnErrorNamingBothModules() throws {
        let directory = try TemporaryDirectory()
        try BundleFixtures.write(BundleFixtures.bundle(module: "Garden", actions: ["WaterPlant"]), to: "Garden.json", in: directory)
        try BundleFixtures.write(BundleFixtures.bundle(module: "Kit", actions: ["WaterPlant"]), to: "Kit.json", in: directory)
        let run = try ToolRunner.run(["merge", "Garden.json", "Kit.json", "--output", "App.json"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.errorLines.first
            == "Kit.json:1:1: error: action identifier 'WaterPlant' is declared in both module 'Garden' and module 'Kit' [duplicate-identifier]")
        #expect(run.errorLines.contains("Intents.swift:3:8: note: 'WaterPlant' of module 'Garden' is declared here"))
        #expect(run.errorLines.last == "error: 1 error found; no merged bundle was written.")
        #expect(!directory.exists("App.json"))
    }

    @Test func conflictsCanBePrintedAsJSON() throws {
        let directory = try TemporaryDirectory()
        try BundleFixtures.write(BundleFixtures.bundle(module: "Garden", actions: ["WaterPlant"]), to: "Garden.json", in: directory)
        try BundleFixtures.write(BundleFixtures.bundle(module: "Kit", actions: ["WaterPlant"]), to: "Kit.json", in: directory)
        let run = try ToolRunner.run(["merge", "Garden.json", "Kit.json", "-o", "App.json", "--diagnostics-format", "json"], in: directory.url)
        #expect(run.status == 1)
        let records = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
        #expect(records.map { $0["code"] as? String } == ["duplicate-identifier", "package-not-included"])
    }

    @Test func aModuleNoPackageIncludesIsAWarningWithAHint() throws {
        let directory = try TemporaryDirectory()
        try BundleFixtures.write(BundleFixtures.bundle(module: "Garden", actions: ["WaterPlant"]), to: "Garden.json", in: directory)
        var kit = BundleFixtures.bundle(module: "Kit", actions: ["BuyPot"])
        kit.packages = [BundleFixtures.package("KitPackage", module: "Kit")]
        try BundleFixtures.write(kit, to: "Kit.json", in: directory)
        let run = try ToolRunner.run(["merge", "Garden.json", "Kit.json", "--output", "App.json"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.errorLines.first
            == "Kit.json:1:1: warning: module 'Kit' is not included by any 'AppIntentsPackage' of 'Garden', so the system will not see its App Intents types [package-not-included]")
        #expect(run.errorLines.contains("Garden.json:1:1: note: list 'Kit.KitPackage' in the 'includedPackages' of an 'AppIntentsPackage' of 'Garden'"))
        #expect(directory.exists("App.json"))
    }

    @Test func sameModuleTwiceIsAnError() throws {
        let directory = try TemporaryDirectory()
        try BundleFixtures.write(BundleFixtures.bundle(module: "Garden", actions: ["WaterPlant"]), to: "A.json", in: directory)
        try BundleFixtures.write(BundleFixtures.bundle(module: "Garden", actions: ["MistPlant"]), to: "B.json", in: directory)
        let run = try ToolRunner.run(["merge", "A.json", "B.json"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("module 'Garden' is given twice"))
    }

    @Test func missingBundleIsAnIOError() throws {
        let directory = try TemporaryDirectory()
        let run = try ToolRunner.run(["merge", "Nope.json", "--output", "App.json"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.standardError == "error: no such file or directory 'Nope.json'\n")
    }

    @Test func newerFormatVersionIsRejected() throws {
        let directory = try TemporaryDirectory()
        var bundle = BundleFixtures.bundle(module: "Future", actions: [])
        bundle.formatVersion = IntentMetadataBundle.currentFormatVersion + 1
        try BundleFixtures.write(bundle, to: "Future.json", in: directory)
        let run = try ToolRunner.run(["merge", "Future.json"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.standardError.contains("has format version \(bundle.formatVersion)"))
    }
}
