import Foundation
@testable import IntentMetadataExtractor
import TestSupport
import Testing

/// Project files (`project.pbxproj`, `Package.swift`, Tuist's `Project.swift`, XcodeGen's `project.yml`) are read as
/// source files are (`SourceTree.contents(ofFileAt:)`): through a link, but never a pipe or a folder in their place.
@Suite struct ProjectFileReadingTests {
    private static let pbxproj = """
        // !$*UTF8*$!
        {
            objects = {
                R1 = { isa = PBXProject; mainGroup = G1; targets = (T1); };
                G1 = { isa = PBXGroup; children = (F1); sourceTree = "<group>"; };
                F1 = { isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
                B1 = { isa = PBXBuildFile; fileRef = F1; };
                S1 = { isa = PBXSourcesBuildPhase; files = (B1); };
                T1 = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (S1); };
            };
            rootObject = R1;
        }
        """

    @Test func aLinkedProjectFileIsReadAsTheFileItself() throws {
        let folder = try TemporaryDirectory()
        try folder.write("struct A {}\n", to: "A.swift")
        try folder.write(Self.pbxproj, to: "Shared/project.pbxproj")
        try FileManager.default.createDirectory(atPath: folder.path + "/App.xcodeproj", withIntermediateDirectories: true)
        try folder.link("App.xcodeproj/project.pbxproj", to: folder.path + "/Shared/project.pbxproj")
        let project = XcodeProjectReader.read(projectAt: folder.path + "/App.xcodeproj", configuration: nil, rootDirectory: folder.path)
        #expect(project.diagnostics.isEmpty)
        #expect(project.targets.first?.sourceFiles == [folder.path + "/A.swift"])
    }

    @Test(arguments: [
        ("App.xcodeproj/project.pbxproj", "App.xcodeproj", "the project file could not be read"),
        ("Package.swift", "Package.swift", "the package manifest could not be read"),
        ("Project.swift", "Project.swift", "the Tuist manifest could not be read"),
        ("project.yml", "project.yml", "the spec file 'project.yml' does not exist or cannot be read"),
    ])
    func aPipeInPlaceOfAProjectFileIsUnreadableAndNeverWaitedOn(file: String, named: String, message: String) throws {
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder.path + "/App.xcodeproj", withIntermediateDirectories: true)
        #expect(mkfifo(folder.path + "/" + file, 0o644) == 0)
        let repository = try #require(Repository.discover(at: folder.path + "/" + named, configuration: nil))
        #expect(repository.targets.isEmpty)
        #expect(repository.diagnostics.map(\.message) == [message])
        #expect(repository.diagnostics.first?.id == .projectUnreadable)
    }
}
