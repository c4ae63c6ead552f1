@testable import IntentMetadataExtractor
import TestSupport
import Testing

/// A repository whose targets have no App Intents code, while Swift files no target compiles do, is not checked in
/// silence: `project-sources-outside-targets` names the files (as tutanota's XcodeGen specs, `mail-project.yml`,
/// which the search for projects does not find, left its widget's App Intents code unread).
@Suite struct SourcesOutsideTargetsTests {
    private static let manifest = "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\n"
    private static let intent = "import AppIntents\n\nstruct ShowInboxIntent: AppIntent {\n    static let title: LocalizedStringResource = \"Open\"\n    func perform() async throws -> some IntentResult { .result() }\n}\n"

    private static func outside(_ root: TemporaryDirectory) throws -> (Repository, Diagnostic?) {
        let repository = try #require(Repository.discover(at: root.path, configuration: nil))
        let extractions = try RepositoryExtraction(repository: repository).extract(repository.targets.filter { $0.swiftFileCount > 0 })
        return (repository, repository.appIntentsOutsideTargets(extractions))
    }

    @Test func appIntentsCodeInNoTargetIsReportedWhenNoTargetHasAny() throws {
        let root = try TemporaryDirectory()
        try root.write(Self.manifest, to: "Package.swift")
        try root.write("struct K {}\n", to: "Sources/Kit/K.swift")
        try root.write(Self.intent, to: "app-ios/Widget/ShowInboxIntent.swift")
        try root.write("// Calls ShowInboxIntent (an intent, not a protocol).\nenum Helper { static let shortcuts: [any AppShortcutsProvider.Type] = [] }\n", to: "app-ios/Widget/Helper.swift")
        try root.write("struct Plain {}\n", to: "app-ios/Widget/Plain.swift")
        // Not searched: hidden folders and the folders the search for projects skips.
        try root.write(Self.intent, to: "app-ios/.build/checkouts/Copy.swift")
        try root.write(Self.intent, to: "node_modules/pkg/ios/Copy.swift")
        try root.write(Self.intent, to: "Pods/Pod/Copy.swift")
        let (_, found) = try Self.outside(root)
        let warning = try #require(found)
        #expect(warning.id == .projectSourcesOutsideTargets)
        #expect(warning.severity == .warning)
        // At the first App Intents name of the first file in path order, relative to the root.
        #expect([warning.location.file, "\(warning.location.line):\(warning.location.column)"] == ["app-ios/Widget/Helper.swift", "2:42"])
        #expect(warning.message.hasPrefix("2 Swift files name App Intents"))
        #expect(warning.notes.map(\.location.file) == ["app-ios/Widget/Helper.swift", "app-ios/Widget/ShowInboxIntent.swift", "app-ios/Widget/Helper.swift"])
        // `struct ShowInboxIntent: AppIntent`: the protocol, not the name of the intent.
        #expect("\(warning.notes[1].location.line):\(warning.notes[1].location.column)" == "3:25")
    }

    @Test func nothingIsReportedWhenATargetHasAppIntentsCode() throws {
        let root = try TemporaryDirectory()
        try root.write(Self.manifest, to: "Package.swift")
        try root.write(Self.intent, to: "Sources/Kit/Inside.swift")
        try root.write(Self.intent.replacingEvery("ShowInboxIntent", with: "ArchiveIntent"), to: "Backup/ArchiveIntent.swift")
        let (repository, found) = try Self.outside(root)
        #expect(repository.targets.map(\.name) == ["Kit"])
        #expect(found == nil)
    }

    @Test func nothingIsReportedWhenNoFileOutsideTheTargetsNamesAppIntents() throws {
        let root = try TemporaryDirectory()
        try root.write(Self.manifest, to: "Package.swift")
        try root.write("struct K {}\n", to: "Sources/Kit/K.swift")
        try root.write("struct Tool {} // no App Intents here: AppIntentsKit, MyAppIntent\n", to: "Scripts/Tool.swift")
        let (_, found) = try Self.outside(root)
        #expect(found == nil)
    }

    @Test func noTargetWithFilesStillSearchesTheRest() throws {
        let root = try TemporaryDirectory()
        // An XcodeGen spec whose one target has no Swift files, and the app's own spec under a name XcodeGen reads only
        // when told to (`xcodegen --spec mail-project.yml`).
        try root.write("name: SDK\ntargets:\n  SDK:\n    type: framework\n    platform: iOS\n    sources: [sdk]\n", to: "sdk/ios/project.yml")
        try root.write("", to: "sdk/ios/sdk/README.md")
        try root.write("name: Mail\ntargets:\n  Mail:\n    type: application\n    platform: iOS\n    sources: [mail]\n", to: "app-ios/mail-project.yml")
        try root.write(Self.intent, to: "app-ios/mail/ShowInboxIntent.swift")
        let (repository, found) = try Self.outside(root)
        #expect(repository.targets.map(\.name) == ["SDK"])
        let warning = try #require(found)
        #expect(warning.message.hasPrefix("a Swift file names App Intents, and no target of the projects read compiles it"))
        #expect(warning.location.file == "app-ios/mail/ShowInboxIntent.swift")
        // Named on the command line, the spec is read and the warning goes.
        let named = try #require(Repository.discover(at: root.path + "/app-ios/mail-project.yml", configuration: nil))
        let extractions = try RepositoryExtraction(repository: named).extract(named.targets)
        #expect(named.appIntentsOutsideTargets(extractions) == nil)
    }
}
