import IntentMetadata
import IntentMetadataExtractor
import Testing

/// App Shortcut phrases as shipping apps write them.
@Suite struct ShortcutPhraseFormTests {
    func extract(_ shortcuts: String) -> ExtractionResult {
        let source = """
            struct Sync: AppIntent {
                static let title: LocalizedStringResource = "Sync"
            }
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
            \(shortcuts)
                }
                static var syncPhrases: [AppShortcutPhrase<Sync>] {
                    ["Sync with \\(.applicationName)"]
                }
            }

            """
        return ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "App")).run([SourceFile(path: "A.swift", text: source)])
    }

    @Test func theApplicationNameTokenWrittenOutCounts() throws {
        let result = extract(#"AppShortcut(intent: Sync(), phrases: ["Synchronize ${applicationName} files"], shortTitle: "Sync", systemImageName: "bolt")"#)
        #expect(result.diagnostics.map(\.renderedText) == [])
        #expect(try #require(result.bundle.shortcuts).items.map(\.phrases) == [["Synchronize ${applicationName} files"]])
    }

    @Test func theApplicationNameTokenWrittenTwiceIsStillAnError() {
        let result = extract(#"AppShortcut(intent: Sync(), phrases: ["${applicationName} sync \(.applicationName)"], shortTitle: "Sync", systemImageName: "bolt")"#)
        #expect(result.diagnostics.map(\.id) == [.shortcutPhraseApplicationName])
        #expect(result.diagnostics.first?.severity == .error)
    }

    @Test func phrasesHoistedIntoAPropertyWarnAndLeaveNoPhrase() throws {
        let result = extract(#"AppShortcut(intent: Sync(), phrases: syncPhrases, shortTitle: "Sync", systemImageName: "bolt")"#)
        #expect(result.diagnostics.map(\.id) == [.shortcutPhrasesNotInline])
        #expect(result.diagnostics.first?.severity == .warning)
        #expect(try #require(result.bundle.shortcuts).items.map(\.phrases) == [[]])
    }
}
