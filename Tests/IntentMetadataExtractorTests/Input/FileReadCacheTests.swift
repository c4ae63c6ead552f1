import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import IntentMetadataExtractor
import TestSupport
import Testing

/// The read cache the targets of one run share: a file is read from disk once, and each tree still names it by its
/// own relative path.
@Suite struct FileReadCacheTests {
    @Test func treesSharingTheCacheReadAFileOnceAndKeepTheirOwnPaths() throws {
        let root = try TemporaryDirectory()
        try root.write("struct Shared {}\n", to: "App/Shared/Shared.swift")
        try root.write("struct OnlyApp {}\n", to: "App/OnlyApp.swift")
        try root.write("\"Open\" = \"Öffnen\";\n", to: "App/de.lproj/Localizable.strings")
        let cache = FileReadCache()
        let app = try SourceTree(paths: [root.path + "/App"], readCache: cache).read()
        let appResources = SourceTree(paths: [root.path + "/App"], readCache: cache).readLocalizationResources(besides: app)
        #expect(app.files.map(\.path) == ["OnlyApp.swift", "Shared/Shared.swift"])

        // The file changes on disk after the first read: a tree with the cache sees what the run first read, a
        // tree without it reads the disk.
        try root.write("struct Changed {}\n", to: "App/Shared/Shared.swift")
        try root.write("\"Open\" = \"Auf\";\n", to: "App/de.lproj/Localizable.strings")
        let widget = try SourceTree(paths: [root.path + "/App/Shared"], readCache: cache).read()
        #expect(widget.files.map(\.path) == ["Shared.swift"])
        #expect(widget.files.first?.bytes == Array("struct Shared {}\n".utf8))
        let widgetResources = SourceTree(paths: [root.path + "/App/de.lproj/Localizable.strings"], readCache: cache)
            .readLocalizationResources(relativeTo: root.path)
        #expect(widgetResources.files.map(\.path) == ["App/de.lproj/Localizable.strings"])
        #expect(widgetResources.files.first?.bytes == appResources.files.first?.bytes)
        let uncached = try SourceTree(paths: [root.path + "/App/Shared"]).read()
        #expect(uncached.files.first?.bytes == Array("struct Changed {}\n".utf8))
    }

    @Test func anUnreadableFileIsReportedByEveryTreeThatListsIt() throws {
        let root = try TemporaryDirectory()
        try root.write("struct A {}\n", to: "App/A.swift")
        #expect(mkfifo(root.path + "/App/Pipe.swift", 0o644) == 0)
        let cache = FileReadCache()
        for _ in 0..<2 {
            let tree = try SourceTree(paths: [root.path + "/App"], readCache: cache).read()
            #expect(tree.files.map(\.path) == ["A.swift"])
            #expect(tree.diagnostics.map(\.message) == ["file could not be read: not a regular file"])
        }
    }
}
