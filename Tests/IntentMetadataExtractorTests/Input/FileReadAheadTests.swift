import Foundation
@testable import IntentMetadataExtractor
import TestSupport
import Testing

/// Files read ahead into a run's cache: each read once, as it was when read, and no read once the caller has stopped
/// the reading; a repository's targets extract the same with the files read ahead as without.
@Suite struct FileReadAheadTests {
    /// Counts the reads of a reader, which may be called from any thread.
    private final class ReadCount: @unchecked Sendable {
        private let lock = Lock()
        private var reads: [String] = []

        func record(_ path: String) {
            lock.lock()
            reads.append(path)
            lock.unlock()
        }

        var paths: [String] {
            lock.lock()
            defer { lock.unlock() }
            return reads
        }
    }

    /// Waits up to `seconds` for `condition`; whether it held.
    private func eventually(within seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(1_000)
        }
        return condition()
    }

    @Test func everyFileIsReadOnceAndTheCacheKeepsWhatWasRead() throws {
        let root = try TemporaryDirectory()
        try root.write("struct A {}\n", to: "A.swift")
        try root.write("struct B {}\n", to: "Sources/B.swift")
        try FileManager.default.createDirectory(atPath: root.path + "/Folder.swift", withIntermediateDirectories: true)
        let paths = ["A.swift", "Sources/B.swift", "Missing.swift", "Folder.swift"].map { root.path + "/" + $0 }
        let cache = FileReadCache()
        let reads = ReadCount()
        let readAhead = FileReadAhead.start({ paths }, into: cache) { path in
            reads.record(path)
            return SourceTree.readBytes(ofFileAt: path)
        }
        #expect(eventually(within: 10) { reads.paths.count == paths.count })
        readAhead.stop()
        #expect(reads.paths == paths)

        // Changed on disk after it was read ahead: the run sees what was read, and reads nothing again.
        try root.write("struct Changed {}\n", to: "A.swift")
        let again = ReadCount()
        func cached(_ path: String) -> SourceTree.FileBytes {
            cache.bytes(ofFileAt: path) { path in
                again.record(path)
                return SourceTree.readBytes(ofFileAt: path)
            }
        }
        guard case .opened(_, .success(let bytes)) = cached(paths[0]) else {
            Issue.record("A.swift was not read")
            return
        }
        #expect(bytes == Array("struct A {}\n".utf8))
        guard case .unreadable = cached(paths[2]), case .unreadable = cached(paths[3]) else {
            Issue.record("a missing file or a folder was read as a file")
            return
        }
        _ = cached(paths[1])
        #expect(again.paths.isEmpty)
    }

    @Test func noFileIsReadOnceTheReadingIsStopped() throws {
        let root = try TemporaryDirectory()
        let paths = try (0..<400).map { index in
            try root.write("struct F\(index) {}\n", to: "F\(index).swift")
            return root.path + "/F\(index).swift"
        }
        let reads = ReadCount()
        let readAhead = FileReadAhead.start({ paths }, into: FileReadCache()) { path in
            reads.record(path)
            usleep(500)
            return SourceTree.readBytes(ofFileAt: path)
        }
        #expect(eventually(within: 10) { !reads.paths.isEmpty })
        readAhead.stop()
        let readWhenStopped = reads.paths.count
        usleep(50_000)
        #expect(reads.paths.count == readWhenStopped)
        #expect(readWhenStopped < paths.count)
        // In the order given, each once.
        #expect(reads.paths.prefix(readWhenStopped) == paths.prefix(readWhenStopped))
    }

    @Test func targetsExtractTheSameWithTheirFilesReadAhead() throws {
        let directory = try TemporaryDirectory()
        try directory.write("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Kit", platforms: [.iOS(.v17)], targets: [.target(name: "Kit"), .target(name: "Other")])
            """, to: "Package.swift")
        try directory.write("""
            import AppIntents
            struct OpenShelf: AppIntent {
                static let title: LocalizedStringResource = "Open Shelf"
                @Parameter(title: "Shelf") var shelf: ShelfEntity
                func perform() async throws -> some IntentResult { .result() }
            }
            """, to: "Sources/Kit/Intents.swift")
        try directory.write("""
            import AppIntents
            struct ShelfEntity: AppEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
                static let defaultQuery = ShelfQuery()
                var id: String
                var displayRepresentation: DisplayRepresentation { "\\(id)" }
            }
            struct ShelfQuery: EntityQuery {
                func entities(for identifiers: [String]) async throws -> [ShelfEntity] { [] }
            }
            """, to: "Sources/Kit/Shelf.swift")
        try directory.write("struct Helper {}\n", to: "Sources/Other/Helper.swift")
        try directory.write("struct NotInATarget {}\n", to: "Scripts/Tool.swift")
        let cache = FileReadCache()
        let discovery = Repository.discovery(at: directory.path, configuration: nil, readAhead: cache)
        let repository = try #require(discovery.repository)
        #expect(repository.filesReadAhead === cache)
        let plain = try #require(Repository.discover(at: directory.path, configuration: nil))
        #expect(plain.filesReadAhead == nil)
        let readAhead = try RepositoryExtraction(repository: repository).extract(repository.targets)
        let expected = try RepositoryExtraction(repository: plain).extract(plain.targets)
        try #require(readAhead.count == expected.count)
        #expect(readAhead.count == 2)
        for (actual, wanted) in zip(readAhead, expected) {
            #expect(actual.result.bundle == wanted.result.bundle)
            #expect(actual.diagnostics == wanted.diagnostics)
            #expect(actual.result.diagnostics == wanted.result.diagnostics)
        }
        #expect(readAhead.first?.result.bundle.actions.map(\.identifier) == ["OpenShelf"])
    }
    /// A folder whose projects give no target is read as one module; the files read ahead meanwhile (here, read into
    /// the cache before) are its files, as first read.
    @Test func aFolderReadAsOneModuleStartsFromTheFilesReadAhead() throws {
        let root = try TemporaryDirectory()
        func intent(_ name: String) -> String {
            """
            import AppIntents
            struct \(name): AppIntent {
                static let title: LocalizedStringResource = "\(name)"
                func perform() async throws -> some IntentResult { .result() }
            }
            """
        }
        try root.write(intent("OpenShelf"), to: "App/Intent.swift")
        let cache = FileReadCache()
        _ = cache.bytes(ofFileAt: root.path + "/App/Intent.swift", read: SourceTree.readBytes)
        try root.write(intent("RenamedOnDisk"), to: "App/Intent.swift")
        let configuration = ExtractionConfiguration(moduleName: "App")
        let fromCache = try ModuleExtraction(paths: [root.path + "/App"], configuration: configuration, readCache: cache)
        let fromDisk = try ModuleExtraction(paths: [root.path + "/App"], configuration: configuration)
        #expect(fromCache.result.bundle.actions.map(\.identifier) == ["OpenShelf"])
        #expect(fromDisk.result.bundle.actions.map(\.identifier) == ["RenamedOnDisk"])
    }
}
