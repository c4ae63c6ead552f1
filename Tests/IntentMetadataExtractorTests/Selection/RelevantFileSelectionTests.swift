import TestSupport
import Foundation
import IntentMetadata
@testable import IntentMetadataExtractor
import Testing

@Suite struct RelevantFileSelectionTests {
    private static func extract(_ files: [SourceFile], moduleName: String, everyFile: Bool) -> ExtractionResult {
        var configuration = ExtractionConfiguration(moduleName: moduleName)
        configuration.parsesEveryFile = everyFile
        return ExtractionPipeline(configuration: configuration, parsesConcurrently: false).run(files)
    }

    /// The paths of the files selection parses.
    static func parsedPaths(_ files: [SourceFile]) -> [String] {
        RelevantFileSelection.parseRelevantFiles(files.sorted { $0.path < $1.path }) { $0.map(DeclarationParser.parse) }.map(\.file.path)
    }

    /// Expects `files` read with selection to give the bundle and diagnostics of every file parsed, but for the syntax
    /// errors of the files selection leaves out. Returns the paths it parsed.
    @discardableResult
    static func expectSameAsEveryFile(_ files: [SourceFile], moduleName: String, _ comment: @autoclosure () -> String = "") throws -> [String] {
        let chosen = extract(files, moduleName: moduleName, everyFile: false)
        let every = extract(files, moduleName: moduleName, everyFile: true)
        let parsed = parsedPaths(files)
        let leftOut = Set(files.map(\.path)).subtracting(parsed)
        let leftOutSyntaxErrors = Set(files.filter { leftOut.contains($0.path) }.flatMap { DeclarationParser.parse($0).diagnostics })
        #expect(try chosen.bundle.encodedData() == every.bundle.encodedData(), "\(comment())")
        #expect(chosen.diagnostics == every.diagnostics.filter { !leftOutSyntaxErrors.contains($0) }, "\(comment())")
        #expect(chosen.mangledTypeNames.mapValues { "\($0)" } == every.mangledTypeNames.mapValues { "\($0)" }, "\(comment())")
        return parsed
    }

