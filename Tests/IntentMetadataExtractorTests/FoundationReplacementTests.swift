import Foundation
import IntentMetadataExtractor
import Testing

/// The tool links FoundationEssentials on Linux, which lacks `NSString`'s path and search methods, `CharacterSet`
/// trimming, percent-encoding and `PropertyListSerialization`; the extractor writes its own. The tests link full
/// Foundation, so each replacement is compared here with the Foundation call it replaces, on inputs chosen for their
/// edges (line breaks, non-ASCII spaces, repeated slashes, overlapping matches).
@Suite struct FoundationReplacementTests {
    static let texts = [
        "", "a", "aaa", "a.b.c", "line\r\nnext\nlast\r", "%25 and %", "x:y,z", "Café ☕︎ 𝄞", "MyApp.xcodeproj",
        "Sub/Dir/MyApp.xcodeproj", "${applicationName} and ${x}", "target 'A' is not read", "e\u{301}e",
    ]
    static let targets = ["", "a", "aa", ".", "\n", "\r", "%", ":", ",", "${", ".xcodeproj", "/", "é", "☕︎", "target '"]

    @Test(arguments: texts)
    func replacingEveryIsFoundationsReplacingOccurrences(text: String) {
        for target in Self.targets where !target.isEmpty && target != "é" {
            // `é` is left out: Foundation's non-literal search also finds `e` and a combining accent, which no text
            // the tool edits has.
            #expect(text.replacingEvery(target, with: "<\(target.count)>") == text.replacingOccurrences(of: target, with: "<\(target.count)>"), "\(target)")
        }
        #expect(text.replacingEvery("", with: "x") == text)
    }

