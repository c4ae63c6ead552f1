import Foundation
@testable import IntentMetadataExtractor
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `AnchoredPath` resolves a path under the current directory from a descriptor of that directory: it must name the
/// same file, and answer the same, as resolving the absolute path from the root does.
@Suite struct AnchoredPathTests {
    /// What `path` names, by the C library's own `stat`, or `nil`.
    private func identity(_ path: String) -> SourceTree.FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return SourceTree.FileIdentity(info)
    }

    private func anchoredIdentity(_ path: String, followingLinks: Bool = true) -> SourceTree.FileIdentity? {
        var info = stat()
        let result = followingLinks ? AnchoredPath.status(of: path, into: &info) : AnchoredPath.linkStatus(of: path, into: &info)
        guard result == 0 else { return nil }
        return SourceTree.FileIdentity(info)
    }

    /// The current directory and the name of a regular file in it (the test run's package has several).
    private func fileInCurrentDirectory() throws -> (directory: String, name: String) {
        let directory = FileManager.default.currentDirectoryPath
        let entries = try #require(FolderEntries.entries(of: directory, followingLinks: false))
        let file = try #require(entries.first { $0.isRegularFile })
        return (directory, file.name)
    }

    @Test func aFileUnderTheCurrentDirectoryIsTheSameFile() throws {
        let (directory, name) = try fileInCurrentDirectory()
        let path = PathArithmetic.join(directory, name)
        #expect(anchoredIdentity(path) != nil)
        #expect(anchoredIdentity(path) == identity(path))
        #expect(anchoredIdentity(path, followingLinks: false) == identity(path))
        let descriptor = AnchoredPath.open(path, flags: O_RDONLY | O_CLOEXEC)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        var info = stat()
        #expect(fstat(descriptor, &info) == 0)
        #expect(SourceTree.FileIdentity(info) == identity(path))
    }

    @Test func aPathThatClimbsOutOfTheCurrentDirectoryResolvesAsFromTheRoot() throws {
        let (directory, name) = try fileInCurrentDirectory()
        let last = try #require(directory.split(separator: "/").last.map(String.init))
        let climbing = directory + "/../" + last + "/" + name
        #expect(anchoredIdentity(climbing) != nil)
        #expect(anchoredIdentity(climbing) == identity(climbing))
        let parent = directory + "/.."
        #expect(anchoredIdentity(parent) == identity(parent))
        // A doubled slash after the directory is one slash, not a path from the root.
        let doubled = directory + "//" + name
        #expect(anchoredIdentity(doubled) != nil)
        #expect(anchoredIdentity(doubled) == identity(doubled))
    }

    @Test func missingPathsAndPathsElsewhereAnswerAsStatDoes() throws {
        let (directory, _) = try fileInCurrentDirectory()
        let missing = directory + "/no-such-file-\(UUID().uuidString)"
        var info = stat()
        let result = AnchoredPath.status(of: missing, into: &info)
        let error = errno
        #expect(result == -1)
        #expect(error == ENOENT)
        #expect(AnchoredPath.open(missing, flags: O_RDONLY | O_CLOEXEC) == -1)
        // The current directory itself, with and without its slash: not below it, resolved as given.
        #expect(anchoredIdentity(directory) == identity(directory))
        #expect(anchoredIdentity(directory + "/") == identity(directory))
        // A folder elsewhere, with a link in it that `linkStatus` does not follow.
        let root = try TemporaryDirectory()
        try root.write("struct A {}\n", to: "A.swift")
        let file = PathArithmetic.join(root.path, "A.swift")
        let link = PathArithmetic.join(root.path, "Link.swift")
        #expect(symlink(file, link) == 0)
        #expect(anchoredIdentity(link) == identity(file))
        #expect(anchoredIdentity(link, followingLinks: false) != identity(file))
        #expect(anchoredIdentity(link, followingLinks: false) != nil)
    }
}
