import Foundation
import IntentMetadataExtractor
import Testing

/// The syntax cache the targets of one run share: a tree is reused for the same path and bytes only, and a run
/// with the cache extracts what a run without it does.
@Suite struct SyntaxCacheTests {
    private let source = "import AppIntents\nstruct OpenShelf: AppIntent {\n    static let title: LocalizedStringResource = \"Open Shelf\"\n}\n"

    @Test func aFileIsParsedOnceForTheSamePathAndBytes() {
        let cache = SyntaxCache()
        let file = SourceFile(path: "Intents.swift", text: source)
        var parses = 0
        let count: (SourceFile) -> SourceFileSyntax = { file in
            parses += 1
            return DeclarationParser.parse(file)
        }
        let first = cache.syntax(of: file, parse: count)
        _ = cache.syntax(of: SourceFile(path: "Intents.swift", text: source), parse: count)
        #expect(parses == 1)
        // Other bytes at the same path, or the same bytes at another path, are parsed anew.
        let edited = cache.syntax(of: SourceFile(path: "Intents.swift", text: source + "struct Extra {}\n"), parse: count)
        #expect(parses == 2)
        #expect(edited.items.count == first.items.count + 1)
        _ = cache.syntax(of: SourceFile(path: "Other.swift", text: source), parse: count)
        #expect(parses == 3)
    }

    @Test func anIntentDefinitionIsReadOnceForTheSamePathAndBytes() {
        let cache = SyntaxCache()
        let text = "<plist><dict><key>INIntents</key><array/></dict></plist>"
        var reads = 0
        let count: (SourceFile) -> IntentDefinitionReader.Result = { file in
            reads += 1
            return IntentDefinitionReader.read(file)
        }
        let first = cache.intentDefinition(of: SourceFile(path: "Intents.intentdefinition", text: text), read: count)
        _ = cache.intentDefinition(of: SourceFile(path: "Intents.intentdefinition", text: text), read: count)
        #expect(reads == 1)
        #expect(first.definition?.intents.isEmpty == true)
        let edited = text.replacingOccurrences(of: "<array/>", with: "<array><dict><key>INIntentName</key><string>Pick</string></dict></array>")
        let reading = cache.intentDefinition(of: SourceFile(path: "Intents.intentdefinition", text: edited), read: count)
        #expect(reads == 2)
        #expect(reading.definition?.intents.map(\.name) == ["Pick"])
        _ = cache.intentDefinition(of: SourceFile(path: "Other.intentdefinition", text: text), read: count)
        #expect(reads == 3)
    }

    /// What file selection reads from a file is kept for the same path and bytes, and read anew when they change.
    /// A module's selection is made once for the same files in the same order, and anew when a path, the bytes of a
    /// file or the set of files differs.
    @Test func aModulesSelectionIsMadeOncePerFiles() {
        let cache = SyntaxCache()
        let intents = SourceFile(path: "Intents.swift", text: source)
        let model = SourceFile(path: "Model.swift", text: "struct Shelf {}\n")
        var selections = 0
        let select: ([SourceFile]) -> [SourceFileSyntax] = { files in
            selections += 1
            return files.prefix(1).map(DeclarationParser.parse)
        }
        let first = cache.relevantFiles(of: [intents, model], select: select)
        let again = cache.relevantFiles(of: [SourceFile(path: "Intents.swift", text: source), model], select: select)
        #expect(selections == 1)
        #expect(again.map(\.file.path) == first.map(\.file.path))
        _ = cache.relevantFiles(of: [intents, SourceFile(path: "Model.swift", text: "struct Shelf: AppEntity {}\n")], select: select)
        #expect(selections == 2)
        _ = cache.relevantFiles(of: [intents], select: select)
        #expect(selections == 3)
        _ = cache.relevantFiles(of: [intents, SourceFile(path: "Other.swift", text: "struct Shelf {}\n")], select: select)
        #expect(selections == 4)
        // The bytes as they are now count: the first files again after an edit are selected anew.
        _ = cache.relevantFiles(of: [intents, model], select: select)
        #expect(selections == 5)
    }

    @Test func selectionFactsFollowTheBytes() {
        let cache = SyntaxCache()
        let plain = SourceFile(path: "Model.swift", text: "struct Book {}\n")
        #expect(!cache.namesAppIntents(plain))
        #expect(cache.declaredNames(of: plain).types == ["Book"])
        #expect(!cache.namesAppIntents(plain))
        let edited = SourceFile(path: "Model.swift", text: "struct Shelf: AppEntity {}\n")
        #expect(cache.namesAppIntents(edited))
        #expect(cache.declaredNames(of: edited).types == ["Shelf"])
        #expect(cache.declaredNames(of: plain).types == ["Book"])
        #expect(!cache.namesAppIntents(plain))
    }

    @Test func targetsSharingTheCacheExtractWhatTheyExtractAlone() {
        let shared = [SourceFile(path: "Shared/Intents.swift", text: source)]
        let widget = shared + [SourceFile(path: "Widget/Widget.swift", text: "#if os(iOS)\nstruct WidgetIntent: AppIntent {\n    static let title: LocalizedStringResource = \"Widget\"\n}\n#endif\n")]
        let cache = SyntaxCache()
        for (name, files, platform) in [("App", shared, ExtractionConfiguration.Platform.macOS), ("Widget", widget, .iOS), ("WidgetMac", widget, .macOS)] {
            var configuration = ExtractionConfiguration(moduleName: name, platform: platform)
            let alone = ExtractionPipeline(configuration: configuration).run(files)
            configuration.syntaxCache = cache
            let together = ExtractionPipeline(configuration: configuration).run(files)
            #expect(together.bundle == alone.bundle)
            #expect(together.diagnostics == alone.diagnostics)
        }
    }
}
