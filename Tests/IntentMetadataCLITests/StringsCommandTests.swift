import TestSupport
import Foundation
import IntentMetadataExtractor
import Testing
import intent_metadata

@Suite struct StringsCommandTests {
    static let intents = """
        import AppIntents

        struct OpenShelf: AppIntent {
            static let title = LocalizedStringResource("shelf.open", defaultValue: "Open Shelf", table: "Books")

            @Parameter(title: "Shelf")
            var shelf: String

            func perform() async throws -> some IntentResult { .result() }
        }

        struct LibraryShortcuts: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
                AppShortcut(intent: OpenShelf(), phrases: ["Open a shelf in \\(.applicationName)"], shortTitle: "Open", systemImageName: "books.vertical")
            }
        }
        """

    private func makeApp() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write(Self.intents, to: "Library/Intents.swift")
        try directory.write("\"shelf.open\" = \"Open a Shelf\";\n", to: "Library/en.lproj/Books.strings")
        return directory
    }

    @Test func parsingTakesPathsOutputAndTables() throws {
        let command = try CommandLineArguments(parsing: ["strings", "Sources/Library", "-o", "Books.xcstrings", "--table", "Books", "--table", "AppShortcuts"]).command
        #expect(command == .strings(StringsOptions(source: SourceOptions(paths: ["Sources/Library"]), outputPath: "Books.xcstrings", tables: ["Books", "AppShortcuts"])))
    }

    @Test func parsingWithoutPathsIsAMissingArgument() {
        #expect(throws: CommandLineError.missingArgument("<paths...>", command: .strings)) {
            try CommandLineArguments(parsing: ["strings"])
        }
    }

    @Test func oneTableIsWrittenToStandardOutput() throws {
        let directory = try makeApp()
        let run = try ToolRunner.run(["strings", "Library", "--table", "Books"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        #expect(run.standardOutput == """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "shelf.open" : {
                  "comment" : "Used by Intents.swift:3",
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Open a Shelf"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }

            """)
    }

    @Test func severalTablesNeedAFolderOrATable() throws {
        let directory = try makeApp()
        let run = try ToolRunner.run(["strings", "Library"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError == """
            error: the App Intents code uses 3 tables ('AppShortcuts', 'Books', 'Localizable'), and a catalog holds one. \
            Pick one with '--table', or give '--output' a folder to write one catalog per table.

            """)
    }

    @Test func aFolderGetsOneCatalogPerTable() throws {
        let directory = try makeApp()
        let run = try ToolRunner.run(["strings", "Library", "--output", "Catalogs"], in: directory.url)
        #expect(run.status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path + "/Catalogs").sorted()
        #expect(names == ["AppShortcuts.xcstrings", "Books.xcstrings", "Localizable.xcstrings"])
        let phrases = try String(contentsOfFile: directory.path + "/Catalogs/AppShortcuts.xcstrings", encoding: .utf8)
        #expect(phrases.contains("\"Open a shelf in ${applicationName}\" : {"))
        let localizable = try String(contentsOfFile: directory.path + "/Catalogs/Localizable.xcstrings", encoding: .utf8)
        #expect(localizable.contains("\"Open\" : {") && localizable.contains("\"Shelf\" : {"))
    }

    @Test func aCatalogPathTakesTheOneTableSelected() throws {
        let directory = try makeApp()
        let run = try ToolRunner.run(["strings", "Library", "--table", "AppShortcuts", "-o", "AppShortcuts.xcstrings"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.standardOutput.isEmpty)
        let text = try String(contentsOfFile: directory.path + "/AppShortcuts.xcstrings", encoding: .utf8)
        #expect(StringCatalogReader.read(Array(text.utf8), path: "AppShortcuts.xcstrings").tables.first?.entries.keys.sorted() == ["Open a shelf in ${applicationName}"])
    }

    @Test func theOutputIsTheSameEveryRunAndIsNotRewritten() throws {
        let directory = try makeApp()
        _ = try ToolRunner.run(["strings", "Library", "--table", "Books", "-o", "Books.xcstrings"], in: directory.url)
        let path = directory.path + "/Books.xcstrings"
        let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.05)
        _ = try ToolRunner.run(["strings", "Library", "--table", "Books", "-o", "Books.xcstrings"], in: directory.url)
        let after = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        #expect(before == after)
    }

    @Test func anUnknownTableIsAUsageErrorWithASuggestion() throws {
        let directory = try makeApp()
        let run = try ToolRunner.run(["strings", "Library", "--table", "Book"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.standardError == "error: the App Intents code uses no table 'Book'. Did you mean 'Books'? Its tables: AppShortcuts, Books, Localizable.\n")
    }

    @Test func theReadingListSkeletonHasEveryKeyOfEveryTable() throws {
        let directory = try TemporaryDirectory()
        let readingList = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("TestInputs/ReadingList").path
        let run = try ToolRunner.run(["strings", readingList, "--output", "Out"], in: directory.url)
        #expect(run.status == 0)
        var counts: [String: Int] = [:]
        for table in ["AppShortcuts", "Books", "Localizable"] {
            let bytes = Array(try Data(contentsOf: directory.url.appendingPathComponent("Out/\(table).xcstrings")))
            counts[table] = StringCatalogReader.read(bytes, path: "\(table).xcstrings").tables.first?.entries.count
        }
        #expect(counts == ["AppShortcuts": 8, "Books": 4, "Localizable": 51])
    }
}
