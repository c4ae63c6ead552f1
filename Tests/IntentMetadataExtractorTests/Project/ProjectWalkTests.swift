import Foundation
@testable import IntentMetadataExtractor
import TestSupport
import Testing

/// The two walks of the project reader, over folders with links: the search for projects never follows a link to a
/// folder, and the listing of a target's folder follows links but enters each folder once.
@Suite struct ProjectWalkTests {
    @Test func theSearchForProjectsDoesNotFollowLinksToFolders() throws {
        let root = try TemporaryDirectory()
        try root.write("// !$*UTF8*$!\n{ objects = {}; }\n", to: "App/App.xcodeproj/project.pbxproj")
        try root.write("// !$*UTF8*$!\n{ objects = {}; }\n", to: "Elsewhere/Other.xcodeproj/project.pbxproj")
        try root.write("// !$*UTF8*$!\n{ objects = {}; }\n", to: "App/Pods/Pod.xcodeproj/project.pbxproj")
        try root.link("App/Linked", to: root.path + "/Elsewhere")
        let repository = try #require(Repository.discover(at: root.path + "/App", configuration: nil))
        #expect(repository.projectPaths.map { ProjectPath.lastComponent(of: $0) } == ["App.xcodeproj"])
    }

    /// The walk searches eight folders deep and no deeper, and never inside hidden folders, build output, dependency
    /// checkouts or a project; what it finds is the same whichever folders it lists first.
    @Test func theSearchForProjectsStopsAtItsDepthAndSkipsFolders() throws {
        let root = try TemporaryDirectory()
        let project = "// !$*UTF8*$!\n{ objects = {}; }\n"
        try root.write(project, to: "Top.xcodeproj/project.pbxproj")
        try root.write(project, to: "a/b/c/d/e/f/g/h/Deep.xcodeproj/project.pbxproj")
        try root.write(project, to: "a/b/c/d/e/f/g/h/i/TooDeep.xcodeproj/project.pbxproj")
        try root.write(project, to: "a-z/Beside.xcodeproj/project.pbxproj")
        try root.write(project, to: "a/Middle.xcodeproj/project.pbxproj")
        try root.write(project, to: ".hidden/Hidden.xcodeproj/project.pbxproj")
        try root.write(project, to: "node_modules/x/Module.xcodeproj/project.pbxproj")
        try root.write(project, to: "Build/Output.xcodeproj/project.pbxproj")
        try root.write(project, to: "Top.xcodeproj/Inner/Inside.xcodeproj/project.pbxproj")
        for index in 0..<40 { try root.write(project, to: "many/folder\(index)/P\(index).xcodeproj/project.pbxproj") }
        let discovery = Repository.discovery(at: root.path, configuration: nil)
        let expected = ["Top.xcodeproj", "a-z/Beside.xcodeproj", "a/Middle.xcodeproj", "a/b/c/d/e/f/g/h/Deep.xcodeproj"]
            + (0..<40).map { "many/folder\($0)/P\($0).xcodeproj" }
        #expect(discovery.projectsFound == expected.sorted())
        let repository = try #require(discovery.repository)
        #expect(repository.projectPaths == expected.map { root.path + "/" + $0 }.sorted())
    }

