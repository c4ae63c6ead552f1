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
    /// into identifier runs and looking each up. Short words take the pair loop (or the word-by-word loop with
    /// one-byte words); words of four bytes or more the skip table, whose halves meet in the middle of the text.
    @Test(arguments: [(1, 4, 40), (4, 9, 300)])
    func agreesWithSplittingIntoWords(shortest: Int, longest: Int, textLength: Int) {
        var random = SplitMix64(seed: 0x5E1EC7 &+ UInt64(shortest))
        let alphabet = Array("ABab_1 .:<>\n".utf8) + [0xC3, 0xA9]
        var found = 0
        for _ in 0..<3_000 {
            let words = (0..<Int(random.next() % 4 + 1)).map { _ in
                let length = shortest + Int(random.next() % UInt64(longest - shortest + 1))
                return String(decoding: (0..<length).map { _ in Array("ABab_1".utf8)[Int(random.next() % 6)] }, as: UTF8.self)
            }
            var bytes = (0..<Int(random.next() % UInt64(textLength))).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            // Plant one of the words, delimited or not, in most texts, so that both answers are common.
            if random.next() % 4 != 0, let word = words.randomElement(using: &random) {
                let at = Int(random.next() % UInt64(bytes.count + 1))
                bytes.insert(contentsOf: Array(word.utf8), at: at)
            }
            let runs = bytes.split { !IdentifierSearch.isIdentifierByte($0) }.map { String(decoding: $0, as: UTF8.self) }
            let expected = runs.contains { words.contains($0) }
            if expected { found += 1 }
            #expect(IdentifierSearch(words: words).occurs(in: bytes) == expected, "words \(words) in \(bytes)")
        }
        // Both answers were exercised.
        #expect(found > 300 && found < 2_700, "\(found) of 3,000 texts had a word")
    }
}
