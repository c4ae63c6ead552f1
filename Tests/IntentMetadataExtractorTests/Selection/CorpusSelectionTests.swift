import TestSupport
import Foundation
@testable import IntentMetadataExtractor
import Testing

/// Selection against parsing every file on random modules made of real apps' files.
///
/// With `INTENT_METADATA_SELECTION_CORPUS` set to folders of app folders (`/work/corpus/realapps:/work/corpus/heldout`),
/// each round takes one app that names App Intents, some of its files that name the framework and a random share of
/// the others (some with lines deleted, which breaks declarations, chains and syntax at random), and expects the
/// bundle, diagnostics and mangled names of selection to be those of every file parsed (but for the syntax errors of
/// files left out). The seed is fixed, so a failure replays; `INTENT_METADATA_SELECTION_ROUNDS` sets the number of
/// rounds (default 40, 400 with `INTENT_METADATA_LONG_TESTS=1`). `Scripts/selection-proof.sh` runs it.
@Suite struct CorpusSelectionTests {
    private static let environment = ProcessInfo.processInfo.environment

    /// An app's Swift files, relative to its folder, in byte order of their paths.
    private static func swiftFiles(in app: URL) -> [SourceFile] {
        guard let walk = FileManager.default.enumerator(at: app, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) else {
            return []
        }
        var files: [SourceFile] = []
        let base = app.standardizedFileURL.path + "/"
        for case let url as URL in walk where url.pathExtension == "swift" {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true,
                  let data = FileManager.default.contents(atPath: url.path), data.count < 2_000_000
            else { continue }
            let path = url.standardizedFileURL.path
            files.append(SourceFile(path: path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path, bytes: Array(data)))
        }
        return files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    @Test(.enabled(if: environment["INTENT_METADATA_SELECTION_CORPUS"] != nil, "set INTENT_METADATA_SELECTION_CORPUS to folders of apps"))
    func randomModulesOfCorpusFilesAreReadAsWithEveryFileParsed() throws {
        let roots = (Self.environment["INTENT_METADATA_SELECTION_CORPUS"] ?? "").split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        var apps: [URL] = []
        for root in roots {
            let names = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { !$0.hasPrefix(".") }.sorted()
            apps += names.map { root.appendingPathComponent($0) }
        }
        let rounds = Int(Self.environment["INTENT_METADATA_SELECTION_ROUNDS"] ?? "") ?? TestVolume.choose(sample: 40, full: 400)
        var random = SplitMix64(seed: 0x5E1EC7_C0)
        // Each app's files and which of them name App Intents, read when an app is first drawn.
        var read: [URL: (files: [SourceFile], seeds: [Bool])] = [:]
        var tried = 0
        var leavingFilesOutWithMetadata = 0
        var filesInModules = 0
        var filesParsed = 0
        while tried < rounds, !apps.isEmpty {
            let app = apps[Int(random.next() % UInt64(apps.count))]
            if read[app] == nil {
                let files = Self.swiftFiles(in: app)
                read[app] = (files, files.map(RelevantFileSelection.namesAppIntents))
            }
            guard let entry = read[app], entry.seeds.contains(true) else {
                apps.removeAll { $0 == app }
                continue
            }
            let (appFiles, seeds) = entry
            tried += 1
            // Most of the files that name App Intents (at least one), and a share of the others: 5% to all of them,
            // at most 250 files in all so that a round stays short in a debug build.
            let share = [5, 20, 50, 100][Int(random.next() % 4)]
            var module: [SourceFile] = []
            for (file, isSeed) in zip(appFiles, seeds) where module.count < 250 {
                let taken = isSeed ? random.next() % 10 < 8 : Int(random.next() % 100) < share
                guard taken else { continue }
                guard random.next() % 6 == 0 else {
                    module.append(file)
                    continue
                }
                var lines = file.bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                for _ in 0..<(1 + Int(random.next() % 3)) where !lines.isEmpty {
                    lines.remove(at: Int(random.next() % UInt64(lines.count)))
                }
                module.append(SourceFile(path: file.path, bytes: Array(lines.joined(separator: [UInt8(ascii: "\n")]))))
            }
            if !module.contains(where: RelevantFileSelection.namesAppIntents), let first = seeds.firstIndex(of: true) {
                module.append(appFiles[first])
            }
            let moduleName = String(app.lastPathComponent.map { $0.isLetter || $0.isNumber ? $0 : "_" })
            let parsed = try RelevantFileSelectionTests.expectSameAsEveryFile(
                module, moduleName: moduleName, "round \(tried): \(app.lastPathComponent), \(module.count) files, \(share)% of the others"
            )
            filesInModules += module.count
            filesParsed += parsed.count
            var configuration = ExtractionConfiguration(moduleName: moduleName)
            configuration.parsesEveryFile = false
            let bundle = ExtractionPipeline(configuration: configuration, parsesConcurrently: false).run(module).bundle
            if parsed.count < module.count, !(bundle.actions.isEmpty && bundle.entities.isEmpty && bundle.enums.isEmpty) {
                leavingFilesOutWithMetadata += 1
            }
        }
        print("CorpusSelectionTests: \(tried) modules of \(read.count) apps, \(filesParsed) of \(filesInModules) files parsed; files left out of \(leavingFilesOutWithMetadata) modules with App Intents metadata")
        #expect(tried == rounds, "only \(tried) of \(rounds) rounds: no app of the corpus names App Intents")
        // The case that matters, files left out of a module with App Intents types, is the common one.
        #expect(leavingFilesOutWithMetadata >= tried / 2, "\(leavingFilesOutWithMetadata) of \(tried)")
    }
}
