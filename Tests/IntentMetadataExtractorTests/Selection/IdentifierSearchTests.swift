@testable import IntentMetadataExtractor
import Testing

@Suite struct IdentifierSearchTests {
    private func occurs(_ words: [String], in text: String) -> Bool {
        IdentifierSearch(words: words).occurs(in: Array(text.utf8))
    }

    @Test func findsWholeWordsOnly() {
        #expect(occurs(["AppIntent"], in: "struct Add: AppIntent {}"))
        #expect(occurs(["AppIntent"], in: "struct Add: AppIntents.AppIntent {}"))
        #expect(!occurs(["AppIntent"], in: "import AppIntents"))
        #expect(!occurs(["AppIntent"], in: "struct Add: MyAppIntent {}"))
        #expect(!occurs(["AppIntent"], in: "let x = AppIntent_2"))
        #expect(!occurs(["AppIntent"], in: "let café = éAppIntent"))
    }

    @Test func findsWordsAtTheEdgesOfTheBytes() {
        #expect(occurs(["AppEnum"], in: "AppEnum"))
        #expect(occurs(["AppEnum"], in: "AppEnum {"))
        #expect(occurs(["AppEnum"], in: ": AppEnum"))
        #expect(!occurs(["AppEnum"], in: "AppEnu"))
        #expect(!occurs(["AppEnum"], in: ""))
    }

    @Test func findsOneAndTwoByteWords() {
        #expect(occurs(["T"], in: "func f<T>(_ x: T)"))
        #expect(!occurs(["T"], in: "let Tx = 1"))
        #expect(occurs(["ID", "T"], in: "var id: ID"))
        #expect(!occurs(["ID"], in: "var id: IDs"))
    }

    @Test func countsWordsInCommentsAndStringsToo() {
        // Generous on purpose: a parse too many costs time, a file missed would cost metadata.
        #expect(occurs(["AppEntity"], in: "// an AppEntity would go here"))
        #expect(occurs(["AppEntity"], in: #"let s = "AppEntity""#))
    }

    @Test func ignoresEmptyWordsAndFindsNothingWithoutWords() {
        #expect(!occurs([""], in: "anything at all"))
        #expect(!occurs([], in: "anything at all"))
    }

    /// Random texts from a small alphabet, where words collide and overlap often, against splitting the text
    /// into identifier runs and looking each up.
    @Test func agreesWithSplittingIntoWords() {
        var random = SplitMix64(seed: 0x5E1EC7)
        let alphabet = Array("ABab_1 .:<>\n".utf8) + [0xC3, 0xA9]
        for _ in 0..<3_000 {
            let words = (0..<Int(random.next() % 4 + 1)).map { _ in
                String(decoding: (0..<Int(random.next() % 4 + 1)).map { _ in Array("ABab_1".utf8)[Int(random.next() % 6)] }, as: UTF8.self)
            }
            let bytes = (0..<Int(random.next() % 40)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            let runs = bytes.split { !IdentifierSearch.isIdentifierByte($0) }.map { String(decoding: $0, as: UTF8.self) }
            let expected = runs.contains { words.contains($0) }
            #expect(IdentifierSearch(words: words).occurs(in: bytes) == expected, "words \(words) in \(bytes)")
        }
    }
}
