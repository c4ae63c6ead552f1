import Dispatch
import Foundation
import IntentMetadata
@testable import IntentMetadataExtractor
import Testing

/// The tables every localized module reads are read on another thread while the Swift stages run, and the readings
/// of tables for some keys are shared by the platforms and targets that look up the same keys: what a module gets
/// must not depend on either.
@Suite struct LocalizationPrefetchTests {
    /// A catalog large enough to be prefetched (`LocalizationPrefetch.minimumBytes`).
    private static let catalog = #"""
        {"sourceLanguage": "en", "strings": {
          "Open": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Öffnen"}}}},
          "Close": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": 3}}}},
          "Long": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "
        """# + String(repeating: "Lang ", count: LocalizationPrefetch.minimumBytes / 5) + #"""
        "}}}}
        }}
        """#

    private static let resources = [
        SourceFile(path: "App/Localizable.xcstrings", text: catalog),
        SourceFile(path: "App/AppShortcuts.xcstrings", text: #"{"sourceLanguage": "en", "strings": {}}"#),
        SourceFile(path: "App/de.lproj/Localizable.strings", text: "\"Open\" = \"Auf\";\n"),
        SourceFile(path: "App/Books.xcstrings", text: catalog),
        SourceFile(path: "App/Settings.bundle/de.lproj/Localizable.strings", text: "\"Open\" = \"Auf\";\n"),
        SourceFile(path: "App/Notes.txt", text: "not a table"),
    ]

    /// Counts the reads of each path.
    private final class Reads: @unchecked Sendable {
        private let lock = Lock()
        private var counts: [String: Int] = [:]

        func count(_ path: String) {
            lock.lock()
            counts[path, default: 0] += 1
            lock.unlock()
        }

        var all: [String: Int] {
            lock.lock()
            defer { lock.unlock() }
            return counts
        }
    }

    @Test func onlyTheTablesEveryModuleReadsArePrefetchedEachReadOnceWhoeverAsksFirst() throws {
        for _ in 0..<50 {
            let reads = Reads()
            let prefetch = try #require(LocalizationPrefetch.start(Self.resources) { file in
                reads.count(file.path)
                return LocalizationResources.read(file, cache: nil)
            })
            // Several threads ask for every file at once, racing the prefetching thread.
            let answers = ResultSlots<[Bool]>(count: 4)
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                answers.store(Self.resources.map { prefetch.reading(of: $0) != nil }, at: thread)
            }
            prefetch.stop()
            let expected = [true, true, true, false, false, false]
            #expect(answers.values == Array(repeating: expected, count: 4))
            #expect(reads.all == ["App/Localizable.xcstrings": 1, "App/AppShortcuts.xcstrings": 1, "App/de.lproj/Localizable.strings": 1])
        }
    }

    @Test func tablesTooSmallToBeWorthAThreadAreLeftToStageSix() {
        let small = [
            SourceFile(path: "App/Localizable.xcstrings", text: #"{"sourceLanguage": "en", "strings": {}}"#),
            SourceFile(path: "App/de.lproj/Localizable.strings", text: String(repeating: "\"Key\" = \"Value\";\n", count: 100)),
        ]
        #expect(LocalizationPrefetch.start(small) { LocalizationResources.read($0, cache: nil) } == nil)
        #expect(LocalizationPrefetch.start([Self.resources[3]]) { LocalizationResources.read($0, cache: nil) } == nil)
        let large = LocalizationPrefetch.start([Self.resources[0]]) { LocalizationResources.read($0, cache: nil) }
        #expect(large != nil)
        large?.stop()
    }

    @Test func aPrefetchedReadingIsTheOneTheFileGivesAndAnotherFileOfThatPathIsNotTakenForIt() throws {
        let prefetch = try #require(LocalizationPrefetch.start(Self.resources) { LocalizationResources.read($0, cache: nil) })
        defer { prefetch.stop() }
        let catalog = try #require(prefetch.reading(of: Self.resources[0])?.catalog)
        let direct = try #require(LocalizationResources.read(Self.resources[0], cache: nil).catalog)
        #expect(catalog.read(keys: nil).tables == direct.read(keys: nil).tables)
        #expect(catalog.read(keys: nil).diagnostics == direct.read(keys: nil).diagnostics)
        #expect(catalog.read(keys: nil).diagnostics.map(\.message) == ["'value' of 'Close' in 'de' must be a string, but it is a number"])
        let edited = SourceFile(path: "App/Localizable.xcstrings", text: #"{"sourceLanguage": "en", "strings": {}}"#)
        #expect(prefetch.reading(of: edited) == nil)
    }

    @Test func stoppingBeforeTheThreadCameToAFileLeavesItToTheAskingThread() throws {
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let reads = Reads()
        // The largest file is prefetched first; it is held until the prefetch is told to stop.
        let prefetch = try #require(LocalizationPrefetch.start(Self.resources) { file in
            reads.count(file.path)
            if file.path == "App/Localizable.xcstrings" {
                started.signal()
                release.wait()
            }
            return LocalizationResources.read(file, cache: nil)
        })
        started.wait()
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) { release.signal() }
        prefetch.stop()
        #expect(reads.all == ["App/Localizable.xcstrings": 1])
        // After the stop, the files the thread never came to are read by whoever asks, once.
        #expect(prefetch.reading(of: Self.resources[1]) != nil)
        #expect(prefetch.reading(of: Self.resources[1]) != nil)
        #expect(prefetch.reading(of: Self.resources[0]) != nil)
        #expect(reads.all == ["App/Localizable.xcstrings": 1, "App/AppShortcuts.xcstrings": 1])
    }

    @Test func readingsForKeysSharedThroughTheCacheAreThoseOfTheirOwnKeysAndBytes() {
        let cache = LocalizationTableCache()
        func read(_ files: [SourceFile], keys: Set<String>, cache: LocalizationTableCache?) -> [LocalizationTable] {
            LocalizationResources(files: files, tableNames: ["Localizable"], keys: keys, cache: cache).tables
        }
        let open = read(Self.resources, keys: ["Open"], cache: cache)
        #expect(open == read(Self.resources, keys: ["Open"], cache: nil))
        #expect(open.map { $0.entries.keys.sorted() } == [["Open"], ["Open"], ["Open"]])
        // Other keys, then the same keys again: each as a reading without the cache gives them.
        #expect(read(Self.resources, keys: ["Close"], cache: cache) == read(Self.resources, keys: ["Close"], cache: nil))
        #expect(read(Self.resources, keys: ["Open"], cache: cache) == open)
        // The same path with other bytes is read again.
        var edited = Self.resources
        edited[0] = SourceFile(path: "App/Localizable.xcstrings", text: Self.catalog.replacingOccurrences(of: "Öffnen", with: "Aufmachen"))
        let again = read(edited, keys: ["Open"], cache: cache)
        #expect(again == read(edited, keys: ["Open"], cache: nil))
        #expect(again.first { $0.file.hasSuffix(".xcstrings") && $0.locale == "de" }?.entries["Open"]?.translation == Translation(value: "Aufmachen"))
    }

    @Test func aModuleGetsTheSameResultWithTablesPrefetchedAndReadInTurn() {
        let source = #"""
            import AppIntents
            struct OpenIntent: AppIntent {
                static let title: LocalizedStringResource = "Open"
                func perform() async throws -> some IntentResult { .result() }
            }
            """#
        let files = [SourceFile(path: "App/OpenIntent.swift", text: source)]
        for cached in [false, true] {
            var configuration = ExtractionConfiguration(moduleName: "App")
            if cached { configuration.localizationCache = LocalizationTableCache() }
            let prefetched = ExtractionPipeline(configuration: configuration).run(files, resources: Self.resources)
            let inTurn = ExtractionPipeline(configuration: configuration, parsesConcurrently: false).run(files, resources: Self.resources)
            #expect(prefetched.bundle == inTurn.bundle)
            #expect(prefetched.diagnostics == inTurn.diagnostics)
            #expect(prefetched.diagnostics.contains { $0.message == "'value' of 'Close' in 'de' must be a string, but it is a number" })
            #expect(prefetched.bundle.localizations?.tables["Localizable"]?["de"]?["Open"] == Translation(value: "Öffnen"))
        }
    }

    @Test func theCacheTellsEverySetOfKeysApart() {
        let cache = LocalizationTableCache()
        let sets: [Set<String>?] = [nil, [], [""], ["a"], ["a", "b"], ["a\u{0}b"], ["1:a"], ["a", "1:b"], ["*"], ["b", "a"], nil, []]
        let numbers = sets.map { cache.keySetNumber($0) }
        // Equal sets get one number (the last three repeat the fifth, the first and the second); any two others differ.
        #expect(numbers == [-1, 0, 1, 2, 3, 4, 5, 6, 7, 3, -1, 0])
    }
}
