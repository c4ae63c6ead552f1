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
        try Data("struct Intent {}\n".utf8).write(to: directory.appending(path: "Sources/Intents/Intent.swift"))
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

/// SwiftPM's layout rules, each on a package made in a temporary folder (`Scripts/compare-package-targets.py` checks
/// the same rules against `swift package describe` on real packages).
@Suite struct PackageLayoutTests {
    /// A package made of a manifest and files, read; the folder is removed afterwards.
    private func read(_ manifest: String, files: [String]) throws -> (targets: [ProjectTarget], diagnostics: [Diagnostic], root: String) {
        let directory = FileManager.default.temporaryDirectory.appending(path: "layout-\(UUID().uuidString)")
        for file in files {
            let url = directory.appending(path: file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("struct S {}\n".utf8).write(to: url)
        }
        try Data(manifest.utf8).write(to: directory.appending(path: "Package.swift"))
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.standardizedFileURL.path
        let read = PackageManifestReader.read(packageAt: path, rootDirectory: path)
        return (read.targets, read.diagnostics, path)
    }

    private func relativeSources(_ target: ProjectTarget?, root: String) -> [String] {
        (target?.sourceFiles ?? []).map { String($0.dropFirst(root.count + 1)) }
    }

    @Test func aTargetsFilesAreNoFoldersAndReadTheSameWithoutAskingAgain() throws {
        // A dangling link is listed as a file (SwiftPM lists it too, and fails to read it); a folder Xcode and SwiftPM
        // treat as one item is not a source. The target says its files are checked, and reading it reports the
        // link as unreadable, as asking each path again did.
        let directory = FileManager.default.temporaryDirectory.appending(path: "checked-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = directory.appending(path: "Sources/Kit")
        try FileManager.default.createDirectory(at: folder.appending(path: "Model.xcdatamodeld"), withIntermediateDirectories: true)
        try Data("struct Kit {}\n".utf8).write(to: folder.appending(path: "Kit.swift"))
        try FileManager.default.createSymbolicLink(atPath: folder.appending(path: "Broken.swift").path, withDestinationPath: "Nowhere.swift")
        try Data("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\n".utf8)
            .write(to: directory.appending(path: "Package.swift"))
        let path = directory.standardizedFileURL.path
        let target = try #require(PackageManifestReader.read(packageAt: path, rootDirectory: path).targets.first)
        #expect(target.filesAreChecked)
        #expect(target.sourceFiles == [path + "/Sources/Kit/Broken.swift", path + "/Sources/Kit/Kit.swift"])
        let configuration = ExtractionConfiguration(moduleName: "Kit")
        let checked = try ModuleExtraction(target: target, rootDirectory: path, configuration: configuration)
        var asking = target
        asking.filesAreChecked = false
        let asked = try ModuleExtraction(target: asking, rootDirectory: path, configuration: configuration)
        #expect(checked.result.files.given == ["Sources/Kit/Kit.swift"])
        #expect(checked.diagnostics.map(\.id) == [.fileUnreadable])
        #expect(checked.diagnostics == asked.diagnostics)
        #expect(checked.result.files.given == asked.result.files.given)
    }

    @Test func oneRegularTargetMayKeepItsFilesDirectlyInSources() throws {
        let read = try read(
            "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Storage\", targets: [.target(name: \"Storage\"), .testTarget(name: \"StorageTests\")])\n",
            files: ["Sources/Store.swift", "Sources/Nested/Item.swift", "Tests/StorageTests/T.swift"]
        )
        #expect(read.diagnostics.isEmpty)
        #expect(read.targets.map(\.name) == ["Storage"])
        #expect(relativeSources(read.targets.first, root: read.root) == ["Sources/Nested/Item.swift", "Sources/Store.swift"])
    }

    @Test func beforeToolsVersion59TheTargetNeedsItsOwnFolder() throws {
        let read = try read(
            "// swift-tools-version:5.8\nimport PackageDescription\nlet package = Package(name: \"Storage\", targets: [.target(name: \"Storage\")])\n",
            files: ["Sources/Store.swift"]
        )
        #expect(read.targets.isEmpty)
        #expect(read.diagnostics.map(\.id) == [.projectInvalidReference])
    }

    @Test func twoRegularTargetsEachNeedTheirOwnFolder() throws {
        let read = try read(
            "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"A\"), .executableTarget(name: \"B\")])\n",
            files: ["Sources/Loose.swift", "Sources/B/main.swift"]
        )
        #expect(read.targets.map(\.name) == ["B"])
        #expect(read.targets.first?.kind == .tool)
        #expect(read.diagnostics.count == 1)
    }

    @Test(arguments: ["Source", "src", "srcs"]) func otherPredefinedFoldersAreUsed(_ folder: String) throws {
        let read = try read(
            "// swift-tools-version:5.5\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"A\"), .target(name: \"B\")])\n",
            files: ["\(folder)/A/A.swift", "\(folder)/B/B.swift"]
        )
        #expect(read.diagnostics.isEmpty)
        #expect(read.targets.map { relativeSources($0, root: read.root) } == [["\(folder)/A/A.swift"], ["\(folder)/B/B.swift"]])
    }

    @Test func pathSourcesAndExcludeSelectTheFiles() throws {
        let read = try read(
            """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "P", targets: [
                .target(name: "Core", path: "Code/Core", exclude: ["Old", "Kept/Skip.swift"], sources: ["Kept", "Top.swift"]),
            ])
            """,
            files: ["Code/Core/Top.swift", "Code/Core/Other.swift", "Code/Core/Kept/A.swift", "Code/Core/Kept/Skip.swift", "Code/Core/Old/B.swift"]
        )
        #expect(read.diagnostics.isEmpty)
        #expect(relativeSources(read.targets.first, root: read.root) == ["Code/Core/Kept/A.swift", "Code/Core/Top.swift"])
    }

    @Test func theManifestIsNoSourceOfATargetAtThePackagesFolder() throws {
        let read = try read(
            "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"Root\", path: \".\")])\n",
            files: ["Root.swift", "Package@swift-5.10.swift"]
        )
        #expect(relativeSources(read.targets.first, root: read.root) == ["Root.swift"])
    }

    @Test func aTargetNamedAsADependencyIsNoDeclaration() throws {
        let read = try read(
            """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "P", targets: [
                .target(name: "App", dependencies: [.target(name: "Core")]),
                .target(name: "Core"),
                .testTarget(name: "AppTests", dependencies: [.target(name: "App")]),
                .plugin(name: "Lint", capability: .buildTool()),
                .macro(name: "Macros"),
            ])
            """,
            files: ["Sources/App/A.swift", "Sources/Core/C.swift", "Sources/Macros/M.swift", "Plugins/Lint/L.swift"]
        )
        #expect(read.diagnostics.isEmpty)
        #expect(read.targets.map(\.name) == ["App", "Core"])
        #expect(read.targets.first?.dependencies == ["Core"])
    }
}

extension PackageLayoutTests {
    @Test func pluginsUsedAndProductsAreNoDeclarations() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "layout-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appending(path: "Sources/Tools"), withIntermediateDirectories: true)
        try Data("struct T {}\n".utf8).write(to: directory.appending(path: "Sources/Tools/T.swift"))
        try Data("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Tools",
                products: [.plugin(name: "Lint", targets: ["Lint"])],
                targets: [.target(name: "Tools", plugins: [.plugin(name: "SwiftLintBuildToolPlugin", package: "SwiftLintPlugins")])]
            )
            """.utf8).write(to: directory.appending(path: "Package.swift"))
        let path = directory.standardizedFileURL.path
        let read = PackageManifestReader.read(packageAt: path, rootDirectory: path)
        #expect(read.diagnostics.isEmpty)
        #expect(read.targets.map(\.name) == ["Tools"])
    }

    @Test func aTargetAddedInsideAnIfIsReportedAsNotRead() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "layout-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["A", "B", "C"] {
            try FileManager.default.createDirectory(at: directory.appending(path: "Sources/\(name)"), withIntermediateDirectories: true)
            try Data("struct T {}\n".utf8).write(to: directory.appending(path: "Sources/\(name)/T.swift"))
        }
        try Data("""
            // swift-tools-version:5.9
            import PackageDescription
            #if os(Linux)
            let extra: [Target] = [.target(name: "C")]
            #else
            let extra: [Target] = []
            #endif
            let package = Package(name: "P", targets: {
                var targets: [Target] = [.target(name: "A")]
                return targets + extra
            }())
            if Context.environment["WITH_B"] != nil {
                package.targets.append(.target(name: "B"))
            }
            """.utf8).write(to: directory.appending(path: "Package.swift"))
        let path = directory.standardizedFileURL.path
        let read = PackageManifestReader.read(packageAt: path, rootDirectory: path)
        // `#if` is evaluated for macOS, where Xcode runs the manifest; a closure called in place is read.
        #expect(read.targets.map(\.name) == ["A"])
        #expect(read.diagnostics.map(\.id) == [.projectNotRead])
        #expect(read.diagnostics.first?.severity == .note)
        #expect(read.diagnostics.first?.message.contains("'B'") == true)
    }

    @Test func theVersionSpecificManifestForAnOlderCompilerIsRead() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "layout-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["New", "Old"] {
            try FileManager.default.createDirectory(at: directory.appending(path: "Sources/\(name)"), withIntermediateDirectories: true)
            try Data("struct T {}\n".utf8).write(to: directory.appending(path: "Sources/\(name)/T.swift"))
        }
        try Data("// swift-tools-version:9.0\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"New\")])\n".utf8)
            .write(to: directory.appending(path: "Package.swift"))
        try Data("// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"Old\")])\n".utf8)
            .write(to: directory.appending(path: "Package@swift-6.0.swift"))
        let path = directory.standardizedFileURL.path
        #expect(PackageManifestReader.read(packageAt: path, rootDirectory: path, compilerVersion: [6, 3]).targets.map(\.name) == ["Old"])
        #expect(PackageManifestReader.read(packageAt: path, rootDirectory: path, compilerVersion: [9, 0]).targets.map(\.name) == ["New"])
    }
}
