import Foundation
import IntentMetadata
@testable import IntentMetadataExtractor
import TestSupport
import Testing

/// A project target's strings tables: those every localized module reads are read with its sources, the others only
/// when its App Intents code uses their table; the answer is the one reading every table gives.
@Suite struct TargetStringsTablesTests {
    static let intents = """
        import AppIntents

        struct OpenShelf: AppIntent {
            static let title: LocalizedStringResource = "Open Shelf"
            static let description = IntentDescription(LocalizedStringResource("shelf.description", defaultValue: "Shows one shelf.", table: "Books"))
            func perform() async throws -> some IntentResult { .result() }
        }
        """

    static let resources = [
        "App/en.lproj/Localizable.strings": "\"Open Shelf\" = \"Open Shelf\";\n",
        "App/de.lproj/Localizable.strings": "\"Open Shelf\" = \"Regal öffnen\";\n",
        "App/en.lproj/Books.strings": "\"shelf.description\" = \"Shows one shelf.\";\n",
        "App/de.lproj/Books.strings": "\"other.key\" = \"Etwas anderes\";\n",
        // Tables no App Intents code names; the first is not even a valid table.
        "App/en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Shelves\"\n",
        "App/de.lproj/Main.strings": "\"abc-12-def.text\" = \"Regal\";\n",
    ]

    @Test func tablesTheCodeDoesNotUseAreNotReadAndTheAnswerIsTheSame() throws {
        let root = try TemporaryDirectory()
        try root.write(Self.intents, to: "App/Intents.swift")
        for (path, text) in Self.resources { try root.write(text, to: path) }
        let target = ProjectTarget(
            name: "App", kind: .application, moduleName: "App", platform: .iOS, projectPath: root.path + "/App.xcodeproj",
            sourceFiles: [root.path + "/App/Intents.swift"], resourceFiles: Self.resources.keys.sorted().map { root.path + "/" + $0 }
        )
        let extraction = try ModuleExtraction(target: target, rootDirectory: root.path, configuration: ExtractionConfiguration(moduleName: "App"))
        #expect(extraction.resourceFiles.map(\.path).sorted() == [
            "App/de.lproj/Books.strings", "App/de.lproj/Localizable.strings", "App/en.lproj/Books.strings", "App/en.lproj/Localizable.strings",
        ])

        // Every table given to the pipeline at once: the same bundle and the same diagnostics.
        let everyTable = ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "App")).run(
            [SourceFile(path: "App/Intents.swift", text: Self.intents)], resources: Self.resources.map { SourceFile(path: $0.key, text: $0.value) }
        )
        #expect(extraction.result.bundle == everyTable.bundle)
        #expect(extraction.diagnostics == everyTable.diagnostics)
        // The `Books` table, which the description names, was read: its English text is in the bundle.
        #expect(extraction.result.bundle.localizations?.tables["Books"]?["en"]?["shelf.description"]?.value == "Shows one shelf.")
    }

    @Test func aTargetWithOnlyTablesTheCodeDoesNotUseIsStillLocalized() throws {
        let root = try TemporaryDirectory()
        try root.write(Self.intents, to: "App/Intents.swift")
        let unused = ["App/en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Shelves\";\n"]
        for (path, text) in unused { try root.write(text, to: path) }
        let target = ProjectTarget(
            name: "App", kind: .application, moduleName: "App", platform: .iOS, projectPath: root.path + "/App.xcodeproj",
            sourceFiles: [root.path + "/App/Intents.swift"], resourceFiles: unused.keys.map { root.path + "/" + $0 }
        )
        let extraction = try ModuleExtraction(target: target, rootDirectory: root.path, configuration: ExtractionConfiguration(moduleName: "App"))
        #expect(extraction.resourceFiles.isEmpty)
        let everyTable = ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "App")).run(
            [SourceFile(path: "App/Intents.swift", text: Self.intents)], resources: unused.map { SourceFile(path: $0.key, text: $0.value) }
        )
        #expect(extraction.result.bundle == everyTable.bundle)
        #expect(extraction.diagnostics == everyTable.diagnostics)
    }
}
