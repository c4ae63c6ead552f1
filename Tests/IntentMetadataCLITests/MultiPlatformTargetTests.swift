import TestSupport
import Foundation
import IntentMetadata
import Testing

/// A target built for several platforms is checked once per platform: what only one platform compiles is found and
/// checked, and each diagnostic is printed once, naming the platforms it was found for.
@Suite struct MultiPlatformTargetTests {
    private func package() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Kit", platforms: [.iOS(.v17), .macOS(.v14)], targets: [.target(name: "Kit")])
            """, to: "Package.swift")
        try directory.write("""
            import AppIntents

            let sharedTitle: LocalizedStringResource = "Shared"
            struct Everywhere: AppIntent {
                static let title: LocalizedStringResource = sharedTitle
                func perform() async throws -> some IntentResult { .result() }
            }

            #if os(macOS)
            struct MacOnly: AppIntent {
                static let title: LocalizedStringResource = sharedTitle
                func perform() async throws -> some IntentResult { .result() }
            }
            #endif
            """, to: "Sources/Kit/Intents.swift")
        return directory
    }

    @Test func anIntentUnderOsMacOSIsFoundAndChecked() throws {
        let directory = try package()
        let run = try ToolRunner.run(["check", "."], in: directory.url)
        #expect(run.status == 1)
        #expect(run.errorLines == [
            "note: target 'Kit' (.): module 'Kit', iOS, macOS, no flags, 1 Swift file, 2 errors",
            "Sources/Kit/Intents.swift:5:49: error: intent title must be a compile-time constant, but its value is a reference to 'sharedTitle' [non-constant-title]",
            "Sources/Kit/Intents.swift:11:49: error: intent title must be a compile-time constant, but its value is a reference to 'sharedTitle' [non-constant-title]",
            "Sources/Kit/Intents.swift:11:49: note: only when built for macOS, not for iOS",
            "error: 2 errors found in 1 target.",
        ])
    }

    @Test func theBundleHoldsEveryPlatformsDeclarations() throws {
        let directory = try package()
        let run = try ToolRunner.run(["extract", ".", "--keep-going"], in: directory.url)
        let bundle = try IntentMetadataBundle(data: Data(run.standardOutput.utf8))
        #expect(bundle.actions.map(\.identifier) == ["Everywhere", "MacOnly"])
        // `--platform` checks one platform only.
        let iOSOnly = try ToolRunner.run(["extract", ".", "--keep-going", "--platform", "iOS"], in: directory.url)
        #expect(try IntentMetadataBundle(data: Data(iOSOnly.standardOutput.utf8)).actions.map(\.identifier) == ["Everywhere"])
    }
}
