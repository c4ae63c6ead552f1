import Foundation
@testable import IntentMetadataExtractor
import Testing

/// The XcodeGen fixture (`TestInputs/Projects/XcodeGen`): an include, a template, a multi-platform target, excludes,
/// includes, folder references, build phases, optional sources, settings groups, configurations and `.xcconfig` files.
@Suite struct XcodeGenReaderTests {
    private static let root = Fixtures.url("Projects/XcodeGen").standardizedFileURL.path

    private func read(configuration: String? = nil) -> ProjectReading {
        XcodeGenReader.read(specAt: Self.root + "/project.yml", configuration: configuration, rootDirectory: Self.root)
    }

    private func target(_ name: String, configuration: String? = nil) throws -> ProjectTarget {
        try #require(read(configuration: configuration).targets.first { $0.name == name })
    }

    @Test func targetsAreSplitPerPlatformAndTestsLeftOut() {
        let reading = read()
        #expect(reading.diagnostics.isEmpty)
        #expect(reading.targets.map(\.name) == ["NotesApp", "NotesWidget", "Shared_iOS", "Shared_macOS"])
        #expect(reading.targets.map(\.kind) == [.application, .appExtension, .framework, .framework])
        #expect(reading.localPackagePaths == [Self.root + "/Packages/NotesKit"])
    }

    @Test func sourcesFollowExcludesFolderReferencesAndOptionalPaths() throws {
        let app = try target("NotesApp")
        #expect(app.sourceFiles == [Self.root + "/App/Intents/OpenNote.swift", Self.root + "/App/NotesApp.swift"])
        #expect(app.resourceFiles == [Self.root + "/App/en.lproj/Localizable.strings"])
    }

    @Test func anIncludedSpecsPathsStartAtItsFolder() throws {
        let widget = try target("NotesWidget")
        #expect(widget.sourceFiles == [Self.root + "/Widget/NoteWidget.swift"])
        #expect(widget.platforms == [.iOS, .macOS])
    }

    @Test func settingsComeFromPresetsFilesGroupsAndConfigurations() throws {
        let app = try target("NotesApp")
        // The `.xcconfig` replaces the DEBUG preset; the template's flag and the debug configuration's are added.
        #expect(app.compilationFlags == ["FROM_XCCONFIG", "HAS_INTENTS_NotesApp", "VERBOSE"])
        #expect(app.moduleName == "Notes_App")
        #expect(app.developmentRegion == "de")
        #expect(app.deploymentTarget == "17.0")
        #expect(app.dependencies == ["NotesKit", "NotesWidget", "RemoteKit"])
        // `Beta` has no `.xcconfig`, is no debug configuration and has no `configs:` entry: the template's and the group's.
        #expect(try target("NotesApp", configuration: "Beta").compilationFlags == ["HAS_INTENTS_NotesApp", "SHARED"])
    }

    @Test func aMultiPlatformTargetKeepsItsNameAsProductName() throws {
        let mac = try target("Shared_macOS")
        #expect(mac.platform == .macOS)
        #expect(mac.moduleName == "Shared")
    }

    /// Targets sharing a source folder each get its files as their own entry says: the folder is walked once per
    /// spec, and each target's excludes, includes and folder type still apply.
    @Test func targetsSharingASourceFolderEachGetTheirOwnFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "xcodegen-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for file in ["Shared/A.swift", "Shared/Old/B.swift", "Shared/.hidden/C.swift", "Shared/D.swift"] {
            try FileManager.default.createDirectory(atPath: directory + "/" + ProjectPath.parent(of: file), withIntermediateDirectories: true)
            try Data("struct S {}\n".utf8).write(to: URL(fileURLWithPath: directory + "/" + file))
        }
        try Data("""
            name: X
            targets:
              All: {type: application, platform: iOS, sources: [Shared]}
              NoOld: {type: application, platform: iOS, sources: [{path: Shared, excludes: [Old]}]}
              OnlyOld: {type: application, platform: iOS, sources: [{path: Shared, includes: ["Old/**"]}]}
              Synced: {type: application, platform: iOS, sources: [{path: Shared, type: syncedFolder}]}
              AllAgain: {type: application, platform: iOS, sources: [Shared]}

            """.utf8).write(to: URL(fileURLWithPath: directory + "/project.yml"))
        let reading = XcodeGenReader.read(specAt: directory + "/project.yml", configuration: nil, rootDirectory: directory)
        let files = Dictionary(uniqueKeysWithValues: reading.targets.map { ($0.name, $0.sourceFiles.map { ProjectPath.relative($0, to: directory) }) })
        let all = ["Shared/.hidden/C.swift", "Shared/A.swift", "Shared/D.swift", "Shared/Old/B.swift"]
        #expect(files["All"] == all)
        #expect(files["NoOld"] == ["Shared/.hidden/C.swift", "Shared/A.swift", "Shared/D.swift"])
        #expect(files["OnlyOld"] == ["Shared/Old/B.swift"])
        #expect(files["Synced"] == ["Shared/A.swift", "Shared/D.swift", "Shared/Old/B.swift"])
        #expect(files["AllAgain"] == all)
    }

    @Test func aMissingIncludeIsAnErrorAndNothingIsRead() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "xcodegen-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data("name: X\ninclude: [missing.yml]\ntargets:\n  A: {type: application, platform: iOS}\n".utf8).write(to: URL(fileURLWithPath: directory + "/project.yml"))
        let reading = XcodeGenReader.read(specAt: directory + "/project.yml", configuration: nil, rootDirectory: directory)
        #expect(reading.targets.isEmpty)
        #expect(reading.diagnostics.map(\.id) == [.projectUnreadable])
        #expect(reading.diagnostics.first?.location.line == 2)
    }

    @Test func aSpecBesideItsGeneratedProjectIsNotReadTwice() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "xcodegen-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/App.xcodeproj", withIntermediateDirectories: true)
        let entries = FolderEntries.entries(of: directory, followingLinks: false) ?? []
        #expect(XcodeGenFormat().projects(in: directory, entries: entries + [FolderEntries.Entry(name: "project.yml", isDirectory: false)]).isEmpty)
    }
}

extension XcodeGenReaderTests {
    @Test func includeCyclesAndTemplateCyclesEnd() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "xcodegen-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/Sources", withIntermediateDirectories: true)
        try Data("struct A {}\n".utf8).write(to: URL(fileURLWithPath: directory + "/Sources/A.swift"))
        try Data("""
            name: X
            include: [other.yml]
            targetTemplates:
              T1: {templates: [T2]}
              T2: {templates: [T1], platform: iOS}
            targets:
              A: {type: application, templates: [T1], sources: [Sources]}
            """.utf8).write(to: URL(fileURLWithPath: directory + "/project.yml"))
        try Data("include: [project.yml]\n".utf8).write(to: URL(fileURLWithPath: directory + "/other.yml"))
        let reading = XcodeGenReader.read(specAt: directory + "/project.yml", configuration: nil, rootDirectory: directory)
        #expect(reading.diagnostics.isEmpty)
        #expect(reading.targets.map(\.name) == ["A"])
        #expect(reading.targets.first?.platform == .iOS)
        #expect(reading.targets.first?.swiftFileCount == 1)
    }
}
