import TestSupport
import Foundation
import IntentMetadata
import Testing

/// `describe` of a Swift package reads it target by target, as `check` does: a stand-in `AppIntents` target (for
/// building on Linux) does not hide the framework's protocols from the app's code, and a model target's enum is
/// described with its choices.
@Suite struct DescribePackageTests {
    private func writeGarden(in directory: TemporaryDirectory) throws {
        try directory.write("""
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "Garden", targets: [
                .target(name: "AppIntents"),
                .target(name: "GardenModel", dependencies: ["AppIntents"]),
                .target(name: "GardenIntents", dependencies: ["AppIntents", "GardenModel"]),
            ])
            """, to: "Garden/Package.swift")
        try directory.write(
            "public protocol AppIntent {}\npublic protocol AppEnum {}\npublic struct LocalizedStringResource {}\n",
            to: "Garden/Sources/AppIntents/AppIntents.swift"
        )
        try directory.write(
            "import AppIntents\npublic enum Season: String, AppEnum {\n    case spring\n    public static let typeDisplayRepresentation: TypeDisplayRepresentation = \"Season\"\n    public static let caseDisplayRepresentations: [Season: DisplayRepresentation] = [.spring: \"Spring\"]\n}\n",
            to: "Garden/Sources/GardenModel/Season.swift"
        )
        try directory.write(
            "import AppIntents\nimport GardenModel\nstruct Sow: AppIntent {\n    static let title: LocalizedStringResource = \"Sow\"\n    @Parameter(title: \"Season\") var season: Season\n}\n",
            to: "Garden/Sources/GardenIntents/Sow.swift"
        )
    }

    @Test func aPackageIsDescribedTargetByTarget() throws {
        let directory = try TemporaryDirectory()
        try writeGarden(in: directory)
        let run = try ToolRunner.run(["describe", "Garden"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.standardError == "", "\(run.standardError)")
        #expect(run.standardOutput.contains("Sow (Sow)"))
        #expect(run.standardOutput.contains("Season (season): one of: Spring (required)"), "\(run.standardOutput)")
    }

    @Test func aModuleNameStillReadsTheFolderAsOneModule() throws {
        let directory = try TemporaryDirectory()
        try writeGarden(in: directory)
        let run = try ToolRunner.run(["describe", "Garden", "--module", "Garden"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.standardError.contains("[app-intents-name-shadowed]"))
    }

    @Test func aPackageWithoutAppIntentsSaysSo() throws {
        let directory = try TemporaryDirectory()
        try directory.write("// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"Plain\", targets: [.target(name: \"Plain\")])\n", to: "Plain/Package.swift")
        try directory.write("struct Plain {}\n", to: "Plain/Sources/Plain/Plain.swift")
        let run = try ToolRunner.run(["describe", "Plain"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.standardError.contains("has 1 target with Swift sources and no App Intents types"), "\(run.standardError)")
    }
}
