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
}
