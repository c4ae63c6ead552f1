import Foundation
@testable import IntentMetadataExtractor
import TestSupport
import Testing

/// The YAML reader on the shapes project specs use, and what it says where it stops.
@Suite struct YAMLParserTests {
    private func parse(_ text: String) throws -> YAMLNode {
        try YAMLParser.parse(Array(text.utf8)).get()
    }

    private func failure(_ text: String) -> YAMLSyntaxError? {
        if case .failure(let error) = YAMLParser.parse(Array(text.utf8)) { return error }
        return nil
    }

    @Test func blockMappingsAndSequencesNestByIndentation() throws {
        let root = try parse("name: App\ntargets:\n  App:\n    sources:\n      - path: Sources\n        excludes: [\"*.md\", Tests]\n      - Other\n")
        #expect(root["name"]?.string == "App")
        let sources = try #require(root["targets"]?["App"]?["sources"]?.sequence)
        #expect(sources.count == 2)
        #expect(sources[0]["path"]?.string == "Sources")
        #expect(sources[0]["excludes"]?.strings == ["*.md", "Tests"])
        #expect(sources[1].string == "Other")
    }

    @Test func aSequenceMayStartAtItsKeysIndentation() throws {
        let root = try parse("sources:\n- A\n- B\nname: X\n")
        #expect(root["sources"]?.strings == ["A", "B"])
        #expect(root["name"]?.string == "X")
    }

    @Test func scalarsKeepTheirTextAndQuotes() throws {
        let root = try parse("a: 'it''s'\nb: \"tab\\tand \\u00e9\"\nc: plain text # comment\nd:\ne: ~\nf: YES\ng: \"YES\"\nh: http://x.y/z\n")
        #expect(root["a"]?.string == "it's")
        #expect(root["b"]?.string == "tab\tand é")
        #expect(root["c"]?.string == "plain text")
        #expect(root["d"]?.isNull == true)
        #expect(root["e"]?.isNull == true)
        #expect(root["f"]?.boolValue == true)
        #expect(root["g"]?.boolValue == nil)
        #expect(root["h"]?.string == "http://x.y/z")
    }

    @Test func blockScalarsFoldAndChomp() throws {
        let root = try parse("literal: |\n  one\n  two\n\nfolded: >-\n  one\n  two\n\n  three\nkeep: |+\n  x\n\nend: 1\n")
        #expect(root["literal"]?.string == "one\ntwo\n")
        #expect(root["folded"]?.string == "one two\nthree")
        #expect(root["keep"]?.string == "x\n\n")
    }

    @Test func flowCollectionsNestAndSpanLines() throws {
        let root = try parse("a: {x: [1, 2, {y: z}], w: \"q\"}\nb: [\n  one,\n  two\n]\nc: [k: v]\n")
        #expect(root["a"]?["x"]?.sequence?.count == 3)
        #expect(root["a"]?["x"]?.sequence?.last?["y"]?.string == "z")
        #expect(root["b"]?.strings == ["one", "two"])
        #expect(root["c"]?.sequence?.first?["k"]?.string == "v")
    }

    @Test func anchorsAliasesAndMergeKeys() throws {
        let root = try parse("base: &base\n  type: framework\n  platform: iOS\napp:\n  <<: *base\n  type: application\nname: &n Notes\ncopy: *n\n")
        #expect(root["app"]?["type"]?.string == "application")
        #expect(root["app"]?["platform"]?.string == "iOS")
        #expect(root["copy"]?.string == "Notes")
    }

    @Test func errorsSayWhereReadingStopped() throws {
        let unterminated = try #require(failure("a: \"open\nb: c\n"))
        #expect(unterminated.message == "unterminated quoted string")
        #expect(unterminated.offset == 3)
        let indentation = try #require(failure("a:\n  b: 1\n    c: 2\n"))
        #expect(indentation.message.hasPrefix("unexpected indentation"))
        #expect(indentation.offset == 14)
        #expect(failure("a: *missing\n")?.message == "alias '*missing' refers to no anchor defined before it")
        #expect(failure("a:\n\tb: 1\n")?.message.contains("tab") == true)
        #expect(failure("[a, b")?.message == "unterminated flow sequence")
    }