    @Test(arguments: texts)
    func firstRangeOfBytesIsFoundationsRangeOf(text: String) {
        for target in Self.targets where target != "é" {
            let ours = text.firstRange(ofBytes: target).map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound)..<text.utf8.distance(from: text.startIndex, to: $0.upperBound) }
            let foundations = text.range(of: target).map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound)..<text.utf8.distance(from: text.startIndex, to: $0.upperBound) }
            #expect(ours == foundations, "\(target)")
        }
    }

    static let padded = [
        "", " ", "\t a b \t", "\n a \n", "\u{00A0}x\u{3000}", "\u{2028}y\u{2029}", "\r\nz\r\n", "\u{85}w\u{85}", " \u{301}q ", "\u{FEFF}u",
        "plain",
    ]

    @Test(arguments: padded)
    func trimmingIsFoundationsCharacterSets(text: String) {
        #expect(text.trimmingWhitespace == text.trimmingCharacters(in: .whitespaces))
        #expect(text.trimmingWhitespaceAndNewlines == text.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(text.trimming(charactersIn: "\"<> ") == text.trimmingCharacters(in: CharacterSet(charactersIn: "\"<> ")))
    }

    /// Apple's Foundation defines `.whitespaces` as tab and the space separators (category Zs); the open-source
    /// Foundation on Linux also counts the zero-width space (U+200B, category Cf), which Xcode's would keep.
    @Test func whitespaceIsApplesDefinition() {
        #expect("\u{200B}v\u{200B}".trimmingWhitespace == "\u{200B}v\u{200B}")
        #expect("\u{2007}\u{202F}v\u{205F}".trimmingWhitespace == "v")
    }

    // Not `//`: `NSString` gives `""` for its parent and `//B.json` when appending, and no path the tool writes is
    // slashes alone.
    static let paths = ["", "/", "A.json", "out/A.json", "/A.json", "out/", "out//A.json", "/a/b/c", "a/b/", "./x", "../x/y", "/tmp/out/"]

    @Test(arguments: paths)
    func pathEditsAreNSStrings(path: String) {
        #expect(PathArithmetic.deletingLastComponent(of: path) == (path as NSString).deletingLastPathComponent, "\(path)")
        for name in ["B.json", "Metadata.appintents"] {
            #expect(PathArithmetic.appending(name, to: path) == (path as NSString).appendingPathComponent(name), "\(path) + \(name)")
        }
    }

    @Test func sarifURIsArePercentEncodedAsFoundationDoes() {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "%")
        for path in ["Sources/App/Intent.swift", "My App/Intents 2.swift", "Café/Ünïcode ☕︎.swift", "a%20b.swift", "a#b?c[d].swift", "x;y=z@w~.swift", "a\\b.swift"] {
            #expect(Diagnostic.sarifURI(for: path) == path.addingPercentEncoding(withAllowedCharacters: allowed), "\(path)")
        }
    }

    @Test func decodedPropertyListsAreSerializations() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
            <key>INIntents</key><array><dict><key>INIntentName</key><string>Order</string><key>INIntentConfigurable</key><true/>
            <key>INIntentIndex</key><integer>3</integer><key>Rate</key><real>2.5</real><key>Whole</key><real>2</real>
            <key>Off</key><false/><key>Digits</key><string>123</string><key>Empty</key><dict/><key>None</key><array/></dict></array>
            </dict></plist>
            """
        let bytes = Array(text.utf8)
        let ours = try #require(DecodedPropertyList.read(bytes)?.untyped as? [String: Any])
        let foundations = try #require(try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) as? [String: Any])
        #expect(Self.describe(ours) == Self.describe(foundations))
        #expect(DecodedPropertyList.read(Array("<plist><dict><key>a</key>".utf8)) == nil)
    }

    /// `DecodedPropertyList` tries a string before the containers and the other single values; a reading in the
    /// original order (containers, then Bool, Int, Double, String, Date, Data) gives the same value for every kind of
    /// value, in XML and in binary property lists.
    @Test func decodingAStringFirstGivesTheSameValues() throws {
        let values = [
            "<string>true</string>", "<string>YES</string>", "<string>5</string>", "<string>1.5</string>", "<string></string>",
            "<string>2024-01-01T00:00:00Z</string>", "<string>aGVsbG8=</string>", "<integer>5</integer>", "<integer>-3</integer>",
            "<real>1.5</real>", "<real>2</real>", "<true/>", "<false/>", "<date>2024-01-01T00:00:00Z</date>", "<data>aGVsbG8=</data>",
            "<dict/>", "<array/>", "<dict><key>a</key><string>b</string></dict>", "<array><string>x</string><integer>1</integer></array>",
        ]
        let body = values.enumerated().map { "<key>k\($0.offset)</key>\($0.element)" }.joined()
        let xml = Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict>\(body)</dict></plist>".utf8)
        let binary = try PropertyListSerialization.data(
            fromPropertyList: try PropertyListSerialization.propertyList(from: xml, options: [], format: nil), format: .binary, options: 0
        )
        for data in [xml, binary] {
            let ours = try #require(DecodedPropertyList.read(Array(data)))
            let reference = try PropertyListDecoder().decode(OriginalOrder.self, from: data)
            #expect(Self.exactly(ours) == Self.exactly(reference.decoded))
            guard case .dictionary(let dictionary) = ours else { Issue.record("not a dictionary"); continue }
            #expect(dictionary.count == values.count)
        }
    }

    /// `DecodedPropertyList`'s reading in the order it had before strings were tried first.
    private enum OriginalOrder: Decodable {
        case dictionary([String: OriginalOrder]), array([OriginalOrder]), bool(Bool), integer(Int), real(Double), string(String), date(Date), data(Data)

        private struct AnyKey: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            if let container = try? decoder.container(keyedBy: AnyKey.self) {
                var dictionary: [String: OriginalOrder] = [:]
                for key in container.allKeys { dictionary[key.stringValue] = try container.decode(OriginalOrder.self, forKey: key) }
                self = .dictionary(dictionary)
                return
            }
            if var container = try? decoder.unkeyedContainer() {
                var array: [OriginalOrder] = []
                while !container.isAtEnd { array.append(try container.decode(OriginalOrder.self)) }
                self = .array(array)
                return
            }
            let container = try decoder.singleValueContainer()
            if let value = try? container.decode(Bool.self) { self = .bool(value) }
            else if let value = try? container.decode(Int.self) { self = .integer(value) }
            else if let value = try? container.decode(Double.self) { self = .real(value) }
            else if let value = try? container.decode(String.self) { self = .string(value) }
            else if let value = try? container.decode(Date.self) { self = .date(value) }
            else { self = .data(try container.decode(Data.self)) }
        }

        var decoded: DecodedPropertyList {
            switch self {
            case .dictionary(let dictionary): .dictionary(dictionary.mapValues(\.decoded))
            case .array(let array): .array(array.map(\.decoded))
            case .bool(let value): .bool(value)
            case .integer(let value): .integer(value)
            case .real(let value): .real(value)
            case .string(let value): .string(value)
            case .date(let value): .date(value)
            case .data(let value): .data(value)
            }
        }
    }

    /// A value written out with its case, keys sorted.
    private static func exactly(_ value: DecodedPropertyList) -> String {
        switch value {
        case .dictionary(let dictionary): "{" + dictionary.keys.sorted().map { "\($0)=\(exactly(dictionary[$0]!))" }.joined(separator: ",") + "}"
        case .array(let array): "[" + array.map(exactly).joined(separator: ",") + "]"
        case .bool(let value): "bool \(value)"
        case .integer(let value): "integer \(value)"
        case .real(let value): "real \(value)"
        case .string(let value): "string \(value.debugDescription)"
        case .date(let value): "date \(value.timeIntervalSince1970)"
        case .data(let value): "data \(Array(value))"
        }
    }

    /// A property list tree written out with numbers by value, whatever type holds them (Foundation on Linux gives
    /// `NSNumber` where the decoder gives `Int` or `Double`), and `true`/`false` for Booleans.
    private static func describe(_ value: Any) -> String {
        switch value {
        case let dictionary as [String: Any]:
            return "{" + dictionary.keys.sorted().map { "\($0)=\(describe(dictionary[$0]!))" }.joined(separator: ",") + "}"
        case let array as [Any]:
            return "[" + array.map(describe).joined(separator: ",") + "]"
        case let string as String:
            return "\"\(string)\""
        case let bool as Bool:
            return bool ? "true" : "false"
        case let number as Int:
            return "\(Double(number))"
        case let number as Double:
            return "\(number)"
        case let number as NSNumber:
            return "\(number.doubleValue)"
        default:
            return "?\(value)"
        }
    }

    @Test func theLockExcludesConcurrentIncrements() async {
        final class Counter: @unchecked Sendable {
            let lock = Lock()
            var value = 0
        }
        let counter = Counter()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<10_000 {
                        counter.lock.lock()
                        counter.value += 1
                        counter.lock.unlock()
                    }
                }
            }
        }
        #expect(counter.value == 80_000)
    }
}
