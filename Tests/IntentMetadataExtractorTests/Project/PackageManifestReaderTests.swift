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

    @Test func dependenciesAreTheTargetNamesNotPackageNames() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appending(path: "Sources/Intents"), withIntermediateDirectories: true)
        try Data("""
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "P", targets: [
                .target(name: "Intents", dependencies: ["Model", .target(name: "Core"), .byName(name: "Shared"), .product(name: "Kit", package: "kit-package")]),
            ])
            """.utf8).write(to: directory.appending(path: "Package.swift"))
        let path = directory.standardizedFileURL.path
        let read = PackageManifestReader.read(packageAt: path, rootDirectory: path)
        #expect(read.targets.first?.dependencies == ["Model", "Core", "Shared", "Kit"])
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