    /// A Tuist workspace's root `Package.swift` lists dependencies and no target (TodoCalendar): the folder is read as
    /// a plain folder of sources, not as a package of none. Named on its own, the manifest is still that package.
    @Test func aPackageOfNoTargetStandsForNoneOfTheFoldersSources() throws {
        let root = try TemporaryDirectory()
        try root.write("""
            // swift-tools-version: 5.9
            import PackageDescription
            #if TUIST
            import ProjectDescription
            let packageSettings = PackageSettings(productTypes: ["Alamofire": .framework])
            #endif
            let package = Package(name: "Calendar", dependencies: [.package(url: "https://example.com/a.git", exact: "1.0.0")])
            """, to: "Package.swift")
        try root.write("import ProjectDescription\nlet project = Project(name: \"App\")\n", to: "App/Project.swift")
        try root.write("struct A {}\n", to: "App/Sources/A.swift")
        let discovery = Repository.discovery(at: root.path, configuration: nil)
        #expect(discovery.repository == nil)
        // What the walk found, for the message that says the folder is read as one module.
        #expect(discovery.projectsFound == ["App/Project.swift", "Package.swift"])
        let named = try #require(Repository.discover(at: root.path + "/Package.swift", configuration: nil))
        #expect(named.targets.isEmpty)
        // A package with a target is still a repository.
        try root.write("// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\n", to: "Package.swift")
        try root.write("struct K {}\n", to: "Sources/Kit/K.swift")
        #expect(Repository.discover(at: root.path, configuration: nil)?.targets.map(\.name) == ["Kit"])
    }

    /// A folder left when a project was renamed (harmony-one/x) keeps only its shared schemes: it is no project, and
    /// the walk passes over it rather than stopping the command on a project it cannot read. Named, it is an error.
    @Test func anXcodeprojFolderWithoutAProjectFileIsNoProject() throws {
        let root = try TemporaryDirectory()
        try root.write("<Scheme/>\n", to: "Old/Old.xcodeproj/xcshareddata/xcschemes/Old.xcscheme")
        try root.write("struct A {}\n", to: "Old/A.swift")
        let onlyStray = Repository.discovery(at: root.path, configuration: nil)
        #expect(onlyStray.repository == nil)
        #expect(onlyStray.projectsFound.isEmpty)
        try root.write("// !$*UTF8*$!\n{ objects = {}; }\n", to: "App/App.xcodeproj/project.pbxproj")
        let repository = try #require(Repository.discover(at: root.path, configuration: nil))
        #expect(repository.projectPaths == [root.path + "/App/App.xcodeproj"])
        let named = try #require(Repository.discover(at: root.path + "/Old/Old.xcodeproj", configuration: nil))
        #expect(named.diagnostics.map(\.message) == ["the project has no readable 'project.pbxproj'"])
    }

    @Test func aTargetFolderListingFollowsLinksAndEntersEachFolderOnce() throws {
        let root = try TemporaryDirectory()
        try root.write("", to: "Sources/b.swift")
        try root.write("", to: "Sources/Inner/a.swift")
        try root.write("", to: "Sources/.hidden/c.swift")
        try root.write("", to: "Sources/Assets.xcassets/Contents.json")
        try root.write("", to: "Shared/shared.swift")
        try root.link("Sources/Shared", to: root.path + "/Shared")
        try root.link("Sources/Inner/Loop", to: root.path + "/Sources")
        try root.link("Sources/dangling.swift", to: root.path + "/nowhere.swift")
        let base = root.path + "/Sources/"
        let files = DirectoryListing.files(under: root.path + "/Sources").map { String($0.dropFirst(base.count)) }
        #expect(files == ["Assets.xcassets", "Inner/a.swift", "Shared/shared.swift", "b.swift", "dangling.swift"])
    }

    @Test func entriesAreSortedByBytesAndSayWhichAreFolders() throws {
        let root = try TemporaryDirectory()
        try root.write("", to: "b")
        try root.write("", to: "B/x")
        try root.write("", to: "é")
        try root.link("link", to: root.path + "/B")
        let following = try #require(FolderEntries.entries(of: root.path, followingLinks: true))
        #expect(following.map(\.name) == ["B", "b", "link", "é"])
        #expect(following.map(\.isDirectory) == [true, false, true, false])
        let notFollowing = try #require(FolderEntries.entries(of: root.path, followingLinks: false))
        #expect(notFollowing.map(\.isDirectory) == [true, false, false, false])
        #expect(FolderEntries.entries(of: root.path + "/missing", followingLinks: true) == nil)
    }
}
