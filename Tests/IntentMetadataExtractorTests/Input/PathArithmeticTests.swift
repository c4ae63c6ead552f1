@testable import IntentMetadataExtractor
import TestSupport
import Testing

/// Path arithmetic is pure: these tests need no disk, and give every rule the reading code relies on.
@Suite struct PathArithmeticTests {
    @Test(arguments: [
        ("Sources/App", "/work", "/work/Sources/App"),
        ("./Sources/../Sources//App/", "/work", "/work/Sources/App"),
        ("/abs/olute/./path", "/work", "/abs/olute/path"),
        ("..", "/work/repo", "/work"),
        ("../../..", "/work", "/"),
        (".", "/", "/"),
    ])
    func absoluteResolvesAgainstTheCurrentFolderAndNormalizes(_ path: String, _ current: String, _ expected: String) {
        #expect(PathArithmetic.absolute(path, currentDirectory: current) == expected)
    }

    /// `normalize` returns a path that is already normalized as it is; on every other path it removes what it
    /// should. Checked against a plain component-by-component reading on random paths.
    @Test func normalizeAgreesWithAComponentReading() {
        func reference(_ path: String) -> String {
            var kept: [Substring] = []
            for component in path.split(separator: "/", omittingEmptySubsequences: true) {
                if component == "." { continue }
                if component == ".." {
                    if !kept.isEmpty { kept.removeLast() }
                    continue
                }
                kept.append(component)
            }
            return "/" + kept.joined(separator: "/")
        }
        let parts = ["a", "bc", ".", "..", "", "...", ".a", "..b", "a.", "é"]
        var state: UInt64 = 0x5EED
        for _ in 0..<5_000 {
            var path = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for step in 0..<Int(state >> 60) {
                path += "/" + parts[Int((state >> UInt64(4 * step)) & 0xF) % parts.count]
            }
            if path.isEmpty { path = "/" }
            #expect(PathArithmetic.normalize(path) == reference(path), "\(path)")
        }
        #expect(PathArithmetic.normalize("/") == "/")
        #expect(PathArithmetic.normalize("/a/b") == "/a/b")
        #expect(PathArithmetic.normalize("/a/b/") == "/a/b")
    }

    @Test func relativePathIsBelowTheFolderOrStaysAbsolute() {
        #expect(PathArithmetic.relativePath(of: "/work/repo/Sources/A.swift", from: "/work/repo") == "Sources/A.swift")
        #expect(PathArithmetic.relativePath(of: "/work/repo", from: "/work/repo") == "")
        #expect(PathArithmetic.relativePath(of: "/a/b", from: "/") == "a/b")
        // A sibling whose name starts like the folder is not inside it.
        #expect(PathArithmetic.relativePath(of: "/work/repository/A.swift", from: "/work/repo") == "/work/repository/A.swift")
    }

    /// The bytes-and-`memcmp` version agrees with the definition: `directory` and a `/` (or `/` alone for the root)
    /// as a prefix of the UTF-8 bytes.
    @Test func relativePathAgreesWithItsDefinitionOnRandomPaths() {
        func reference(_ absolute: String, _ directory: String) -> String {
            if absolute == directory { return "" }
            let prefix = directory == "/" ? "/" : directory + "/"
            guard absolute.utf8.starts(with: prefix.utf8) else { return absolute }
            return String(decoding: absolute.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
        }
        let parts = ["a", "ab", "/", "//", ".", "é", "e\u{301}", ""]
        var state: UInt64 = 0x12E1
        func path() -> String {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (0..<Int(state >> 61)).map { parts[Int((state >> UInt64(8 * $0 + 3)) % UInt64(parts.count))] }.joined()
        }
        for _ in 0..<5_000 {
            let directory = path()
            let absolute = state % 3 == 0 ? path() : directory + path()
            #expect(PathArithmetic.relativePath(of: absolute, from: directory) == reference(absolute, directory), "\(absolute) from \(directory)")
        }
    }

    @Test func commonDirectoryCutsAtWholeComponents() {
        #expect(PathArithmetic.commonDirectory(["/work/repo/A", "/work/repo/B/C"]) == "/work/repo")
        #expect(PathArithmetic.commonDirectory(["/work/repo", "/work/repository"]) == "/work")
        #expect(PathArithmetic.commonDirectory(["/x", "/y"]) == "/")
        #expect(PathArithmetic.commonDirectory([]) == "/")
        #expect(PathArithmetic.commonDirectory(["/only/one"]) == "/only/one")
    }

    @Test func componentsAndJoins() {
        #expect(PathArithmetic.parent(of: "/a/b/c.swift") == "/a/b")
        #expect(PathArithmetic.parent(of: "/a") == "/")
        #expect(PathArithmetic.lastComponent(of: "/a/b/c.swift") == "c.swift")
        #expect(PathArithmetic.lastComponent(of: "c.swift") == "c.swift")
        #expect(PathArithmetic.lastComponent(of: "/a/b/") == "b")
        #expect(PathArithmetic.lastComponent(of: "/") == "/")
        #expect(PathArithmetic.lastComponent(of: "//x//") == "x")
        #expect(PathArithmetic.parent(of: "/a/é/c") == "/a/é")
        #expect(PathArithmetic.join("Sources", "A.swift") == "Sources/A.swift")
        #expect(PathArithmetic.join("Sources/", "A.swift") == "Sources/A.swift")
        #expect(PathArithmetic.join(".", "A.swift") == "A.swift")
        #expect(PathArithmetic.join("", "A.swift") == "A.swift")
    }
}

/// `isNormalized` reads a path component by component (`memchr`) and `isNormalizedASCII` checks eight bytes at a
/// time; both must agree with the rule they state, on paths of every length (the tail bytes) and every component.
@Suite struct PathNormalizedTests {
    static func reference(_ path: String) -> Bool {
        guard path.utf8.first == UInt8(ascii: "/") else { return false }
        if path == "/" { return true }
        return path.utf8.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).allSatisfy { component in
            !component.isEmpty && !component.elementsEqual(".".utf8) && !component.elementsEqual("..".utf8)
        }
    }

    @Test func normalizedPathsAreThoseWithoutEmptyDotOrDotDotComponents() {
        var random = SplitMix64(seed: 0x4E0_2A1)
        let parts = ["a", "bc", ".", "..", "", "...", ".a", "..b", "a.", "é", "/", "abcdefghij"]
        for _ in 0..<5_000 {
            var path = random.next() % 8 == 0 ? "" : "/"
            for _ in 0..<Int(random.next() % 7) { path += parts[Int(random.next() % UInt64(parts.count))] + (random.next() % 3 == 0 ? "" : "/") }
            let isASCII = path.utf8.allSatisfy { $0 < 0x80 }
            #expect(PathArithmetic.isNormalized(path) == Self.reference(path), "\(path)")
            #expect(PathArithmetic.isNormalizedASCII(path) == (Self.reference(path) && isASCII), "\(path)")
        }
        #expect(PathArithmetic.isNormalized("/"))
        #expect(!PathArithmetic.isNormalized("/a/"))
        #expect(!PathArithmetic.isNormalized(""))
        #expect(!PathArithmetic.isNormalizedASCII("/abcdefgh/ijklmnopé"))
        #expect(PathArithmetic.isNormalizedASCII("/abcdefgh/ijklmnop"))
    }
}
