import TestSupport
import Foundation
import IntentMetadata
import Testing
import intent_metadata

/// `intent-metadata diff` on the `TestInputs/Diff` fixture pair (a cookbook app before and after a release that
/// changes every kind of thing) and on small bundles: the changes and their classes, exit codes and formats.
@Suite struct DiffCommandTests {
    /// The package root; the fixture pair is diffed from here so the paths in the output are stable.
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static let fixtureArguments = ["diff", "TestInputs/Diff/Before", "TestInputs/Diff/After", "--module", "Cookbook"]

    private static func runOnFixtures(_ extraArguments: [String] = [], sourceLocation: SourceLocation = #_sourceLocation) throws -> ToolRun {
        try ToolRunner.run(fixtureArguments + extraArguments, in: packageRoot, sourceLocation: sourceLocation)
    }

    /// Every change between the fixture versions, as `class kind subject`, in output order.
    private static let expectedFixtureChanges = [
        "breaking action-renamed action OpenRecipe",
        "breaking action-removed action PlanMeal",
        "breaking action-no-longer-opens-app action StartCookingTimer",
        "breaking result-value-type-changed action SuggestRecipe",
        "breaking entity-id-type-changed entity Ingredient",
        "breaking entity-removed entity MealPlan",
        "breaking enum-removed enum Difficulty",
        "breaking enum-case-raw-value-changed enum case Course.dessert",
        "breaking enum-case-removed enum case Course.side",
        "breaking parameter-renamed parameter AddRecipe.name",
        "breaking parameter-made-required parameter AddRecipe.note",
        "breaking parameter-type-changed parameter AddRecipe.servings",
        "breaking parameter-removed parameter LogMeal.mood",
        "breaking required-parameter-added parameter ScaleRecipe.roundTo",
        "breaking query-removed query MealPlanQuery",
        "notable app-shortcut-title-changed App Shortcut AddRecipe",
        "notable shortcut-phrase-removed App Shortcut AddRecipe",
        "notable shortcut-phrase-removed App Shortcut ShowRecipe",
        "notable app-shortcut-removed App Shortcut StartCookingTimer",
        "notable action-discoverability-changed action ClearHistory",
        "notable result-value-removed action RateRecipe",
        "notable supported-modes-changed action RateRecipe",
        "notable action-title-changed action ScaleRecipe",
        "notable open-app-when-run-changed action ShowShoppingList",
        "notable entity-title-changed entity Ingredient",
        "notable enum-title-changed enum Course",
        "notable enum-case-title-changed enum case Course.appetizer",
        "notable enum-case-title-changed enum case Course.main",
        "notable enum-case-renamed enum case Course.starter",
        "notable required-parameter-added-with-default parameter AddRecipe.isVegetarian",
        "notable parameter-default-changed parameter AddRecipe.servings",
        "notable parameter-title-changed parameter LogMeal.date",
        "notable parameter-default-changed parameter LogMeal.portions",
        "notable parameter-made-optional parameter LogMeal.recipe",
        "notable entity-property-removed property Recipe.rating",
        "notable entity-property-type-changed property Recipe.servings",
        "notable query-capability-removed query RecipeQuery",
        "additive shortcut-phrase-added App Shortcut AddRecipe",
        "additive app-shortcut-added App Shortcut ShowShoppingList",
        "additive result-value-added action ClearHistory",
        "additive action-added action ExportShoppingList",
        "additive entity-added entity ShoppingList",
        "additive enum-added enum Cuisine",
        "additive enum-case-added enum case Course.drink",
        "additive parameter-added parameter AddRecipe.cuisine",
        "additive entity-property-added property Recipe.prepMinutes",
        "additive query-capability-added query IngredientQuery",
        "additive query-added query ShoppingListQuery",
    ]

    private struct Document: Decodable {
        var oldModule: String
        var newModule: String
        var hasBreakingChanges: Bool
        var summary: [String: Int]
        var changes: [BundleChange]
    }

    private static func fixtureDocument(sourceLocation: SourceLocation = #_sourceLocation) throws -> Document {
        let run = try runOnFixtures(["--format", "json", "--allow-breaking"], sourceLocation: sourceLocation)
        #expect(run.status == 0, sourceLocation: sourceLocation)
        return try JSONDecoder().decode(Document.self, from: Data(run.standardOutput.utf8))
    }

    // MARK: The fixture pair

