import TestSupport
import Foundation
import IntentMetadata
import Testing
import intent_metadata

/// `describe --locale`: the ReadingList fixture is localized in German and French.
@Suite struct DescribeLocaleTests {
    static let readingList = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TestInputs/ReadingList").path

    @Test func parsingTakesTheLocale() throws {
        let command = try CommandLineArguments(parsing: ["describe", "Books.json", "--locale", "pt-BR"]).command
        var expected = DescribeOptions()
        (expected.inputPath, expected.locale) = ("Books.json", "pt-BR")
        #expect(command == .describe(expected))
    }

    @Test func describeASourceTreeInGerman() throws {
        let directory = try TemporaryDirectory()
        let run = try ToolRunner.run(["describe", Self.readingList, "--action", "OpenShelf", "--locale", "de"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.standardOutput == """
            Regal öffnen (OpenShelf)
              Zeigt die Bücher eines Regals.
              Parameters:
                Regal (target): one of: Will ich lesen, Lese ich gerade, Gelesen, Beiseitegelegt (required)
              Opens the app: yes
              Returns: nothing
              Phrases:
                "<Regal> in <app name> öffnen"
                "Meine <app name>-Regale zeigen"

            """)
    }

    @Test func aMissingTranslationFallsBackToTheSourceLanguage() throws {
        let directory = try TemporaryDirectory()
        let run = try ToolRunner.run(["describe", Self.readingList, "--action", "OpenShelf", "--locale", "fr-CA", "--format", "json"], in: directory.url)
        #expect(run.status == 0)
        let descriptions = try JSONDecoder().decode([ActionDescription].self, from: Data(run.standardOutput.utf8))
        let description = try #require(descriptions.first)
        #expect(description.title == "Ouvrir une étagère")
        // 'shelf.abandoned' has no French translation: its default value shows.
        #expect(description.parameters.first?.choices?.map(\.title) == ["À lire", "En cours de lecture", "Terminé", "Set Aside"])
        #expect(description.phrases == ["Ouvrir <Étagère> dans <app name>", "Afficher mes étagères <app name>"])
    }

    @Test func describeABundleInALanguage() throws {
        let directory = try TemporaryDirectory()
        let extract = try ToolRunner.run(["extract", Self.readingList, "--output", "ReadingList.json"], in: directory.url)
        #expect(extract.status == 0)
        let run = try ToolRunner.run(["describe", "ReadingList.json", "--action", "AddBook", "--locale", "de", "--format", "markdown"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        #expect(run.standardOutput.contains("## Buch hinzufügen\n"))
        #expect(run.standardOutput.contains("- **Summary:** Titel von Autor zu Regal hinzufügen\n"))
    }

    @Test func aLocaleTheBundleLacksIsAWarningAndTheSourceTextsShow() throws {
        let directory = try TemporaryDirectory()
        let extract = try ToolRunner.run(["extract", Self.readingList, "--output", "ReadingList.json"], in: directory.url)
        #expect(extract.status == 0)
        let run = try ToolRunner.run(["describe", "ReadingList.json", "--action", "OpenShelf", "--locale", "ja"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.standardError == "warning: the bundle has no 'ja' translations, so its texts are shown as written in code. Its locales: de, en, fr.\n")
        #expect(run.standardOutput.hasPrefix("Open Shelf (OpenShelf)\n"))
    }
}
