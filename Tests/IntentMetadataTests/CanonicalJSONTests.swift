import TestSupport
import Foundation
@testable import IntentMetadata
import Testing

@Suite struct CanonicalJSONTests {
    private func text(_ value: some Encodable) throws -> String {
        String(decoding: try CanonicalJSON.encode(value), as: UTF8.self)
    }

    @Test func layoutIsIndentedWithSortedKeysAndEmptyContainersInline() throws {
        let value: JSONValue = .object([
            "b": .array([.integer(1), .array([]), .object([:])]),
            "a": .object(["z": .null, "y": .bool(true)]),
        ])
        #expect(try text(value) == """
            {
              "a": {
                "y": true,
                "z": null
              },
              "b": [
                1,
                [],
                {}
              ]
            }

            """)
    }

    @Test func keysAreInUnicodeScalarOrder() throws {
        let keys = ["a9", "a10", "é", "Z", "_", "a", "B", "10", "9"]
        let value = JSONValue.object(Dictionary(uniqueKeysWithValues: keys.map { ($0, JSONValue.integer(0)) }))
        let written = try text(value).split(separator: "\n").dropFirst().dropLast().map { $0.split(separator: "\"")[1] }
        #expect(written == ["10", "9", "B", "Z", "_", "a", "a10", "a9", "é"])
    }

    @Test func stringsEscapeQuotesBackslashesAndControlCharactersOnly() throws {
        #expect(try text(["a\"b\\c/d é\u{7F}\u{2028}"]) == "[\n  \"a\\\"b\\\\c/d é\u{7F}\u{2028}\"\n]\n")
        #expect(try text(["\u{8}\t\n\u{C}\r"]) == "[\n  \"\\b\\t\\n\\f\\r\"\n]\n")
        #expect(try text(["\u{0}\u{1}\u{1F}\u{B}"]) == "[\n  \"\\u0000\\u0001\\u001f\\u000b\"\n]\n")
    }

    @Test func numbersArePrintedAsSwiftPrintsThemWithoutPointZero() throws {
        let doubles: [Double] = [1, -0.0, 0.5, 0.1, 1e20, 1e-7, 1e15, 1e16, 123456789.123, .leastNonzeroMagnitude]
        #expect(try text(doubles).split(separator: "\n").dropFirst().dropLast().map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: [","]) }
            == ["1", "-0", "0.5", "0.1", "1e+20", "1e-07", "1000000000000000", "1e+16", "123456789.123", "5e-324"])
        #expect(try text([Int.min, 0, Int.max]) == "[\n  -9223372036854775808,\n  0,\n  9223372036854775807\n]\n")
    }

    @Test func numbersWithoutAJSONFormThrow() {
        #expect(throws: EncodingError.self) { try CanonicalJSON.encode([Double.infinity]) }
        #expect(throws: EncodingError.self) { try CanonicalJSON.encode(["x": Double.nan]) }
    }

    /// A type that encodes through the less common container calls: nested containers, `superEncoder`, a
    /// container asked for twice, and a key encoded twice (the last value stays).
    private struct Unusual: Encodable {
        enum Keys: String, CodingKey { case nested, list, parent, twice }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode("replaced below", forKey: .twice)
            var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .nested)
            try nested.encode("inner", forKey: .twice)
            var list = container.nestedUnkeyedContainer(forKey: .list)
            try list.encode(1)
            try "from super".encode(to: list.superEncoder())
            try list.encode(3)
            try 4.encode(to: container.superEncoder(forKey: .parent))
            var again = encoder.container(keyedBy: Keys.self)
            try again.encode(true, forKey: .twice)
        }
    }

    @Test func lessCommonContainerCallsLandWhereJSONEncoderPutsThem() throws {
        #expect(try text(Unusual()) == """
            {
              "list": [
                1,
                "from super",
                3
              ],
              "nested": {
                "twice": "inner"
              },
              "parent": 4,
              "twice": true
            }

            """)
    }

    #if os(Linux)
    /// Bundles were written with Foundation's `JSONEncoder` and a re-layout before; on Linux, where they were
    /// recorded, the writer gives the same bytes for random documents (strings with every kind of character,
    /// numbers of every size), so no bundle changed.
    @Test func randomDocumentsGiveTheBytesFoundationGaveOnLinux() throws {
        var seeded = SplitMix64(seed: 0xC0DEC)
        for _ in 0..<400 {
            let value = randomValue(depth: 0, using: &seeded)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let reference = Self.layOut(try encoder.encode(value))
            #expect(try CanonicalJSON.encode(value) == reference)
        }
    }

    @Test func lessCommonContainerCallsGiveTheBytesFoundationGaveOnLinux() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(try CanonicalJSON.encode(Unusual()) == Self.layOut(try encoder.encode(Unusual())))
    }

    private func randomValue(depth: Int, using random: inout SplitMix64) -> JSONValue {
        let pick = depth > 3 ? random.next() % 4 : random.next() % 6
        switch pick {
        case 0: return random.next() % 5 == 0 ? .null : .bool(random.next() % 2 == 0)
        case 1: return .integer(Int(truncatingIfNeeded: random.next()) >> Int(random.next() % 64))
        case 2:
            let magnitude = Double(random.next() % 1_000_000) / 1_000 * pow(10, Double(Int(random.next() % 40) - 20))
            return .number(random.next() % 2 == 0 ? magnitude : -magnitude)
        case 3: return .string(randomString(using: &random))
        case 4: return .array((0..<Int(random.next() % 4)).map { _ in randomValue(depth: depth + 1, using: &random) })
        default:
            var members: [String: JSONValue] = [:]
            for _ in 0..<Int(random.next() % 4) { members[randomString(using: &random)] = randomValue(depth: depth + 1, using: &random) }
            return .object(members)
        }
    }

    private func randomString(using random: inout SplitMix64) -> String {
        let pieces = ["a", "Z", "9", " ", "/", "\"", "\\", "\n", "\t", "\u{0}", "\u{1B}", "\u{7F}", "é", "日本", "🚲", "\u{2028}", "${applicationName}"]
        return (0..<Int(random.next() % 6)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
    }

    /// The re-layout bundles went through before, kept as the reference: compact JSON, indented, with `\/`
    /// written as `/`.
    static func layOut(_ compact: Data) -> Data {
        var output: [UInt8] = []
        var depth = 0
        var isInString = false
        var isEscaped = false
        let bytes = [UInt8](compact)
        var index = 0
        func newline() {
            output.append(UInt8(ascii: "\n"))
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if isInString {
                if isEscaped {
                    isEscaped = false
                    if byte == UInt8(ascii: "/") { output.removeLast() }
                } else if byte == UInt8(ascii: "\\") {
                    isEscaped = true
                } else if byte == UInt8(ascii: "\"") {
                    isInString = false
                }
                output.append(byte)
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                isInString = true
                output.append(byte)
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                output.append(byte)
                let closing = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if index < bytes.count, bytes[index] == closing {
                    output.append(closing)
                    index += 1
                } else {
                    depth += 1
                    newline()
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                newline()
                output.append(byte)
            case UInt8(ascii: ","):
                output.append(byte)
                newline()
            case UInt8(ascii: ":"):
                output.append(contentsOf: [byte, UInt8(ascii: " ")])
            default:
                output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\n"))
        return Data(output)
    }
    #endif
}
