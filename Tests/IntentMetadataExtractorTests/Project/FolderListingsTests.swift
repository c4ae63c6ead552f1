import Foundation
@testable import IntentMetadataExtractor
import TestSupport
import Testing

/// `FolderListings` lets a project's reader skip the `stat` of a file the repository walk saw as a regular file; every
/// answer must still be the one `stat` gives, whatever the entry is and whether its folder was listed.
@Suite struct FolderListingsTests {
    /// A tree with an entry of each kind, in a listed folder and in folders the walk does not list.
    private func tree() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write("struct A {}\n", to: "A.swift")
        try folder.write("struct B {}\n", to: "Sources/B.swift")
        try folder.write("struct Hidden {}\n", to: ".hidden/H.swift")
        try folder.write("struct Outside {}\n", to: "Elsewhere/O.swift")
        try FileManager.default.createDirectory(atPath: folder.path + "/Folder.swift", withIntermediateDirectories: true)
        try folder.link("Alias.swift", to: "A.swift")
        try folder.link("Dangling.swift", to: "Missing.swift")
        try folder.link("Linked", to: "Elsewhere")
        #expect(mkfifo(folder.path + "/Pipe.swift", 0o644) == 0)
        return folder
    }

    /// The listings of the folders the repository walk would list: those it enters, not hidden ones or links.
    private func listings(of folder: TemporaryDirectory) -> FolderListings {
        var entries: [String: [FolderEntries.Entry]] = [:]
        for path in [folder.path, folder.path + "/Sources", folder.path + "/Elsewhere"] {
            let listing = FolderEntries.entries(of: path, followingLinks: false)
            #expect(listing != nil, "\(path)")
            entries[path] = listing
        }
        return FolderListings(entries)
    }

    @Test func onlyRegularFilesOfListedFoldersAreVouchedFor() throws {
        let folder = try tree()
        let listings = listings(of: folder)
        let paths = [
            "A.swift", "Sources/B.swift", ".hidden/H.swift", "Elsewhere/O.swift", "Linked/O.swift", "Folder.swift", "Alias.swift",
            "Dangling.swift", "Pipe.swift", "Missing.swift", "a.swift", "Sources", "Sources/", "Sources/Gone/B.swift", "",
        ].map { folder.path + "/" + $0 }
        // A path the listings vouch for is one `stat` says is a file; only the regular files of listed folders are.
        for path in paths where listings.isListedAsRegularFile(path) {
            #expect(ProjectPath.isFile(path), "\(path)")
        }
        let answeredFromListings = paths.filter(listings.isListedAsRegularFile).map { String($0.dropFirst(folder.path.count + 1)) }
        #expect(answeredFromListings == ["A.swift", "Sources/B.swift", "Elsewhere/O.swift"])
        #expect(!FolderListings.none.isListedAsRegularFile(folder.path + "/A.swift"))
    }

    @Test func theSwiftFilesAreTheRegularSwiftEntriesOfListedFoldersInByteOrder() throws {
        let folder = try tree()
        try folder.write("struct Z {}\n", to: "Sources/Z.swift")
        try folder.write("# notes\n", to: "Sources/README.md")
        // A folder named like a Swift file, links to a file or nowhere, and a pipe are not read ahead; nor is a file of
        // a folder the walk did not list.
        let files = listings(of: folder).swiftFiles().map { String($0.dropFirst(folder.path.count + 1)) }
        #expect(files == ["A.swift", "Elsewhere/O.swift", "Sources/B.swift", "Sources/Z.swift"])
        #expect(FolderListings.none.swiftFiles().isEmpty)
    }

    @Test func aFolderListingFromTheWalkGivesTheFilesOfAFreshOne() throws {
        let folder = try tree()
        try folder.write("struct Deep {}\n", to: "Sources/Deep/D.swift")
        try folder.write("{}", to: "Sources/Assets.xcassets/Contents.json")
        try folder.link("Sources/LinkedFolder", to: folder.path + "/Elsewhere")
        try folder.link("Sources/LinkedFile.swift", to: folder.path + "/A.swift")
        try folder.write("struct Plain {}\n", to: "Plain/P.swift")
        var entries: [String: [FolderEntries.Entry]] = [:]
        for path in ["", "/Sources", "/Sources/Deep", "/Elsewhere", "/Plain"].map({ folder.path + $0 }) {
            entries[path] = FolderEntries.entries(of: path, followingLinks: false)
        }
        let listings = FolderListings(entries)
        // A folder with links (the root, `Sources`) is listed again; one without is taken from the walk.
        #expect(listings.entriesFollowingLinks(of: folder.path) == nil)
        #expect(listings.entriesFollowingLinks(of: folder.path + "/Sources") == nil)
        #expect(listings.entriesFollowingLinks(of: folder.path + "/Plain")?.map(\.name) == ["P.swift"])
        #expect(listings.entriesFollowingLinks(of: folder.path + "/Unlisted") == nil)
        for start in ["", "/Sources", "/Plain", "/Elsewhere"].map({ folder.path + $0 }) {
            #expect(DirectoryListing.files(under: start, listings: listings) == DirectoryListing.files(under: start), "\(start)")
        }
        let sources = DirectoryListing.files(under: folder.path + "/Sources", listings: listings).map { String($0.dropFirst(folder.path.count + 1)) }
        #expect(sources == [
            "Sources/Assets.xcassets", "Sources/B.swift", "Sources/Deep/D.swift", "Sources/LinkedFile.swift", "Sources/LinkedFolder/O.swift",
        ])
    }

    @Test func aRepositoryReadsTheSameTargetsAsItsProjectReadAlone() throws {
        let folder = try tree()
        let names = ["A.swift", "Sources/B.swift", ".hidden/H.swift", "Linked/O.swift", "Folder.swift", "Alias.swift", "Dangling.swift", "Gone.swift"]
        let references = names.enumerated().map { "F\($0.offset) = { isa = PBXFileReference; path = \"\($0.element)\"; sourceTree = \"<group>\"; };" }
        let buildFiles = names.indices.map { "B\($0) = { isa = PBXBuildFile; fileRef = F\($0); };" }
        try folder.write("""
            // !$*UTF8*$!
            {
                objects = {
                    R1 = { isa = PBXProject; mainGroup = G1; targets = (T1); };
                    G1 = { isa = PBXGroup; children = (\(names.indices.map { "F\($0)" }.joined(separator: ", "))); sourceTree = "<group>"; };
                    \(references.joined(separator: "\n"))
                    \(buildFiles.joined(separator: "\n"))
                    S1 = { isa = PBXSourcesBuildPhase; files = (\(names.indices.map { "B\($0)" }.joined(separator: ", "))); };
                    T1 = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (S1); };
                };
                rootObject = R1;
            }
            """, to: "App.xcodeproj/project.pbxproj")
        let repository = try #require(Repository.discover(at: folder.path, configuration: nil))
        let alone = XcodeProjectReader.read(projectAt: folder.path + "/App.xcodeproj", configuration: nil, rootDirectory: folder.path)
        let target = try #require(repository.targets.first)
        #expect(target.sourceFiles == alone.targets.first?.sourceFiles)
        #expect(target.sourceFiles.map { String($0.dropFirst(folder.path.count + 1)) }.sorted() == [
            ".hidden/H.swift", "A.swift", "Alias.swift", "Linked/O.swift", "Sources/B.swift",
        ])
        #expect(repository.diagnostics.map(\.message) == alone.diagnostics.map(\.message))
        #expect(repository.diagnostics.map(\.message).sorted() == [
            "file 'Dangling.swift' of target 'App' does not exist; it is skipped",
            "file 'Folder.swift' of target 'App' does not exist; it is skipped",
            "file 'Gone.swift' of target 'App' does not exist; it is skipped",
        ])
    }
}
