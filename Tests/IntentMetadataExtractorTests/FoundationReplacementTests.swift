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
