import Foundation
@testable import IntentMetadataExtractor
import TestSupport
import Testing

/// `FolderEntries` sorts a listing by a number made of each name's first eight bytes, then by all bytes: the order
/// must be the order of the names' UTF-8 bytes, whatever they share.
@Suite struct FolderEntriesTests {
    @Test func entriesAreInTheOrderOfTheirNamesBytes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folder-entries-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var random = SplitMix64(seed: 0xF01D_E2)
        let pieces = ["a", "B", "é", "abcdefgh", "abcdefg", "0", "_", "~", "😀", "Z"]
        var names: Set<String> = []
        while names.count < 60 {
            names.insert((0..<Int(1 + random.next() % 4)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined())
        }
        for (number, name) in names.enumerated() {
            if number % 3 == 0 {
                try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: false)
            } else {
                try Data().write(to: folder.appendingPathComponent(name))
            }
        }
        let entries = try #require(FolderEntries.entries(of: folder.path, followingLinks: false))
        #expect(entries.map(\.name) == names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(entries.filter(\.isDirectory).count == (names.count + 2) / 3)
    }

    @Test func namesStartingWithDotsAndNamesOfTheLongestLengthAreListedButNotTheFolderAndItsParent() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folder-entries-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = [".a", "..b", "...", ".x.xcodeproj", "a", String(repeating: "n", count: 255), String(repeating: "é", count: 127)]
        for name in names {
            try Data().write(to: folder.appendingPathComponent(name))
        }
        let entries = try #require(FolderEntries.entries(of: folder.path, followingLinks: false))
        #expect(entries.map(\.name) == names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }

    /// On Linux a folder's records are read 32 KiB at a time: 3,000 entries of 40-byte names take several reads.
    @Test func aFolderWhoseEntriesFillSeveralReadsIsListedWholeWithItsKinds() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folder-entries-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = (0..<3000).map { String(format: "entry-%05d-", $0) + String(repeating: "x", count: 28) }
        for (number, name) in names.enumerated() {
            if number % 7 == 0 {
                try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: false)
            } else {
                try Data().write(to: folder.appendingPathComponent(name))
            }
        }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link").path, withDestinationPath: names[0])
        let entries = try #require(FolderEntries.entries(of: folder.path, followingLinks: false))
        #expect(entries.map(\.name) == names + ["link"])
        #expect(entries.filter(\.isDirectory).map(\.name) == names.enumerated().filter { $0.offset % 7 == 0 }.map(\.element))
        #expect(entries.filter(\.isRegularFile).count == names.count - (names.count + 6) / 7)
        // Followed, the link is a folder; not followed, it is neither a folder nor a regular file.
        let following = try #require(FolderEntries.entries(of: folder.path, followingLinks: true))
        #expect(following.last.map { $0.name == "link" && $0.isDirectory && !$0.isRegularFile } == true)
        #expect(entries.last.map { !$0.isDirectory && !$0.isRegularFile } == true)
    }

    @Test func namesAreMatchedOnTheirBytes() {
        func entry(_ name: String) -> FolderEntries.Entry { FolderEntries.Entry(name: name, isDirectory: false) }
        #expect(entry("project.yml").hasName("project.yml"))
        #expect(!entry("project.ymlx").hasName("project.yml"))
        #expect(!entry("xproject.yml").hasName("project.yml"))
        #expect(!entry("project.ym").hasName("project.yml"))
        #expect(!entry("Project.yml").hasName("project.yml"))
        #expect(entry("App.xcodeproj").nameEnds(with: ".xcodeproj"))
        #expect(entry("é.xcodeproj").nameEnds(with: ".xcodeproj"))
        #expect(entry(".xcodeproj").nameEnds(with: ".xcodeproj"))
        #expect(!entry("xcodeproj").nameEnds(with: ".xcodeproj"))
        #expect(!entry("App.xcodeproj ").nameEnds(with: ".xcodeproj"))
    }
}