    @Test func fixturePairReportsEveryChangeWithItsClass() throws {
        let document = try Self.fixtureDocument()
        let reported = document.changes.map { "\($0.classification.rawValue) \($0.kind.rawValue) \($0.subject)" }
        assertEqualLines(reported, Self.expectedFixtureChanges)
        #expect(document.summary == ["breaking": 15, "notable": 22, "additive": 11])
        #expect(document.hasBreakingChanges)
        #expect(document.oldModule == "Cookbook")
        #expect(document.newModule == "Cookbook")
    }

    @Test func fixturePairCoversEveryKindOfChange() throws {
        let reported = Set(try Self.fixtureDocument().changes.map(\.kind))
        let missing = BundleChange.Kind.allCases.filter { !reported.contains($0) }
        #expect(missing.isEmpty, "the fixture pair shows no \(missing.map(\.rawValue))")
    }

    @Test func fixtureRenamesAreReportedOnceWithAHint() throws {
        let changes = try Self.fixtureDocument().changes
        let actionRename = try #require(changes.first { $0.kind == .actionRenamed })
        #expect(actionRename.message == "renamed action 'OpenRecipe' to 'ShowRecipe'?")
        #expect(actionRename.hint?.contains("'OpenRecipe'") == true)
        let parameterRename = try #require(changes.first { $0.kind == .parameterRenamed })
        #expect(parameterRename.message == "renamed parameter 'name' of action 'AddRecipe' to 'title'?")
        #expect(parameterRename.hint != nil)
        #expect(!changes.contains { $0.subject == "action ShowRecipe" || $0.subject == "parameter AddRecipe.title" })
    }

    @Test func sourcesPointIntoTheNewVersionOrForRemovalsTheOld() throws {
        let changes = try Self.fixtureDocument().changes
        let renamed = try #require(changes.first { $0.kind == .actionRenamed })
        #expect(renamed.source == SourceReference(file: "TestInputs/Diff/After/Intents/ShowRecipe.swift", line: 3, column: 8))
        let removed = try #require(changes.first { $0.kind == .actionRemoved })
        #expect(removed.source?.file == "TestInputs/Diff/Before/Intents/PlanMeal.swift")
    }

    @Test func markdownOfTheFixturePairMatchesTheGoldenFile() throws {
        let run = try Self.runOnFixtures(["--format", "markdown"])
        #expect(run.status == 1)
        let golden = Self.packageRoot.appending(path: "TestInputs/Diff/expected-diff.md")
        if ProcessInfo.processInfo.environment["INTENT_METADATA_RECORD"] == "1" {
            try Data(run.standardOutput.utf8).write(to: golden)
            Issue.record("recorded TestInputs/Diff/expected-diff.md; unset INTENT_METADATA_RECORD to compare")
            return
        }
        let expected = String(decoding: try Data(contentsOf: golden), as: UTF8.self)
        assertEqualLines(
            run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
            expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        )
        #expect(run.standardOutput == expected)
    }

    /// `docs/Diff.md` shows the golden markdown after its last horizontal rule; recording rewrites that part too.
    @Test func documentationShowsTheGoldenMarkdown() throws {
        let documentURL = Self.packageRoot.appending(path: "docs/Diff.md")
        let document = String(decoding: try Data(contentsOf: documentURL), as: UTF8.self)
        let golden = String(decoding: try Data(contentsOf: Self.packageRoot.appending(path: "TestInputs/Diff/expected-diff.md")), as: UTF8.self)
        let rule = try #require(document.range(of: "\n---\n\n", options: .backwards), "docs/Diff.md has no horizontal rule before the example")
        let shown = String(document[rule.upperBound...])
        if ProcessInfo.processInfo.environment["INTENT_METADATA_RECORD"] == "1" {
            try Data((document[..<rule.upperBound] + golden).utf8).write(to: documentURL)
            Issue.record("recorded docs/Diff.md; unset INTENT_METADATA_RECORD to compare")
            return
        }
        #expect(shown == golden, "docs/Diff.md does not show TestInputs/Diff/expected-diff.md; run with INTENT_METADATA_RECORD=1")
    }

    /// The README shows the same markdown, inside its `<details>` block.
    @Test func readmeShowsTheGoldenMarkdown() throws {
        let readme = String(decoding: try Data(contentsOf: Self.packageRoot.appending(path: "README.md")), as: UTF8.self)
        let golden = String(decoding: try Data(contentsOf: Self.packageRoot.appending(path: "TestInputs/Diff/expected-diff.md")), as: UTF8.self)
        #expect(readme.contains(golden), "README.md does not show TestInputs/Diff/expected-diff.md; copy it into the <details> block")
    }