    @Test func nestingAndAliasesAreBounded() throws {
        let deep = String(repeating: "[", count: 100_000)
        #expect(failure(deep)?.message.contains("nest") == true)
        let deepMapping = (0..<5_000).map { String(repeating: "  ", count: $0) + "k\($0):\n" }.joined()
        #expect(failure(deepMapping)?.message.contains("nest") == true)
        var laughs = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1..<12 { laughs += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n" }
        #expect(failure(laughs)?.message.contains("expands") == true)
    }

    /// Every spec fixture cut at many offsets and edited at random: no trap, no hang, and every error points inside
    /// the input.
    @Test func mutatedSpecsNeverTrap() throws {
        let specs = try FileManager.default.subpathsOfDirectory(atPath: Fixtures.url("Projects").path)
            .filter { $0.hasSuffix(".yml") }
            .map { try Data(contentsOf: Fixtures.url("Projects/" + $0)) }
        #expect(specs.count >= 2)
        var generator = SplitMix64(seed: 0x7A_3117)
        let stride = TestVolume.choose(sample: 7, full: 1)
        let rounds = TestVolume.choose(sample: 200, full: 5_000)
        var count = 0
        for spec in specs {
            let bytes = Array(spec)
            for cut in Swift.stride(from: 0, through: bytes.count, by: stride) {
                count += 1
                if case .failure(let error) = YAMLParser.parse(Array(bytes[..<cut])) { #expect(error.offset <= cut) }
            }
            let alphabet = Array(":-[]{}&*!|>'\"#\n \t,?".utf8)
            for _ in 0..<rounds {
                var mutated = bytes
                for _ in 0..<(1 + Int(generator.next() % 4)) where !mutated.isEmpty {
                    let position = Int(generator.next() % UInt64(mutated.count))
                    switch generator.next() % 3 {
                    case 0: mutated[position] = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                    case 1: mutated.insert(alphabet[Int(generator.next() % UInt64(alphabet.count))], at: position)
                    default: mutated.remove(at: position)
                    }
                }
                count += 1
                if case .failure(let error) = YAMLParser.parse(mutated) { #expect(error.offset <= mutated.count) }
            }
        }
        print("YAML mutation fuzz: \(count) inputs")
    }
}

@Suite struct GlobPatternTests {
    @Test(arguments: [
        ("Sources/**/*.swift", "Sources/A.swift", true), ("Sources/**/*.swift", "Sources/a/b/C.swift", true),
        ("Sources/**", "Sources/a/b.txt", true), ("*.swift", "a/b.swift", false), ("*.swift", ".hidden.swift", false),
        ("**/*.{swift,m}", "x/y.m", true), ("[A-C]*.swift", "Bee.swift", true), ("[!A-C]*.swift", "Bee.swift", false),
        ("Tests", "Tests", true), ("a?c", "abc", true), ("a/**/b", "a/b", true),
    ])
    func matches(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(GlobPattern(pattern).matches(path) == expected)
    }

    @Test func aMatchedFolderStandsForItsFiles() {
        #expect(GlobPattern("Legacy").matchesItselfOrAFolder(of: "Legacy/Old/A.swift"))
        #expect(!GlobPattern("Legacy").matchesItselfOrAFolder(of: "New/Legacy.swift"))
    }

    /// A path splits at every `/`, empty components left out, each component's bytes kept as they are (non-ASCII
    /// included): what splitting the UTF-8 bytes with the standard library gives.
    @Test func pathsSplitIntoTheirComponentsBytes() {
        #expect(GlobPattern.components(of: "") == [])
        #expect(GlobPattern.components(of: "//a//b/") == [Array("a".utf8), Array("b".utf8)])
        let alphabet = ["/", "a", "é", ".", "**", "Ünï", " ", "\u{0}"]
        var random = SplitMix64(seed: 0x61_0B)
        for _ in 0..<2_000 {
            let path = (0..<Int(random.next() % 12)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }.joined()
            let expected = path.utf8.split(separator: UInt8(ascii: "/")).map(Array.init)
            #expect(GlobPattern.components(of: path) == expected, "\(path)")
            let pattern = GlobPattern("a/**")
            #expect(pattern.matchesItselfOrAFolder(components: expected) == pattern.matchesItselfOrAFolder(of: path), "\(path)")
        }
    }

    @Test func braceExpansionIsBounded() {
        #expect(GlobPattern(String(repeating: "{a,b}", count: 40)).alternatives.count <= GlobPattern.maximumAlternatives)
    }
}
