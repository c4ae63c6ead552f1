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

@Suite struct SourceFileLineTableTests {
    @Test func lineFeedOnlyFilesAndMixedFilesGiveTheSameTable() {
        let lineFeeds = SourceFile(path: "A.swift", text: "a\n\nbc\nd\n")
        #expect(lineFeeds.lineStarts == [0, 2, 3, 6, 8])
        let mixed = SourceFile(path: "B.swift", text: "a\r\n\rbc\nd\n")
        #expect(mixed.lineStarts == [0, 3, 4, 7, 9])
        #expect(SourceFile(path: "C.swift", text: "").lineStarts == [0])
    }
}
