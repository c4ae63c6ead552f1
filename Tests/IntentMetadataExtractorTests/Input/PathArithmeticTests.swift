import IntentMetadataExtractor
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

    @Test func relativePathIsBelowTheFolderOrStaysAbsolute() {
        #expect(PathArithmetic.relativePath(of: "/work/repo/Sources/A.swift", from: "/work/repo") == "Sources/A.swift")
        #expect(PathArithmetic.relativePath(of: "/work/repo", from: "/work/repo") == "")
        #expect(PathArithmetic.relativePath(of: "/a/b", from: "/") == "a/b")
        // A sibling whose name starts like the folder is not inside it.
        #expect(PathArithmetic.relativePath(of: "/work/repository/A.swift", from: "/work/repo") == "/work/repository/A.swift")
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
        #expect(PathArithmetic.join("Sources", "A.swift") == "Sources/A.swift")
        #expect(PathArithmetic.join("Sources/", "A.swift") == "Sources/A.swift")
        #expect(PathArithmetic.join(".", "A.swift") == "A.swift")
        #expect(PathArithmetic.join("", "A.swift") == "A.swift")
    }
}
