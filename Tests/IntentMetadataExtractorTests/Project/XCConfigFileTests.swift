import Foundation
import IntentMetadataExtractor
import Testing

@Suite struct XCConfigFileTests {
    @Test func linesEndAtEveryLineBreakAndCommentsEndLines() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("intent-metadata-xcconfig-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        // `\r\n`, `\r` and `\n` each end one line; a no-break space pads like a space.
        let text = "// header\n" + "A = 1\r\n" + "B = 2 // note\r" + "\u{00A0}C = 3\u{00A0}\n" + "not an assignment\r\n"
            + "E = https://example.com\n" + "\u{00A0}\n" + "F = 4"
        try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/Test.xcconfig"))
        let file = XCConfigFile(contentsOf: root + "/Test.xcconfig", rootDirectory: root)
        #expect(file.assignments.map { "\($0.key)=\($0.value)" } == ["A=1", "B=2", "C=3", "E=https:", "F=4"])
        #expect(file.diagnostics.map(\.location.line) == [5])
        #expect(file.diagnostics.map(\.location.file) == ["Test.xcconfig"])
    }

    /// A regular file is read, included or not, also through a symbolic link (a shared configuration linked into
    /// a project folder); a folder, a missing file and a dangling link are not, each with the note; the rest of the
    /// including file still applies.
    @Test func readsRegularFilesThroughLinksOnly() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("intent-metadata-xcconfig-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/Folder.xcconfig", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data("SHARED = 1\n".utf8).write(to: URL(fileURLWithPath: root + "/Shared.xcconfig"))
        try FileManager.default.createSymbolicLink(atPath: root + "/Linked.xcconfig", withDestinationPath: root + "/Shared.xcconfig")
        try FileManager.default.createSymbolicLink(atPath: root + "/Dangling.xcconfig", withDestinationPath: root + "/Gone.xcconfig")
        let text = "#include \"Shared.xcconfig\"\n#include \"Linked.xcconfig\"\n#include \"Folder.xcconfig\"\n"
            + "#include \"Missing.xcconfig\"\n#include \"Dangling.xcconfig\"\nOWN = 2\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/Main.xcconfig"))
        let file = XCConfigFile(contentsOf: root + "/Main.xcconfig", rootDirectory: root)
        #expect(file.assignments.map { "\($0.key)=\($0.value)" } == ["SHARED=1", "SHARED=1", "OWN=2"])
        #expect(file.diagnostics.map(\.location.line) == [3, 4, 5])
        #expect(file.diagnostics.allSatisfy { $0.message.contains("does not exist or cannot be read") })
        // The file itself named through a link is read too.
        #expect(XCConfigFile(contentsOf: root + "/Linked.xcconfig", rootDirectory: root).assignments.count == 1)
    }
}
