import TestSupport
import Foundation
import Testing

/// `extract --apple-metadata`: Apple's `Metadata.appintents/` written beside the bundle, read back by every command
/// that takes a bundle, and nothing written when the writer refuses.
@Suite struct AppleMetadataWriteCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "TestInputs")

    @Test func extractWritesTheFolderThatDescribesAndDiffsAsTheBundle() throws {
        let directory = try TemporaryDirectory()
        let source = Self.fixtures.appending(path: "AppleReference/Replica").path(percentEncoded: false)
        let extract = try ToolRunner.run(["extract", source, "-o", "Replica.json", "--apple-metadata", "Built", "--xcode-version", "17E192"], in: directory.url)
        #expect(extract.status == 0, "\(extract.standardError)")
        let written = directory.url.appending(path: "Built/Metadata.appintents")
        let version = try JSONSerialization.jsonObject(with: Data(contentsOf: written.appending(path: "version.json"))) as? [String: String]
        #expect(version == ["toolsVersion": "17E192", "version": "3.0"])
        let bundle = try ToolRunner.run(["describe", "Replica.json"], in: directory.url)
        let apple = try ToolRunner.run(["describe", "Built/Metadata.appintents"], in: directory.url)
        #expect(apple.status == 0)
        #expect(apple.standardOutput == bundle.standardOutput)
        #expect(apple.standardOutput.contains("Open Replica App (LaunchAppIntent)"))
        let diff = try ToolRunner.run(["diff", "Replica.json", "Built/Metadata.appintents/extract.actionsdata"], in: directory.url)
        #expect(diff.status == 0)
        #expect(diff.standardOutput == "no changes\n")
        // Xcode's own file of the app compares clean with the folder written here.
        let compare = try ToolRunner.run(
            ["compare", "Built/Metadata.appintents", Self.fixtures.appending(path: "AppleMetadata/replica.extract.actionsdata.json").path(percentEncoded: false)],
            in: directory.url
        )
        #expect(compare.status == 0, "\(compare.standardOutput)")
    }

    @Test func aRefusalWritesNothingAndSaysWhy() throws {
        let directory = try TemporaryDirectory()
        try directory.write("""
            import AppIntents
            private struct Secret: AppIntent {
                static let title: LocalizedStringResource = "Secret"
                func perform() async throws -> some IntentResult { .result() }
            }
            """, to: "App/Secret.swift")
        let run = try ToolRunner.run(["extract", "App", "-o", "App.json", "--apple-metadata", "Built"], in: directory.url)
        #expect(run.status == 1)
        // Placed as a diagnostic is, with the path the user's diagnostics show.
        #expect(run.errorLines.last == "App/Secret.swift:2:16: error: the mangled name of 'App.Secret' cannot be computed from source: 'Secret' is private, so its name carries a discriminator only the compiler knows; Apple's metadata was not written, nor the bundle.")
        #expect(!FileManager.default.fileExists(atPath: directory.url.appending(path: "Built").path(percentEncoded: false)))
        #expect(!FileManager.default.fileExists(atPath: directory.url.appending(path: "App.json").path(percentEncoded: false)))
    }

    @Test func theXcodeVersionNeedsTheFolderAndAllTargetsConflicts() throws {
        let directory = try TemporaryDirectory()
        let alone = try ToolRunner.run(["extract", ".", "--xcode-version", "17E192"], in: directory.url)
        #expect(alone.status == 2)
        #expect(alone.standardError.contains("missing '--apple-metadata <folder>' with '--xcode-version'"))
        let both = try ToolRunner.run(["extract", ".", "--all-targets", "-o", "out", "--apple-metadata", "Built"], in: directory.url)
        #expect(both.status == 2)
        #expect(both.standardError.contains("'--apple-metadata' and '--all-targets' cannot be given together."))
    }
}
