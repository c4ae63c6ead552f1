import Foundation
import IntentMetadataExtractor
import Testing

@Suite struct XcodeProjectReaderTests {
    private static let classicRoot = Fixtures.url("Projects/Classic").standardizedFileURL.path
    private static let synchronizedRoot = Fixtures.url("Projects/Synchronized").standardizedFileURL.path

    private func read(_ root: String, project: String, configuration: String? = nil) -> XcodeProject {
        XcodeProjectReader.read(projectAt: root + "/" + project, configuration: configuration, rootDirectory: root)
    }

    private func relative(_ paths: [String], to root: String) -> [String] {
        paths.map { String($0.dropFirst(root.count + 1)) }
    }

    private func target(_ name: String, in project: XcodeProject) throws -> ProjectTarget {
        try #require(project.targets.first { $0.name == name })
    }

    @Test func classicProjectListsNativeTargetsWithoutTests() {
        let project = read(Self.classicRoot, project: "Shelf.xcodeproj")
        #expect(project.diagnostics.isEmpty)
        #expect(project.targets.map(\.name) == ["Shelf App", "ShelfWidget", "ShelfMac"])
        #expect(project.targets.map(\.kind) == [.application, .appExtension, .application])
        #expect(project.localPackagePaths == [Self.classicRoot + "/Packages/ShelfKit"])
    }

    @Test func groupTreeGivesEachTargetItsFiles() throws {
        let project = read(Self.classicRoot, project: "Shelf.xcodeproj")
        let app = try target("Shelf App", in: project)
        #expect(relative(app.sourceFiles, to: Self.classicRoot) == ["App/Intents/OpenShelf.swift", "App/ShelfApp.swift", "Shared/SharedModel.swift"])
        #expect(relative(app.resourceFiles, to: Self.classicRoot) == ["App/en.lproj/Localizable.strings"])
        let widget = try target("ShelfWidget", in: project)
        #expect(relative(widget.sourceFiles, to: Self.classicRoot) == ["Shared/SharedModel.swift", "Widget/OpenShelf.swift"])
        // `Generated.swift` lives in BUILT_PRODUCTS_DIR: a build product, never a source.
        #expect(relative(try target("ShelfMac", in: project).sourceFiles, to: Self.classicRoot) == ["Mac/MacOnly.swift"])
    }

    @Test func moduleNamesFollowProductNames() throws {
        let project = read(Self.classicRoot, project: "Shelf.xcodeproj")
        #expect(try target("Shelf App", in: project).moduleName == "Shelf_App")
        #expect(try target("ShelfWidget", in: project).moduleName == "ShelfWidgetKit")
    }

    @Test func xcconfigIncludesAndInheritedBuildTheFlags() throws {
        let project = read(Self.classicRoot, project: "Shelf.xcodeproj")
        #expect(try target("Shelf App", in: project).compilationFlags == ["BASE_FLAG", "DEBUG", "SHARED_FLAG"])
        #expect(try target("ShelfWidget", in: project).compilationFlags == ["BASE_FLAG", "DEBUG", "SHARED_FLAG", "WIDGET"])
        #expect(try target("ShelfMac", in: project).compilationFlags == ["BASE_FLAG", "DEBUG", "MAC_FLAG", "MAC_SDK", "SHARED_FLAG"])
        #expect(try target("Shelf App", in: project).deploymentTarget == "17.0")
    }

    @Test func configurationChoosesTheSettings() throws {
        let project = read(Self.classicRoot, project: "Shelf.xcodeproj", configuration: "Release")
        #expect(try target("Shelf App", in: project).compilationFlags == ["BASE_FLAG", "SHARED_FLAG"])
    }

    @Test func platformComesFromTheSDK() throws {
        let project = read(Self.classicRoot, project: "Shelf.xcodeproj")
        #expect(try target("Shelf App", in: project).platform == .iOS)
        #expect(try target("ShelfMac", in: project).platform == .macOS)
        let synchronized = read(Self.synchronizedRoot, project: "Notes.xcodeproj")
        let notes = try target("Notes", in: synchronized)
        #expect(notes.platform == .iOS)
        #expect(notes.platforms == [.iOS, .macOS])
    }

    @Test func dependenciesListEmbeddedTargetsAndPackageProducts() throws {
        let project = read(Self.classicRoot, project: "Shelf.xcodeproj")
        #expect(try target("Shelf App", in: project).dependencies == ["ShelfKit", "ShelfWidget"])
        #expect(try target("Shelf App", in: project).developmentRegion == "en")
        #expect(try target("Shelf App", in: project).knownRegions == ["de", "en"])
    }

    @Test func synchronizedFoldersHonourExceptionsBothWays() throws {
        let project = read(Self.synchronizedRoot, project: "Notes.xcodeproj")
        #expect(project.diagnostics.isEmpty)
        let notes = try target("Notes", in: project)
        // `Drafts/` is excluded for the app, `PinNote.swift` of the widget's folder added to it; the asset catalog is opaque.
        #expect(relative(notes.sourceFiles, to: Self.synchronizedRoot) == ["Notes/Intents/NewNote.swift", "Notes/NotesApp.swift", "NotesWidget/PinNote.swift"])
        let widget = try target("NotesWidget", in: project)
        #expect(relative(widget.sourceFiles, to: Self.synchronizedRoot) == ["NotesWidget/NoteWidget.swift", "NotesWidget/PinNote.swift"])
    }
}
