import Foundation
import IntentMetadataExtractor
import Testing

@Suite struct PackageManifestReaderTests {
    private static let root = Fixtures.url("Projects/Classic").standardizedFileURL.path

    @Test func conventionalLayoutGivesTheTargetsFiles() throws {
        let read = PackageManifestReader.read(packageAt: Self.root + "/Packages/ShelfKit", rootDirectory: Self.root)
        #expect(read.diagnostics.isEmpty)
        let target = try #require(read.targets.first)
        #expect(read.targets.map(\.name) == ["ShelfKit"])
        #expect(target.kind == .packageTarget)
        #expect(target.platform == .iOS)
        #expect(target.platforms == [.iOS, .macOS])
        #expect(target.compilationFlags == ["SHELF_KIT"])
        #expect(target.sourceFiles == [Self.root + "/Packages/ShelfKit/Sources/ShelfKit/BookEntity.swift"])
    }

    @Test func repositoryIncludesTheLocalPackage() throws {
        let repository = try #require(Repository.discover(at: Self.root, configuration: nil))
        #expect(repository.targets.map(\.name) == ["Shelf App", "ShelfWidget", "ShelfMac", "ShelfKit"])
        #expect(repository.packagePaths == [Self.root + "/Packages/ShelfKit"])
    }

    @Test func plainFolderIsNoRepository() {
        #expect(Repository.discover(at: Fixtures.url("ReadingList").path, configuration: nil) == nil)
    }
}
