import TestSupport
import Foundation
import IntentMetadata
@testable import IntentMetadataExtractor
import Testing

@Suite struct RelevantFileSelectionTests {
    private func rounds(of files: [SourceFile]) -> [[String]] {
        let selection = RelevantFileSelection.select(files) { $0.map(DeclarationParser.parse) }
        return selection.rounds.map { $0.map { files[$0].path } }
    }

    private func extract(_ files: [SourceFile], moduleName: String, everyFile: Bool) -> ExtractionResult {
        var configuration = ExtractionConfiguration(moduleName: moduleName)
        configuration.parsesEveryFile = everyFile
        return ExtractionPipeline(configuration: configuration).run(files)
    }

    @Test func selectionFixtureIsChosenRoundByRound() throws {
        let files = try Fixtures.sourceFiles(in: "Selection")
        #expect(rounds(of: files) == [
            ["Model/BedEnum.swift", "Model/PlantQuery.swift", "Support/GardenAction.swift", "Support/GardenEntity.swift"],
            ["Actions/WaterPlant.swift", "Model/Garden.swift", "Model/Plant.swift"],
            ["Actions/WaterPlant+Description.swift", "Support/Tool.swift", "Support/Units.swift"],
        ])
    }

    @Test func selectionFixtureHasTheSameMetadataAsParsingEveryFile() throws {
        let files = try Fixtures.sourceFiles(in: "Selection")
        let chosen = extract(files, moduleName: "GardenCare", everyFile: false)
        let every = extract(files, moduleName: "GardenCare", everyFile: true)
        #expect(try chosen.bundle.encodedData() == every.bundle.encodedData())
        #expect(chosen.bundle.actions.map(\.identifier) == ["WaterPlantIntent"])
        // `Millilitres` is read through the typealias in `Units.swift`, `Plant` and `Garden.Bed` through theirs.
        #expect(chosen.bundle.actions.first?.parameters.prefix(3).map(\.valueType) == [.entity("Plant"), .primitive(.int), .enum("Bed")])
        // The only difference: the syntax error of a file that cannot contribute.
        let scratch = every.diagnostics.filter { $0.location.file == "Unrelated/Scratch.swift" }
        #expect(scratch.map(\.id) == [.syntaxUnterminatedString])
        #expect(chosen.diagnostics == every.diagnostics.filter { $0.location.file != "Unrelated/Scratch.swift" })
        // A parameter of an app type that is no entity is an error only if the type's file was read.
        #expect(chosen.diagnostics.map(\.id) == [.valueTypeUnsupported])
        #expect(chosen.diagnostics.first?.location.file == "Actions/WaterPlant.swift")
    }

    static let fixtureFolders: [String] = ["ReadingList", "Travel", "Selection", "Diff/Before", "Diff/After"]
        + ((try? Fixtures.brokenCases()) ?? []).map { "Broken/\($0)" }

    /// Every fixture gives the same bundle and the same diagnostics (but for syntax errors in files left out).
    @Test(arguments: fixtureFolders)
    func fixtureHasTheSameMetadataAsParsingEveryFile(_ folder: String) throws {
        let files = try Fixtures.sourceFiles(in: folder)
        let moduleName = folder.split(separator: "/").last.map(String.init)?.replacingOccurrences(of: "-", with: "_") ?? folder
        let chosen = extract(files, moduleName: moduleName, everyFile: false)
        let every = extract(files, moduleName: moduleName, everyFile: true)
        #expect(try chosen.bundle.encodedData() == every.bundle.encodedData())
        let parsedPaths = Set(RelevantFileSelection.parseRelevantFiles(files) { $0.map(DeclarationParser.parse) }.map(\.file.path))
        #expect(chosen.diagnostics == every.diagnostics.filter { parsedPaths.contains($0.location.file) })
    }

    /// Random modules made of fixture files, some with lines deleted (which breaks chains, declarations and
    /// syntax at random): choosing files never changes the bundle, and changes the diagnostics only by the
    /// syntax errors of files left out.
    @Test func randomModulesOfFixtureFilesHaveTheSameMetadataEitherWay() throws {
        let pool = try Self.fixtureFolders.flatMap { folder in
            try Fixtures.sourceFiles(in: folder).map { SourceFile(path: folder + "/" + $0.path, bytes: $0.bytes) }
        }
        var random = SplitMix64(seed: 0x5E1EC7_0)
        var roundsLeavingFilesOutWithActions = 0
        // 60 modules at full volume, the first 20 of them (the same seed) in `swift test` (see `TestVolume`).
        let rounds = TestVolume.choose(sample: 20, full: 60)
        for round in 0..<rounds {
            var files: [SourceFile] = []
            for file in pool where random.next() % 4 == 0 {
                guard random.next() % 3 == 0 else {
                    files.append(file)
                    continue
                }
                var lines = file.bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                for _ in 0..<Int(random.next() % 4) where !lines.isEmpty {
                    lines.remove(at: Int(random.next() % UInt64(lines.count)))
                }
                files.append(SourceFile(path: file.path, bytes: Array(lines.joined(separator: [UInt8(ascii: "\n")]))))
            }
            let chosen = extract(files, moduleName: "Mixed", everyFile: false)
            let every = extract(files, moduleName: "Mixed", everyFile: true)
            #expect(try chosen.bundle.encodedData() == every.bundle.encodedData(), "round \(round): \(files.map(\.path))")
            let parsedPaths = Set(RelevantFileSelection.parseRelevantFiles(files) { $0.map(DeclarationParser.parse) }.map(\.file.path))
            #expect(chosen.diagnostics == every.diagnostics.filter { parsedPaths.contains($0.location.file) }, "round \(round)")
            if parsedPaths.count < files.count, !chosen.bundle.actions.isEmpty { roundsLeavingFilesOutWithActions += 1 }
        }
        // The interesting case, some files left out of a module with actions, is common.
        #expect(roundsLeavingFilesOutWithActions >= rounds / 6, "\(roundsLeavingFilesOutWithActions) of \(rounds)")
    }

    /// A chain of protocols longer than the rounds allow: the rest is parsed whole, and the intent is found.
    @Test func aChainLongerThanTheRoundsIsParsedWhole() throws {
        let links = RelevantFileSelection.maximumRounds + 3
        var files = [SourceFile(path: "P0.swift", text: "protocol P0: AppIntent {}\n")]
        for link in 1...links {
            files.append(SourceFile(path: "P\(link).swift", text: "protocol P\(link): P\(link - 1) {}\n"))
        }
        files.append(SourceFile(path: "Deep.swift", text: """
            struct Deep: P\(links) {
                static let title: LocalizedStringResource = "Deep"
                func perform() async throws -> some IntentResult { .result() }
            }
            """))
        files.append(SourceFile(path: "Other.swift", text: "struct Other {}\n"))
        let selection = RelevantFileSelection.select(files) { $0.map(DeclarationParser.parse) }
        #expect(selection.rounds.count == RelevantFileSelection.maximumRounds + 1)
        #expect(selection.syntaxes.count == files.count)
        let result = extract(files, moduleName: "Chain", everyFile: false)
        #expect(result.bundle.actions.map(\.identifier) == ["Deep"])
        #expect(try result.bundle.encodedData() == extract(files, moduleName: "Chain", everyFile: true).bundle.encodedData())
    }

    @Test func aTreeWithoutAppIntentsParsesNothing() {
        let files = [
            SourceFile(path: "A.swift", text: "struct A { var b: B }\n"),
            SourceFile(path: "B.swift", text: "struct B { let s = \"unterminated\n}\n"),
        ]
        #expect(rounds(of: files).isEmpty)
        let result = extract(files, moduleName: "Plain", everyFile: false)
        #expect(result.diagnostics.isEmpty)
        #expect(result.bundle.actions.isEmpty)
        #expect(extract(files, moduleName: "Plain", everyFile: true).diagnostics.map(\.id) == [.syntaxUnterminatedString])
    }

    /// The recognizer resolves names in initializers, getters and attribute arguments too: those count, member
    /// names and function bodies do not.
    @Test func namesComeFromTheExpressionsTheParserReads() {
        let syntax = DeclarationParser.parse(SourceFile(path: "E.swift", text: """
            struct Recipe {
                static let defaultQuery = RecipeQuery()
                @Parameter(title: "Shelf", optionsProvider: ShelfOptions())
                var shelf: String
                static var appShortcuts: [Entry] {
                    AppShortcut(intent: AddBook(count: Defaults.count), phrases: ["Add to \\(.applicationName)"])
                    let extra = try Loader.make() ?? Fallback()
                }
                static var cases = [Kind.a: "A"]
                func perform() { let hidden = BodyOnly() }
            }
            """))
        let names = NamesOfInterest.names(in: syntax)
        for expected in ["Recipe", "RecipeQuery", "Parameter", "ShelfOptions", "String", "Entry", "AppShortcut", "AddBook", "Defaults", "Loader", "Fallback", "Kind"] {
            #expect(names.contains(expected), "\(expected) missing from \(names.sorted())")
        }
        for unexpected in ["count", "applicationName", "make", "title", "BodyOnly", "hidden", "a"] {
            #expect(!names.contains(unexpected), "\(unexpected) in \(names.sorted())")
        }
    }

    /// Found by the libFuzzer target: an entity's `defaultQuery = RecipeQuery()` named a type whose file named
    /// nothing else of interest (its conformance was garbled), and with every file parsed the entity's
    /// `defaultQuery` was that type, while choosing files left it out.
    @Test func aTypeNamedOnlyInAnInitializerIsReached() throws {
        let files = [
            SourceFile(path: "Recipe.swift", text: """
                struct Recipe: AppEntity {
                    static let defaultQuery = RecipeQuery()
                    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
                    let id: String
                    var displayRepresentation: DisplayRepresentation { "\\(id)" }
                }
                """),
            SourceFile(path: "RecipeQuery.swift", text: "struct RecipeQuery: Lookup {}\n"),
        ]
        #expect(rounds(of: files) == [["Recipe.swift"], ["RecipeQuery.swift"]])
        let chosen = extract(files, moduleName: "Cookbook", everyFile: false)
        #expect(chosen.bundle.entities.first?.defaultQuery == "RecipeQuery")
        #expect(try chosen.bundle.encodedData() == extract(files, moduleName: "Cookbook", everyFile: true).bundle.encodedData())
    }

    @Test func typeNamesComeFromDeclarationsInEveryBranch() {
        let syntax = DeclarationParser.parse(SourceFile(path: "T.swift", text: """
            struct Holder<Element: Codable>: Base where Element: Hashable {
                var shelf: Library.Shelf?
                let count = 3
                func move(_ item: some Movable, to place: [Place: Int]) -> Receipt { fatalError() }
                #if os(iOS)
                typealias Handle = PhoneHandle
                #else
                typealias Handle = DesktopHandle
                #endif
            }
            extension Outer.Inner: Proto {}
            """))
        #expect(NamesOfInterest.names(in: syntax) == [
            "Holder", "Element", "Codable", "Base", "Hashable", "Library", "Shelf", "Movable", "Place", "Int", "Receipt",
            "Handle", "PhoneHandle", "DesktopHandle", "Outer", "Inner", "Proto",
        ])
    }
}
