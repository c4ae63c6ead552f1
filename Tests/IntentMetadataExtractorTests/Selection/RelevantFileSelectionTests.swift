import TestSupport
import Foundation
import IntentMetadata
@testable import IntentMetadataExtractor
import Testing

@Suite struct RelevantFileSelectionTests {
    private func extract(_ files: [SourceFile], moduleName: String, everyFile: Bool) -> ExtractionResult {
        var configuration = ExtractionConfiguration(moduleName: moduleName)
        configuration.parsesEveryFile = everyFile
        return ExtractionPipeline(configuration: configuration).run(files)
    }

    /// Most of the fixture's files never name an App Intents protocol; one that does is enough to parse them all.
    @Test func aModuleWithOneFileNamingAppIntentsIsParsedWhole() throws {
        let files = try Fixtures.sourceFiles(in: "Selection")
        #expect(files.filter { RelevantFileSelection.namesAppIntents([$0]) }.map(\.path) == [
            "Model/BedEnum.swift", "Model/PlantQuery.swift", "Support/GardenAction.swift", "Support/GardenEntity.swift",
        ])
        #expect(RelevantFileSelection.parseRelevantFiles(files) { $0.map(DeclarationParser.parse) }.map(\.file.path) == files.map(\.path))
        let result = extract(files, moduleName: "GardenCare", everyFile: false)
        #expect(result.bundle.actions.map(\.identifier) == ["WaterPlantIntent"])
        // `Millilitres` is read through the typealias in `Units.swift`, `Plant` and `Garden.Bed` through theirs.
        #expect(result.bundle.actions.first?.parameters.prefix(3).map(\.valueType) == [.entity("Plant"), .primitive(.int), .enum("Bed")])
        // A parameter of an app type that is no entity, and the syntax error of a file no App Intents type uses.
        #expect(result.diagnostics.map(\.id) == [.valueTypeUnsupported, .syntaxUnterminatedString])
        #expect(result.diagnostics.map(\.location.file) == ["Actions/WaterPlant.swift", "Unrelated/Scratch.swift"])
    }

    static let fixtureFolders: [String] = ["ReadingList", "Travel", "Selection", "Diff/Before", "Diff/After"]
        + ((try? Fixtures.brokenCases()) ?? []).map { "Broken/\($0)" }

    /// Every fixture module that names App Intents gives the same bundle and diagnostics as with every file parsed.
    @Test(arguments: fixtureFolders)
    func fixtureIsReadAsWithEveryFileParsed(_ folder: String) throws {
        let files = try Fixtures.sourceFiles(in: folder)
        let moduleName = folder.split(separator: "/").last.map(String.init)?.replacingOccurrences(of: "-", with: "_") ?? folder
        let chosen = extract(files, moduleName: moduleName, everyFile: false)
        let every = extract(files, moduleName: moduleName, everyFile: true)
        if RelevantFileSelection.namesAppIntents(files) {
            #expect(try chosen.bundle.encodedData() == every.bundle.encodedData())
            #expect(chosen.diagnostics == every.diagnostics)
        } else {
            #expect(chosen.diagnostics.isEmpty)
            #expect(chosen.bundle.actions.isEmpty && chosen.bundle.entities.isEmpty && chosen.bundle.enums.isEmpty)
        }
    }

    @Test func aTreeWithoutAppIntentsParsesNothing() {
        let files = [
            SourceFile(path: "A.swift", text: "struct A { var b: B }\n"),
            SourceFile(path: "B.swift", text: "struct B { let s = \"unterminated\n}\n"),
        ]
        #expect(!RelevantFileSelection.namesAppIntents(files))
        #expect(RelevantFileSelection.parseRelevantFiles(files) { $0.map(DeclarationParser.parse) }.isEmpty)
        let result = extract(files, moduleName: "Plain", everyFile: false)
        #expect(result.diagnostics.isEmpty)
        #expect(result.bundle.actions.isEmpty)
        #expect(extract(files, moduleName: "Plain", everyFile: true).diagnostics.map(\.id) == [.syntaxUnterminatedString])
    }

    /// A name counts as a whole word anywhere in the bytes, comments included; a longer word does not.
    @Test func aFrameworkNameInAnyFileCounts() {
        #expect(RelevantFileSelection.namesAppIntents([SourceFile(path: "A.swift", text: "struct A {}\n"), SourceFile(path: "B.swift", text: "// see AppEntity\n")]))
        #expect(RelevantFileSelection.namesAppIntents([SourceFile(path: "C.swift", text: "@AppEnum(schema: .photos.assetType) enum C {}\n")]))
        #expect(!RelevantFileSelection.namesAppIntents([SourceFile(path: "D.swift", text: "import AppIntents\nstruct MyAppIntentHelper {}\n")]))
        #expect(!RelevantFileSelection.namesAppIntents([]))
    }
}
