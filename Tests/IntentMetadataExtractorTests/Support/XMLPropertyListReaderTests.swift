import Foundation
@testable import IntentMetadataExtractor
import TestSupport
import Testing

/// The XML property list reader reads what `PropertyListDecoder` reads, as it reads it, or declines: on the intent
/// definition fixtures, on random property lists, and on both mutated at random.
@Suite struct XMLPropertyListReaderTests {
    private static func exactly(_ value: DecodedPropertyList?) -> String {
        guard let value else { return "nil" }
        switch value {
        case .dictionary(let dictionary): return "{" + dictionary.keys.sorted().map { "\($0.debugDescription)=\(exactly(dictionary[$0]!))" }.joined(separator: ",") + "}"
        case .array(let array): return "[" + array.map(exactly).joined(separator: ",") + "]"
        case .bool(let value): return "bool \(value)"
        case .integer(let value): return "integer \(value)"
        case .real(let value): return "real \(value)"
        case .string(let value): return "string \(value.debugDescription)"
        case .date(let value): return "date \(value.timeIntervalSince1970)"
        case .data(let value): return "data \(Array(value))"
        }
    }

    private static let fixtures = ["IntentDefinitions/Siri.intentdefinition", "IntentDefinitions/Widgets.intentdefinition"]

    @Test func theFixturesAreReadAsTheDecoderReadsThem() throws {
        for fixture in Self.fixtures {
            let bytes = try Array(Data(contentsOf: Fixtures.url(fixture)))
            let fast = XMLPropertyListReader.read(bytes)
            #expect(fast != nil, "\(fixture)")
            #expect(Self.exactly(fast) == Self.exactly(DecodedPropertyList.decode(bytes)), "\(fixture)")
        }
    }

    @Test func whatItDeclinesTheDecoderStillReads() {
        let declined = [
            "<plist version=\"1.0\"><dict><!-- a comment --><key>a</key><string>b</string></dict></plist>",
            "<plist version=\"1.0\"><string>&#65;</string></plist>",
            "<plist version=\"1.0\"><real>2.5</real></plist>",
            "<plist version=\"1.0\"><real>2.0</real></plist>",
            "<plist version=\"1.0\"><string>a\r\nb</string></plist>",
        ]
        for text in declined {
            #expect(XMLPropertyListReader.read(Array(text.utf8)) == nil, "\(text)")
            #expect(DecodedPropertyList.read(Array(text.utf8)) != nil, "\(text)")
        }
    }

    /// Random property lists of the shapes intent definitions have, written with entities, non-ASCII text, empty
    /// elements and layout, then mutated at random: whenever the reader gives a value, it is the decoder's.
    @Test func randomAndMutatedListsAreReadAsTheDecoderReadsThem() throws {
        var random = SplitMix64(seed: 0x9_7157)
        let pieces = [
            "&amp;", "&lt;", "&gt;", "&quot;", "&apos;", "&#38;", "&bogus;", "&", "<", ">", "\r\n", "\r", "\u{0}", "\u{1}", "é", "☕︎",
            "<!-- c -->", "<![CDATA[x]]>", "<key>k</key>", "<string/>", "<key/>", "<true/>", "<false/>", "<true></true>",
            "<integer>01</integer>", "<integer>-0</integer>", "<integer>+1</integer>", "<integer> 1</integer>", "<integer>0x10</integer>",
            "<integer>99999999999999999999</integer>", "<integer>1</integer>", "<integer>0</integer>", "<real>1</real>", "<real>0</real>", "<real>-3</real>", "<real>1.5</real>",
            "<real>1e3</real>", "<real>2.0</real>", "<dict/>",
            "<array/>", "</dict>", "</array>", "<dict>", "<array>", "<string>", "</string>", "<data>aGk=</data>", "\t", " ", "\n",
            "<plist>", "</plist>", "<?xml version=\"1.0\"?>", "<STRING>x</STRING>", "<string a=\"b\">x</string>", "\u{FEFF}",
        ]
        let count = TestVolume.choose(sample: 600, full: 30_000)
        var readByBoth = 0
        for round in 0..<count {
            var text: String
            if round % 3 == 0, let fixture = Self.fixtures.randomElement(using: &random) {
                text = try String(contentsOf: Fixtures.url(fixture), encoding: .utf8)
            } else {
                text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" "
                    + "\"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n"
                    + Self.randomValue(&random, depth: 0, pieces: pieces) + "\n</plist>\n"
            }
            var bytes = Array(text.utf8)
            for _ in 0..<Int(random.next() % 3) where !bytes.isEmpty {
                let at = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 3 {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(contentsOf: Array(pieces[Int(random.next() % UInt64(pieces.count))].utf8), at: at)
                default: bytes.removeSubrange(at..<min(bytes.count, at + Int(random.next() % 40)))
                }
            }
            guard let fast = XMLPropertyListReader.read(bytes) else { continue }
            readByBoth += 1
            #expect(Self.exactly(fast) == Self.exactly(DecodedPropertyList.decode(bytes)), "round \(round): \(String(decoding: bytes, as: UTF8.self))")
        }
        // Most lists are read by the reader, not left to the decoder.
        #expect(readByBoth >= count / 3, "\(readByBoth) of \(count)")
    }

    private static func randomValue(_ random: inout SplitMix64, depth: Int, pieces: [String]) -> String {
        func text() -> String {
            let words = ["Order", "coffee", "x", "", " spaced ", "A&B", "1 < 2", "\"quoted\"", "it's", "Café", "日本", "line\nbreak"]
            let word = words[Int(random.next() % UInt64(words.count))]
            return word.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: "\"", with: random.next() % 2 == 0 ? "&quot;" : "\"").replacingOccurrences(of: "'", with: "&apos;")
        }
        switch depth > 4 ? random.next() % 4 + 2 : random.next() % 6 {
        case 0:
            let keys = (0..<Int(random.next() % 5)).map { "<key>\(text())\($0)</key>" + randomValue(&random, depth: depth + 1, pieces: pieces) }
            return keys.isEmpty && random.next() % 2 == 0 ? "<dict/>" : "<dict>\n\t" + keys.joined(separator: "\n\t") + "\n</dict>"
        case 1:
            let values = (0..<Int(random.next() % 4)).map { _ in randomValue(&random, depth: depth + 1, pieces: pieces) }
            return values.isEmpty && random.next() % 2 == 0 ? "<array/>" : "<array>" + values.joined(separator: "\n") + "</array>"
        case 2: return "<string>\(text())</string>"
        case 3:
            let number = Int(truncatingIfNeeded: random.next()) % (random.next() % 2 == 0 ? 3 : 100_000)
            return random.next() % 4 == 0 ? "<real>\(number)</real>" : "<integer>\(number)</integer>"
        case 4: return random.next() % 2 == 0 ? "<true/>" : "<false/>"
        default: return random.next() % 2 == 0 ? "<string/>" : "<string></string>"
        }
    }
}
