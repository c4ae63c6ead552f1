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

    /// `\(.amount)` names no token (the compiler rejects it): the warning says which interpolation a phrase cannot
    /// hold, not that the phrase must be a plain literal; a value that is no string literal is still named as such.
    @Test func anInterpolationAPhraseCannotHoldIsNamed() throws {
        let result = extract(#"AppShortcut(intent: Sync(), phrases: ["Sync \(.amount) in \(.applicationName)", syncTitle], shortTitle: "Sync", systemImageName: "bolt")"#)
        #expect(result.diagnostics.map(\.message) == [
            #"App Shortcut phrase interpolates a reference to '.amount'; a phrase may interpolate only '\(.applicationName)' and a key path to a parameter of its intent, such as '\(\.$name)'"#,
            "App Shortcut phrase must be a string literal, but it is a reference to 'syncTitle'",
        ])
        #expect(result.diagnostics.map(\.id) == [.shortcutPhrasesNotInline, .shortcutPhrasesNotInline])
        #expect(try #require(result.bundle.shortcuts).items.map(\.phrases) == [[]])
    }
}
