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
