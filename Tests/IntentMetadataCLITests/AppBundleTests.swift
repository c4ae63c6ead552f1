import TestSupport
import Foundation
import IntentMetadata
import Testing

/// `extract --all-targets` writes, beside each target's bundle, one per app that embeds extensions: the app's
/// declarations with its extensions', under merge's rules.
@Suite struct AppBundleTests {
    private static func intent(_ name: String) -> String {
        """
        import AppIntents
        struct \(name): AppIntent {
            static let title: LocalizedStringResource = "\(name)"
            func perform() async throws -> some IntentResult { .result() }
        }
        """
    }

    /// An app that embeds a widget extension; `Shared.swift` is compiled into both, and `Other` is an extension the
    /// app does not embed.
    private func notes() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("""
            name: Notes
            targets:
              Notes:
                type: application
                platform: iOS
                sources: [App, Shared]
                dependencies:
                  - target: NotesWidget
              NotesWidget:
                type: app-extension
                platform: iOS
                sources: [Widget, Shared]
              Other:
                type: app-extension
                platform: iOS
                sources: [Other]
            """, to: "project.yml")
        try directory.write(Self.intent("OpenNote"), to: "App/OpenNote.swift")
        try directory.write(Self.intent("ShowWidget"), to: "Widget/ShowWidget.swift")
        try directory.write(Self.intent("SharedIntent"), to: "Shared/SharedIntent.swift")
        try directory.write(Self.intent("OtherIntent"), to: "Other/OtherIntent.swift")
        return directory
    }

    @Test func theAppsBundleHoldsTheExtensionsItEmbeds() throws {
        let directory = try notes()
        let run = try ToolRunner.run(["extract", ".", "--all-targets", "--output", "out"], in: directory.url)
        #expect(run.status == 0)
        // A file both targets compile is one declaration, not a clash.
        #expect(!run.standardError.contains("warning"))
        let written = try FileManager.default.contentsOfDirectory(atPath: directory.path + "/out").sorted()
        #expect(written == ["Notes.app.intentmetadata.json", "Notes.intentmetadata.json", "NotesWidget.intentmetadata.json", "Other.intentmetadata.json"])
        let app = try IntentMetadataBundle(contentsOf: directory.url.appending(path: "out/Notes.app.intentmetadata.json"))
        #expect(app.module == "Notes")
        #expect(app.actions.map(\.identifier) == ["OpenNote", "SharedIntent", "ShowWidget"])
        let alone = try IntentMetadataBundle(contentsOf: directory.url.appending(path: "out/Notes.intentmetadata.json"))
        #expect(alone.actions.map(\.identifier) == ["OpenNote", "SharedIntent"])
    }

    @Test func anIdentifierBothDeclareKeepsTheAppsWithoutAWarning() throws {
        let directory = try notes()
        try directory.write(Self.intent("OpenNote").replacingOccurrences(of: "\"OpenNote\"", with: "\"Open from the widget\""), to: "Widget/OpenNote.swift")
        let run = try ToolRunner.run(["extract", ".", "--all-targets", "--output", "out"], in: directory.url)
        #expect(run.status == 0)
        // Apps declare an interactive widget's intents in the widget too, on purpose: no clash.
        #expect(!run.standardError.contains("warning"))
        let app = try IntentMetadataBundle(contentsOf: directory.url.appending(path: "out/Notes.app.intentmetadata.json"))
        #expect(app.actions.first { $0.identifier == "OpenNote" }?.source.file == "App/OpenNote.swift")
    }
}
