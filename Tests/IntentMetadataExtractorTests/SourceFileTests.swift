import IntentMetadataExtractor
import Testing

@Suite struct SourceFileTests {
    @Test func columnsCountUTF8BytesAndLinesCountCRLFOnce() {
        let file = SourceFile(path: "A.swift", text: "a\r\né b\rc")
        #expect(file.lineAndColumn(at: 3) == (2, 1))
        #expect(file.lineAndColumn(at: 6) == (2, 4))
        #expect(file.lineAndColumn(at: 8) == (3, 1))
    }
}
