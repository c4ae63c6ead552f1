@testable import IntentMetadataExtractor
import TestSupport
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
    }

    /// Found by the libFuzzer target: `AppIntent` followed by invalid UTF-8 is the identifier `AppIntent` to the
    /// lexer, so the search must find it. Any non-ASCII neighbour counts as a boundary, which finds a word too
    /// many next to a non-ASCII letter, never one too few.
    @Test func nonASCIINeighboursAreBoundaries() {
        #expect(occurs(["AppIntent"], in: "struct X: AppIntent\u{A0}{}"))
        #expect(occurs(["AppIntent"], in: "struct X: AppIntent÷"))
        #expect(IdentifierSearch(words: ["AppIntent"]).occurs(in: Array("struct X: AppIntent".utf8) + [0xF1, 0x07, 0x00]))
        #expect(IdentifierSearch(words: ["AppEnum"]).occurs(in: [0xFF] + Array("AppEnum".utf8) + [0xC3]))
        #expect(occurs(["AppIntent"], in: "let x = éAppIntent"))
        #expect(occurs(["Café"], in: "var c: Café?"))
        #expect(!occurs(["Café"], in: "var c: Cafés"))
    }

    @Test func findsWordsAtTheEdgesOfTheBytes() {
        #expect(occurs(["AppEnum"], in: "AppEnum"))
        #expect(occurs(["AppEnum"], in: "AppEnum {"))
        #expect(occurs(["AppEnum"], in: ": AppEnum"))
        #expect(!occurs(["AppEnum"], in: "AppEnu"))
        #expect(!occurs(["AppEnum"], in: ""))
    }

    @Test func countsWordsInCommentsAndStringsToo() {
        // Generous on purpose: a parse too many costs time, a file missed would cost metadata.
        #expect(occurs(["AppEntity"], in: "// an AppEntity would go here"))
        #expect(occurs(["AppEntity"], in: #"let s = "AppEntity""#))
    }

    @Test func findsNothingWithoutWords() {
        #expect(!occurs([], in: "anything at all"))
    }

    /// Words shorter than the skip table's window are looked for byte by byte, alone or beside longer words.
    @Test func findsShortWords() {
        #expect(occurs(["ID"], in: "typealias ID = String"))
        #expect(!occurs(["ID"], in: "let IDs = [UUID]()"))
        #expect(occurs(["T", "Bookshelf"], in: "func f<T>()"))
        #expect(occurs(["T", "Bookshelf"], in: "struct Bookshelf {}"))
        #expect(!occurs(["T", "Tag"], in: "let Tags = TT"))
        #expect(occurs(["T", "Tag"], in: "x: Tag?"))
    }

    /// Every whole-word occurrence is offered, each once, until one is taken.
    @Test func offersEveryOccurrence() {
        let text = Array("Tag Book Tag.Book BookTag ID Book".utf8)
        var found: [String] = []
        _ = text.withUnsafeBufferPointer { buffer in
            IdentifierSearch(words: ["Book", "Tag", "ID"]).firstOccurrence(in: buffer) { start, length in
                found.append(String(decoding: buffer[start..<(start + length)], as: UTF8.self) + "@\(start)")
                return false
            }
        }
        #expect(found.sorted() == ["Book@13", "Book@29", "Book@4", "ID@26", "Tag@0", "Tag@9"])
    }

    /// At every position: the bytes match, and neither neighbour is an ASCII letter, digit or `_`.
    static func naivelyOccurs(_ word: [UInt8], in bytes: [UInt8]) -> Bool {
        func isASCIIIdentifier(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        }
        guard !word.isEmpty, word.count <= bytes.count else { return false }
        for start in 0...(bytes.count - word.count) where Array(bytes[start..<(start + word.count)]) == word {
            let before = start == 0 || !isASCIIIdentifier(bytes[start - 1])
            let after = start + word.count == bytes.count || !isASCIIIdentifier(bytes[start + word.count])
            if before && after { return true }
        }
        return false
    }

    /// Random texts from a small alphabet, where words collide and overlap often, against a search at every
    /// position: short texts (one half of the skip table's loop empty) and longer ones, whose halves meet in the
    /// middle of the text.
    @Test(arguments: [(4, 5, 40), (4, 9, 300), (1, 6, 60), (2, 3, 40)])
    func agreesWithASearchAtEveryPosition(shortest: Int, longest: Int, textLength: Int) {
        var random = SplitMix64(seed: 0x5E1EC7 &+ UInt64(shortest))
        // Bytes of `é`, a lone continuation byte, a non-breaking space's and an invalid lead byte among them.
        let alphabet = Array("ABab_1 .:<>\n".utf8) + [0xC3, 0xA9, 0xC2, 0xA0, 0xF1]
        var found = 0
        for _ in 0..<3_000 {
            let words = (0..<Int(random.next() % 4 + 1)).map { _ in
                let length = shortest + Int(random.next() % UInt64(longest - shortest + 1))
                let letters = ["A", "B", "a", "b", "_", "1", "é"]
                return (0..<length).map { _ in letters[Int(random.next() % UInt64(letters.count))] }.joined()
            }
            var bytes = (0..<Int(random.next() % UInt64(textLength))).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            // Plant one of the words, delimited or not, in most texts, so that both answers are common.
            if random.next() % 4 != 0, let word = words.randomElement(using: &random) {
                let at = Int(random.next() % UInt64(bytes.count + 1))
                bytes.insert(contentsOf: Array(word.utf8), at: at)
            }
            let expected = words.contains { word in Self.naivelyOccurs(Array(word.utf8), in: bytes) }
            if expected { found += 1 }
            #expect(IdentifierSearch(words: words).occurs(in: bytes) == expected, "words \(words) in \(bytes)")
        }
        // Both answers were exercised.
        #expect(found > 300 && found < 2_700, "\(found) of 3,000 texts had a word")
    }
}