    /// The fixture's App Intents types are reached through files that never name the framework; those files are
    /// parsed, the two that declare nothing the App Intents code needs are not.
    @Test func theSelectionFixtureParsesWhatItsAppIntentsCodeNeeds() throws {
        let files = try Fixtures.sourceFiles(in: "Selection")
        #expect(files.filter { RelevantFileSelection.namesAppIntents($0) }.map(\.path) == [
            "Model/BedEnum.swift", "Model/PlantQuery.swift", "Support/GardenAction.swift", "Support/GardenEntity.swift",
        ])
        let parsed = try Self.expectSameAsEveryFile(files, moduleName: "GardenCare")
        #expect(parsed == files.map(\.path).filter { !$0.hasPrefix("Unrelated/") })
        let result = Self.extract(files, moduleName: "GardenCare", everyFile: false)
        #expect(result.bundle.actions.map(\.identifier) == ["WaterPlantIntent"])
        // `Millilitres` is read through the typealias in `Units.swift`, `Plant` and `Garden.Bed` through theirs.
        #expect(result.bundle.actions.first?.parameters.prefix(3).map(\.valueType) == [.entity("Plant"), .primitive(.int), .enum("Bed")])
        // A parameter of an app type that is no entity; the syntax error of `Unrelated/Scratch.swift`, which no App
        // Intents code needs, is left to the compiler (and reported with every file parsed).
        #expect(result.diagnostics.map(\.id) == [.valueTypeUnsupported])
        #expect(result.diagnostics.map(\.location.file) == ["Actions/WaterPlant.swift"])
        let every = Self.extract(files, moduleName: "GardenCare", everyFile: true)
        #expect(every.diagnostics.map(\.location.file) == ["Actions/WaterPlant.swift", "Unrelated/Scratch.swift"])
    }

    static let fixtureFolders: [String] = ["ReadingList", "Travel", "Selection", "Diff/Before", "Diff/After"]
        + ((try? Fixtures.brokenCases()) ?? []).map { "Broken/\($0)" }

    /// Every fixture module gives the same bundle and diagnostics as with every file parsed (but for syntax errors in
    /// files left out).
    @Test(arguments: fixtureFolders)
    func fixtureIsReadAsWithEveryFileParsed(_ folder: String) throws {
        let files = try Fixtures.sourceFiles(in: folder)
        let moduleName = folder.split(separator: "/").last.map(String.init)?.replacingOccurrences(of: "-", with: "_") ?? folder
        try Self.expectSameAsEveryFile(files, moduleName: moduleName, folder)
    }

    /// Random modules written like app code (`RandomModule`): selection never changes the bundle, the mangled names or
    /// the diagnostics, but for the syntax errors of files it leaves out.
    @Test func randomModulesAreReadAsWithEveryFileParsed() throws {
        // 400 modules in `swift test` (a fixed seed), 20,000 at full volume (see `TestVolume`).
        let count = TestVolume.choose(sample: 400, full: 20_000)
        var leavingFilesOutWithMetadata = 0
        for seed in 0..<UInt64(count) {
            var module = RandomModule(seed: 0x5E1EC7_00 &+ seed)
            let files = module.files()
            let parsed = try Self.expectSameAsEveryFile(files, moduleName: "Random", "seed \(seed): \(files.map { $0.path + ":\n" + String(decoding: $0.bytes, as: UTF8.self) })")
            let bundle = Self.extract(files, moduleName: "Random", everyFile: false).bundle
            if parsed.count < files.count, !(bundle.actions.isEmpty && bundle.entities.isEmpty && bundle.enums.isEmpty) {
                leavingFilesOutWithMetadata += 1
            }
        }
        // The case that matters, files left out of a module with App Intents types, is common.
        #expect(leavingFilesOutWithMetadata >= count / 5, "\(leavingFilesOutWithMetadata) of \(count)")
    }

    /// Random modules made of fixture files, some with lines deleted (which breaks chains, declarations and syntax at
    /// random), and of files written like app code.
    @Test func randomModulesOfFixtureFilesAreReadAsWithEveryFileParsed() throws {
        let pool = try Self.fixtureFolders.flatMap { folder in
            try Fixtures.sourceFiles(in: folder).map { SourceFile(path: folder + "/" + $0.path, bytes: $0.bytes) }
        }
        var random = SplitMix64(seed: 0x5E1EC7_10)
        let rounds = TestVolume.choose(sample: 30, full: 600)
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
            var module = RandomModule(seed: random.next())
            files += module.files()
            try Self.expectSameAsEveryFile(files, moduleName: "Mixed", "round \(round): \(files.map(\.path))")
        }
    }

    @Test func aTreeWithoutAppIntentsParsesNothing() {
        let files = [
            SourceFile(path: "A.swift", text: "struct A { var b: B }\n"),
            SourceFile(path: "B.swift", text: "struct B { let s = \"unterminated\n}\n"),
        ]
        #expect(!RelevantFileSelection.namesAppIntents(files))
        #expect(Self.parsedPaths(files).isEmpty)
        let result = Self.extract(files, moduleName: "Plain", everyFile: false)
        #expect(result.diagnostics.isEmpty)
        #expect(result.bundle.actions.isEmpty)
        #expect(Self.extract(files, moduleName: "Plain", everyFile: true).diagnostics.map(\.id) == [.syntaxUnterminatedString])
    }

    /// A name counts as a whole word anywhere in the bytes, comments included; a longer word does not.
    @Test func aFrameworkNameInAnyFileCounts() {
        #expect(RelevantFileSelection.namesAppIntents([SourceFile(path: "A.swift", text: "struct A {}\n"), SourceFile(path: "B.swift", text: "// see AppEntity\n")]))
        #expect(RelevantFileSelection.namesAppIntents([SourceFile(path: "C.swift", text: "@AppEnum(schema: .photos.assetType) enum C {}\n")]))
        #expect(!RelevantFileSelection.namesAppIntents([SourceFile(path: "D.swift", text: "import AppIntents\nstruct MyAppIntentHelper {}\n")]))
        #expect(!RelevantFileSelection.namesAppIntents([]))
    }

    /// A file is parsed for what it declares, not for what it uses: the entity's file, the query it names and the
    /// parameter's type are; a view that shows books is not, nor an extension of a type the module does not declare.
    @Test func filesThatOnlyUseANeededNameAreNotParsed() throws {
        let files = [
            SourceFile(path: "Intent.swift", text: """
                struct OpenBook: AppIntent {
                    static let title: LocalizedStringResource = "Open"
                    @Parameter(title: "Book") var book: Book
                    @Parameter(title: "Count") var count: Decimal
                    func perform() async throws -> some IntentResult { .result() }
                }
                """),
            SourceFile(path: "Book.swift", text: "struct Book: Identifiable {\n    var id: String\n    var shelf: Shelf\n}\n"),
            SourceFile(path: "BookEntity.swift", text: "extension Book: AppEntity {\n    static var defaultQuery = BookQuery()\n}\n"),
            SourceFile(path: "BookQuery.swift", text: "struct BookQuery {\n    func entities(for ids: [String]) -> [Book] { [] }\n}\n"),
            SourceFile(path: "BookView.swift", text: "struct BookView: View {\n    var book: Book\n    var body: some View { Text(book.id) }\n}\n"),
            SourceFile(path: "Decimal+Format.swift", text: "extension Decimal {\n    var formatted: String { \"\" }\n}\n"),
            SourceFile(path: "Shelf.swift", text: "struct Shelf {}\n"),
        ]
        let parsed = try Self.expectSameAsEveryFile(files, moduleName: "Books")
        // `Shelf` is the type of an entity's property that is no `@Property`: read generously, as every member type
        // of an App Intents type is.
        #expect(parsed == ["Book.swift", "BookEntity.swift", "BookQuery.swift", "Intent.swift", "Shelf.swift"])
    }

    /// A type becomes an intent through a chain of protocols and classes across files that never name the
    /// framework: each link's file names the previous link, so it is parsed, and the chain is followed to its end.
    @Test func chainsOfProtocolsAndClassesAreFollowed() throws {
        var files = [
            SourceFile(path: "P0.swift", text: "protocol P0: AppIntent {}\n"),
            SourceFile(path: "Alias.swift", text: "typealias Action = P0\n"),
        ]
        for link in 1...12 {
            files.append(SourceFile(path: "P\(link).swift", text: "protocol P\(link): \(link == 6 ? "Action" : "P\(link - 1)") {}\n"))
        }
        files.append(SourceFile(path: "Base.swift", text: "class Base: P12 {\n    static var title: LocalizedStringResource { \"Base\" }\n    required init() {}\n    func perform() async throws -> some IntentResult { .result() }\n}\n"))
        files.append(SourceFile(path: "Deep.swift", text: "final class Deep: Base {\n    @Parameter(title: \"Count\") var count: Int\n}\n"))
        files.append(SourceFile(path: "Other.swift", text: "struct Other { var pages: Int }\n"))
        // A file that names a class of the chain (a type adopting it would be an intent) is parsed.
        files.append(SourceFile(path: "Uses.swift", text: "struct Uses { var deep: Deep? }\n"))
        let parsed = try Self.expectSameAsEveryFile(files, moduleName: "Chain")
        #expect(parsed == files.map(\.path).filter { $0 != "Other.swift" }.sorted())
        #expect(Self.extract(files, moduleName: "Chain", everyFile: false).bundle.actions.map(\.identifier) == ["Base", "Deep"])
    }

    /// A class whose conformance is added by an extension, declared in a file parsed only in a later round: once it
    /// is known to be a class, it is adoptable, and the file of its subclass is parsed. (The reach remembers what
    /// each declaration passed on from round to round; whether it makes a name adoptable is looked at again.)
    @Test func aClassFoundInALaterRoundMakesItsConformanceAdoptable() throws {
        let files = [
            SourceFile(path: "A.swift", text: "extension Shape: AppIntent {\n    static var title: LocalizedStringResource { \"Shape\" }\n    func perform() async throws -> some IntentResult { .result() }\n}\n"),
            SourceFile(path: "B.swift", text: "class Shape {\n    required init() {}\n}\n"),
            SourceFile(path: "C.swift", text: "final class Circle: Shape {\n    @Parameter(title: \"Radius\") var radius: Int\n}\n"),
            SourceFile(path: "D.swift", text: "struct Unrelated { var circle: Int }\n"),
        ]
        let parsed = try Self.expectSameAsEveryFile(files, moduleName: "Shapes")
        #expect(parsed == ["A.swift", "B.swift", "C.swift"])
        #expect(Self.extract(files, moduleName: "Shapes", everyFile: false).bundle.actions.map(\.identifier) == ["Circle", "Shape"])
    }

    /// An entity made of a type of another module (`@retroactive AppEntity`): the extensions that add its members are
    /// parsed although no file declares the type, since the one adding the conformance stands for its declaration.
    @Test func extensionsOfARetroactiveEntityAreParsed() throws {
        let files = [
            SourceFile(path: "A.swift", text: "extension Foreign: @retroactive AppEntity {\n    public var id: String { \"\" }\n}\n"),
            SourceFile(path: "B.swift", text: "extension Foreign {\n    static var defaultQuery = ForeignQuery()\n}\n"),
            SourceFile(path: "C.swift", text: "struct ForeignQuery {}\n"),
            SourceFile(path: "D.swift", text: "extension UUID {\n    var short: String { \"\" }\n}\n"),
        ]
        let parsed = try Self.expectSameAsEveryFile(files, moduleName: "Retro")
        #expect(parsed == ["A.swift", "B.swift", "C.swift"])
        #expect(Self.extract(files, moduleName: "Retro", everyFile: false).bundle.entities.first?.defaultQuery == "ForeignQuery")
    }

    /// An entity nested in an extension of a type declared in another file: that file is parsed so that the
    /// entity's qualified name (and its mangled name) are those of the whole module.
    @Test func typesEnclosingAnAppIntentsTypeAreParsed() throws {
        let files = [
            SourceFile(path: "Library.swift", text: "enum Library {}\n"),
            SourceFile(path: "Library+Entity.swift", text: """
                extension Library {
                    struct Shelf: AppEntity {
                        static var defaultQuery = ShelfQuery()
                        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
                        var id: String
                        var displayRepresentation: DisplayRepresentation { "\\(id)" }
                    }
                }
                """),
            SourceFile(path: "Unrelated.swift", text: "extension Library {\n    static let motto = \"Read\"\n}\nstruct Lamp {}\n"),
        ]
        let parsed = try Self.expectSameAsEveryFile(files, moduleName: "Reading")
        // `Unrelated.swift` extends `Library`, which is needed for where it is; such a file is parsed too.
        #expect(parsed == ["Library+Entity.swift", "Library.swift", "Unrelated.swift"])
        #expect(Self.extract(files, moduleName: "Reading", everyFile: false).bundle.entities.map(\.typeName) == ["Reading.Library.Shelf"])
    }
}
