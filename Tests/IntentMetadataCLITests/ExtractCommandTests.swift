import TestSupport
import Foundation
import IntentMetadata
import Testing

@Suite struct ExtractCommandTests {
    private let intent = """
        import AppIntents

        struct WaterPlant: AppIntent {
            static var title: LocalizedStringResource = "Water Plant"
            func perform() async throws -> some IntentResult { .result() }
        }

        """

    @Test func extractPrintsTheBundleWithoutOutput() throws {
        let directory = try TemporaryDirectory()
        try directory.write(intent, to: "PlantCare/WaterPlant.swift")
        let run = try ToolRunner.run(["extract", "PlantCare"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        let bundle = try BundleFixtures.decode(run.standardOutput)
        #expect(bundle.module == "PlantCare")
        #expect(bundle.formatVersion == IntentMetadataBundle.currentFormatVersion)
    }

    /// Without `--source-root` source paths start at the folder given; with it, at the root named (the package's, so
    /// that `diff --format github` annotations find the files), and a parameter points at its own line.
    @Test func sourceRootMakesSourcePathsRelativeToIt() throws {
        let directory = try TemporaryDirectory()
        let withParameter = intent.replacingOccurrences(
            of: "    func perform()", with: "    @Parameter(title: \"Plant\")\n    var plant: String\n    func perform()"
        )
        try directory.write(withParameter, to: "Sources/PlantCare/WaterPlant.swift")
        let plain = try BundleFixtures.decode(try ToolRunner.run(["extract", "Sources/PlantCare"], in: directory.url).standardOutput)
        #expect(plain.actions.first?.source.file == "WaterPlant.swift")
        let rooted = try ToolRunner.run(["extract", "Sources/PlantCare", "--source-root", "."], in: directory.url)
        #expect(rooted.status == 0)
        let bundle = try BundleFixtures.decode(rooted.standardOutput)
        #expect(bundle.actions.first?.source == SourceReference(file: "Sources/PlantCare/WaterPlant.swift", line: 3, column: 8))
        #expect(bundle.actions.first?.parameters.first?.source == SourceReference(file: "Sources/PlantCare/WaterPlant.swift", line: 6, column: 9))
    }

    @Test func extractWritesTheOutputFileAndNothingElse() throws {
        let directory = try TemporaryDirectory()
        try directory.write(intent, to: "Sources/WaterPlant.swift")
        let run = try ToolRunner.run(["extract", "Sources", "--module", "Garden", "--output", "out/Garden.intentmetadata.json"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.standardOutput.isEmpty)
        #expect(try BundleFixtures.decode(try directory.contents(of: "out/Garden.intentmetadata.json")).module == "Garden")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.url.appending(path: "out").path(percentEncoded: false))
        #expect(leftovers == ["Garden.intentmetadata.json"])
    }

    @Test func extractLeavesAnIdenticalOutputUntouched() throws {
        let directory = try TemporaryDirectory()
        try directory.write(intent, to: "Sources/WaterPlant.swift")
        let arguments = ["extract", "Sources", "--output", "Bundle.json"]
        #expect(try ToolRunner.run(arguments, in: directory.url).status == 0)
        let output = directory.url.appending(path: "Bundle.json").path(percentEncoded: false)
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output)
        #expect(try ToolRunner.run(arguments, in: directory.url).status == 0)
        let modified = try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date
        #expect(modified == past)
    }

    @Test func extractIsDeterministic() throws {
        let directory = try TemporaryDirectory()
        try directory.write(intent, to: "Sources/B.swift")
        try directory.write(intent.replacingOccurrences(of: "WaterPlant", with: "MistPlant"), to: "Sources/A/A.swift")
        let first = try ToolRunner.run(["extract", "Sources"], in: directory.url)
        let second = try ToolRunner.run(["extract", "./Sources/"], in: directory.url)
        #expect(first.status == 0)
        #expect(first.standardOutput == second.standardOutput)
    }

    @Test func defaultModuleNameIsTheFirstFolderOrModule() throws {
        let directory = try TemporaryDirectory()
        try directory.write(intent, to: "Kit/Intents.swift")
        try directory.write(intent, to: "Loose.swift")
        #expect(try BundleFixtures.decode(try ToolRunner.run(["extract", "Loose.swift", "Kit"], in: directory.url).standardOutput).module == "Kit")
        #expect(try BundleFixtures.decode(try ToolRunner.run(["extract", "Loose.swift"], in: directory.url).standardOutput).module == "Module")
        let inside = directory.url.appending(path: "Kit")
        #expect(try BundleFixtures.decode(try ToolRunner.run(["extract", "."], in: inside).standardOutput).module == "Kit")
    }

    @Test func extractReadsPathsFromAResponseFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write(intent, to: "Sources/WaterPlant.swift")
        try directory.write("Sources/WaterPlant.swift\n", to: "files.txt")
        let run = try ToolRunner.run(["extract", "@files.txt", "--module", "Garden"], in: directory.url)
        #expect(run.status == 0)
        #expect(try BundleFixtures.decode(run.standardOutput).module == "Garden")
    }

    @Test func extractWithAnUnreadableFileWritesNothingAndExitsOne() throws {
        let directory = try TemporaryDirectory()
        try directory.write(intent, to: "Sources/WaterPlant.swift")
        try directory.link("Sources/Broken.swift", to: "Missing.swift")
        let run = try ToolRunner.run(["extract", "Sources", "--output", "Bundle.json"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.errorLines.first == "Sources/Broken.swift:1:1: error: file could not be read: no such file or directory [file-unreadable]")
        #expect(run.errorLines.last == "error: 1 error found; no bundle was written.")
        #expect(!directory.exists("Bundle.json"))
    }

    @Test func extractWithErrorsKeepsAnEarlierBundle() throws {
        let directory = try TemporaryDirectory()
        try directory.write("earlier\n", to: "Bundle.json")
        try directory.link("Sources/Broken.swift", to: "Missing.swift")
        let run = try ToolRunner.run(["extract", "Sources", "--output", "Bundle.json"], in: directory.url)
        #expect(run.status == 1)
        #expect(try directory.contents(of: "Bundle.json") == "earlier\n")
    }

    @Test func keepGoingWritesTheBundleButStillExitsOne() throws {
        let directory = try TemporaryDirectory()
        try directory.write(intent, to: "Sources/WaterPlant.swift")
        try directory.link("Sources/Broken.swift", to: "Missing.swift")
        let run = try ToolRunner.run(["extract", "Sources", "--output", "Bundle.json", "--keep-going"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.errorLines.last?.hasPrefix("error: 1 error found; the bundle was written anyway") == true)
        #expect(try BundleFixtures.decode(try directory.contents(of: "Bundle.json")).module == "Sources")
    }

    @Test func extractReadsDependencyBundles() throws {
        let directory = try TemporaryDirectory()
        try directory.write(intent, to: "App/WaterPlant.swift")
        try BundleFixtures.write(BundleFixtures.bundle(module: "Kit", actions: ["Shared"]), to: "Kit.json", in: directory)
        #expect(try ToolRunner.run(["extract", "App", "--dependency", "Kit.json"], in: directory.url).status == 0)
    }

    @Test func missingDependencyIsAnIOError() throws {
        let directory = try TemporaryDirectory()
        try directory.write(intent, to: "App/WaterPlant.swift")
        let run = try ToolRunner.run(["extract", "App", "--dependency", "Kit.json"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.standardError == "error: no such file or directory 'Kit.json'\n")
    }

    @Test func corruptDependencyIsAnIOError() throws {
        let directory = try TemporaryDirectory()
        try directory.write(intent, to: "App/WaterPlant.swift")
        try directory.write("{\"formatVersion\": ", to: "Kit.json")
        let run = try ToolRunner.run(["extract", "App", "--dependency", "Kit.json"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("error: 'Kit.json' is not a valid intent metadata bundle"))
    }

    @Test func missingPathIsAUsageError() throws {
        let directory = try TemporaryDirectory()
        let run = try ToolRunner.run(["extract", "Nowhere"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError == "error: no such file or directory 'Nowhere'\n")
    }

    @Test func unwritableOutputIsAnIOError() throws {
        let directory = try TemporaryDirectory()
        try directory.write(intent, to: "App/WaterPlant.swift")
        try FileManager.default.createDirectory(at: directory.url.appending(path: "Taken.json"), withIntermediateDirectories: true)
        let run = try ToolRunner.run(["extract", "App", "--output", "Taken.json"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.errorLines.count == 1)
        #expect(run.standardError.hasPrefix("error: could not write 'Taken.json'"))
    }
}