    // MARK: Exit codes

    @Test func breakingChangesExitOneWithAnErrorLine() throws {
        let run = try Self.runOnFixtures()
        #expect(run.status == 1)
        #expect(run.standardError
            == "error: 15 breaking changes found. Keep the old identifiers, or pass '--allow-breaking' if the break is intended.\n")
        #expect(run.standardOutput.hasSuffix("48 changes: 15 breaking, 22 notable, 11 additive\n"))
    }

    @Test func allowBreakingExitsZero() throws {
        let run = try Self.runOnFixtures(["--allow-breaking"])
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        #expect(run.standardOutput.contains("breaking: renamed action 'OpenRecipe' to 'ShowRecipe'? [action-renamed]"))
    }

    @Test func changesThatBreakNothingExitZero() throws {
        let directory = try TemporaryDirectory()
        try BundleFixtures.write(BundleFixtures.bundle(module: "Garden", actions: ["WaterPlant"]), to: "old.json", in: directory)
        try BundleFixtures.write(BundleFixtures.bundle(module: "Garden", actions: ["WaterPlant", "MistPlant"]), to: "new.json", in: directory)
        let run = try ToolRunner.run(["diff", "old.json", "new.json"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        #expect(run.standardOutput == "Intents.swift:3:8: additive: action 'MistPlant' was added [action-added]\n1 change: 0 breaking, 0 notable, 1 additive\n")
    }

    @Test func identicalSidesHaveNoChanges() throws {
        let run = try ToolRunner.run(["diff", "TestInputs/Diff/Before", "TestInputs/Diff/Before"], in: Self.packageRoot)
        #expect(run.status == 0)
        #expect(run.standardOutput == "no changes\n")
    }

    @Test func aBundleCanBeComparedWithSources() throws {
        let directory = try TemporaryDirectory()
        let extract = try ToolRunner.run(
            ["extract", "TestInputs/Diff/Before", "--module", "Cookbook", "--output", directory.url.appending(path: "before.json").path(percentEncoded: false)],
            in: Self.packageRoot
        )
        #expect(extract.status == 0)
        let run = try ToolRunner.run(
            ["diff", directory.url.appending(path: "before.json").path(percentEncoded: false), "TestInputs/Diff/After", "--module", "Cookbook", "--format", "json"],
            in: Self.packageRoot
        )
        #expect(run.status == 1)
        let document = try JSONDecoder().decode(Document.self, from: Data(run.standardOutput.utf8))
        #expect(document.changes.map { "\($0.classification.rawValue) \($0.kind.rawValue) \($0.subject)" } == Self.expectedFixtureChanges)
        // The bundle keeps paths relative to its scanned root; sources are shown as given.
        #expect(document.changes.first { $0.kind == .actionRemoved }?.source?.file == "Intents/PlanMeal.swift")
        #expect(document.changes.first { $0.kind == .actionRenamed }?.source?.file == "TestInputs/Diff/After/Intents/ShowRecipe.swift")
    }

    @Test func sourcesWithErrorsAreNotCompared() throws {
        let directory = try TemporaryDirectory()
        try directory.write("import AppIntents\nstruct WaterPlant: AppIntent {\n    static let title: LocalizedStringResource = \"Water Plant\"\n}\n", to: "Old/WaterPlant.swift")
        try directory.link("New/Broken.swift", to: "Missing.swift")
        let run = try ToolRunner.run(["diff", "Old", "New"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty)
        #expect(run.errorLines.first?.hasPrefix("New/Broken.swift:1:1: error: ") == true)
        #expect(run.errorLines.last == "error: 1 error found in 'New'; fix them before comparing.")
    }

    @Test func aMissingSideIsAUsageError() throws {
        let run = try ToolRunner.run(["diff", "TestInputs/Diff/Before", "Nope.json"], in: Self.packageRoot)
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError == "error: no such file or directory 'Nope.json'\n")
    }

    @Test func anInvalidBundleIsAnIOError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("{}", to: "old.json")
        try directory.write("{}", to: "new.json")
        let run = try ToolRunner.run(["diff", "old.json", "new.json"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("error: 'old.json' is not a valid intent metadata bundle: "))
    }

    @Test func oneSideIsAUsageError() throws {
        let run = try ToolRunner.run(["diff", "old.json"], in: Self.packageRoot)
        #expect(run.status == 2)
        #expect(run.standardError == "error: missing <new> for 'diff'. Run 'intent-metadata diff --help' for usage.\n")
    }

    @Test func anUnknownFormatIsAUsageErrorWithASuggestion() throws {
        let run = try Self.runOnFixtures(["--format", "markdwon"])
        #expect(run.status == 2)
        #expect(run.standardError
            == "error: invalid value 'markdwon' for '--format'. Did you mean 'markdown'? Expected one of: text, markdown, json, github.\n")
    }

    // MARK: Formats

    @Test func textHasACompilerStyleLinePerChange() throws {
        let run = try Self.runOnFixtures()
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        let changeLines = lines.filter { !$0.hasPrefix("  hint: ") }.dropLast()
        #expect(changeLines.count == 48)
        #expect(lines.first
            == "TestInputs/Diff/After/Intents/ShowRecipe.swift:3:8: breaking: renamed action 'OpenRecipe' to 'ShowRecipe'? [action-renamed]")
        for line in changeLines {
            #expect(line.contains(": breaking: ") || line.contains(": notable: ") || line.contains(": additive: "), "\(line)")
            #expect(line.hasSuffix("]"), "\(line)")
        }
    }

    @Test func githubHasOneAnnotationPerChange() throws {
        let run = try Self.runOnFixtures(["--format", "github"])
        #expect(run.status == 1)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 48)
        #expect(lines.filter { $0.hasPrefix("::error file=") }.count == 15)
        #expect(lines.filter { $0.hasPrefix("::warning file=") }.count == 22)
        #expect(lines.filter { $0.hasPrefix("::notice file=") }.count == 11)
        #expect(lines.first?.hasPrefix(
            "::error file=TestInputs/Diff/After/Intents/ShowRecipe.swift,line=3,col=8,title=breaking change%3A action-renamed::renamed action 'OpenRecipe' to 'ShowRecipe'?%0A"
        ) == true)
    }

    @Test func markdownStartsWithTheCounts() throws {
        let run = try Self.runOnFixtures(["--format", "markdown"])
        #expect(run.standardOutput.hasPrefix("## App Intents changes\n\n**15 breaking** · 22 notable · 11 additive\n"))
        for heading in ["### Breaking (15)", "### Notable (22)", "### Additive (11)"] {
            #expect(run.standardOutput.contains("\n\(heading)\n"))
        }
    }

    // MARK: Command line

    @Test func parsingTakesBothSidesAndEveryOption() throws {
        let command = try CommandLineArguments(parsing: [
            "diff", "base.json", "Sources/App", "--format", "github", "--allow-breaking", "--module", "App", "--platform", "macOS", "-D", "BETA",
        ]).command
        var expected = DiffOptions()
        (expected.oldPath, expected.newPath, expected.format, expected.allowsBreaking) = ("base.json", "Sources/App", .github, true)
        (expected.moduleName, expected.platform, expected.customFlags) = ("App", .macOS, ["BETA"])
        #expect(command == .diff(expected))
    }

    @Test func parsingRejectsAThirdSide() {
        #expect(throws: CommandLineError.unexpectedArgument("c", command: .diff)) {
            try CommandLineArguments(parsing: ["diff", "a", "b", "c"])
        }
        #expect(throws: CommandLineError.missingArgument("<old>", command: .diff)) {
            try CommandLineArguments(parsing: ["diff"])
        }
    }

    @Test func helpDescribesTheCommand() throws {
        let directory = try TemporaryDirectory()
        let run = try ToolRunner.run(["diff", "--help"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.standardOutput.contains(
            "USAGE: intent-metadata diff <old> <new> [--format <format>] [--allow-breaking] [--module <name>] [--platform <platform>] [--define <flag> ...]"
        ))
        let overview = try ToolRunner.run(["--help"], in: directory.url)
        #expect(overview.standardOutput.contains("\n  diff "))
    }

    /// Compares lines and reports a `+`/`-` diff of them when they differ.
    private func assertEqualLines(_ actual: [String], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        guard actual != expected else { return }
        var lines: [String] = []
        for change in actual.difference(from: expected) {
            switch change {
            case .insert(let offset, let element, _): lines.append("+\(offset + 1): \(element)")
            case .remove(let offset, let element, _): lines.append("-\(offset + 1): \(element)")
            }
        }
        Issue.record("lines differ:\n\(lines.prefix(60).joined(separator: "\n"))", sourceLocation: sourceLocation)
    }
}
