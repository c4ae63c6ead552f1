@testable import IntentMetadataExtractor
import TestSupport
import Testing

/// `ProjectPath.relative` answers the common case (a plain ASCII path inside the folder) from the bytes; it must
/// agree with the component-wise definition everywhere.
@Suite struct ProjectPathRelativeTests {
    /// The definition: the components (split on `/` characters, empty ones dropped) after the common ones, with a
    /// `..` for each of the folder's components not shared.
    static func relativeByComponents(_ absolute: String, to directory: String) -> String {
        let from = directory.split(separator: "/")
        let to = absolute.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let joined = (Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)).joined(separator: "/")
        return joined.isEmpty ? "." : joined
    }

    @Test(arguments: [
        ("/work/app/Sources/A.swift", "/work/app", "Sources/A.swift"),
        ("/work/app", "/work/app", "."),
        ("/work/other/B.swift", "/work/app", "../other/B.swift"),
        ("/work/app//Sources/A.swift", "/work/app", "Sources/A.swift"),
        ("/work/app/Sources/", "/work/app", "Sources"),
        ("/work/appendix/A.swift", "/work/app", "../appendix/A.swift"),
        ("/work/app/Café/A.swift", "/work/app", "Café/A.swift"),
    ])
    func relativePaths(_ absolute: String, _ directory: String, _ expected: String) {
        #expect(ProjectPath.relative(absolute, to: directory) == expected)
        #expect(Self.relativeByComponents(absolute, to: directory) == expected)
    }

    @Test func randomPathsAgreeWithTheDefinition() {
        var random = SplitMix64(seed: 0x9A7_4E1)
        let parts = ["a", "b", "ab", "/", "/", "//", ".", "é", "e\u{301}", "/\u{301}"]
        func path() -> String { "/" + (0..<Int(random.next() % 6)).map { _ in parts[Int(random.next() % UInt64(parts.count))] }.joined() }
        for _ in 0..<5_000 {
            let directory = path()
            let absolute = random.next() % 2 == 0 ? directory + "/" + path() : path()
            #expect(ProjectPath.relative(absolute, to: directory) == Self.relativeByComponents(absolute, to: directory), "\(absolute) from \(directory)")
        }
    }

    @Test func byteOrderIsTheOrderOfTheUTF8Bytes() {
        var random = SplitMix64(seed: 0xB17E)
        let letters = ["a", "B", "é", "e\u{301}", "/", "", "z", "😀"]
        for _ in 0..<5_000 {
            let left = (0..<Int(random.next() % 4)).map { _ in letters[Int(random.next() % UInt64(letters.count))] }.joined()
            let right = (0..<Int(random.next() % 4)).map { _ in letters[Int(random.next() % UInt64(letters.count))] }.joined()
            #expect(PathArithmetic.precedesInByteOrder(left, right) == left.utf8.lexicographicallyPrecedes(right.utf8), "\(left) \(right)")
        }
    }
}
