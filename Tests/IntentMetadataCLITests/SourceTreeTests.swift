import TestSupport
import Foundation
import IntentMetadataExtractor
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct SourceTreeTests {
    private func read(_ paths: [String]) throws -> SourceTree.Contents {
        try SourceTree(paths: paths).read()
    }

    /// The relative paths start at the deepest folder holding every given path, cut at whole components.
    @Test func filesAreRelativeToTheDeepestCommonFolder() throws {
        let directory = try TemporaryDirectory()
        try directory.write("", to: "App/Books/Shelf.swift")
        try directory.write("", to: "App/Bookmarks/Mark.swift")
        try directory.write("", to: "App/Books/Deep/Page.swift")
        let contents = try read([directory.path + "/App/Books/Shelf.swift", directory.path + "/App/Bookmarks/Mark.swift", directory.path + "/App/Books/Deep"])
        #expect(contents.rootDirectory == directory.path + "/App")
        #expect(contents.files.map(\.path) == ["Bookmarks/Mark.swift", "Books/Deep/Page.swift", "Books/Shelf.swift"])
        let single = try read([directory.path + "/App/Books/Deep"])
        #expect(single.rootDirectory == directory.path + "/App/Books/Deep")
        #expect(single.files.map(\.path) == ["Page.swift"])
    }

    @Test func filesAreFoundRecursivelyAndSorted() throws {
        let directory = try TemporaryDirectory()
        try directory.write("", to: "App/Zebra.swift")
        try directory.write("", to: "App/Models/Animal.swift")
        try directory.write("", to: "App/Apple.swift")
        try directory.write("", to: "App/Notes.md")
        let tree = try read([directory.path + "/App"])
        #expect(tree.files.map(\.path) == ["Apple.swift", "Models/Animal.swift", "Zebra.swift"])
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.displayPath(for: "Models/Animal.swift") == directory.path + "/App/Models/Animal.swift")
    }

    @Test func hiddenFoldersAndBuildFoldersAreSkipped() throws {
        let directory = try TemporaryDirectory()
        try directory.write("", to: "App/Intent.swift")
        try directory.write("", to: "App/.build/checkouts/Dependency.swift")
        try directory.write("", to: "App/.git/Hook.swift")
        try directory.write("", to: "App/.Hidden.swift")
        #expect(try read([directory.path + "/App"]).files.map(\.path) == ["Intent.swift"])
    }

    @Test func manifestsAreSkippedButAFileNamedPackageIsRead() throws {
        let directory = try TemporaryDirectory()
        try directory.write("// swift-tools-version:6.0\nimport PackageDescription\n", to: "Root/Package.swift")
        try directory.write("//swift-tools-version: 5.9\n", to: "Root/Package@swift-5.9.swift")
        try directory.write("struct Package {}\n", to: "Root/Sources/App/Package.swift")
        let tree = try read([directory.path + "/Root"])
        #expect(tree.files.map(\.path) == ["Sources/App/Package.swift"])
    }

    @Test func severalFoldersShareTheirCommonParentAsRoot() throws {
        let directory = try TemporaryDirectory()
        try directory.write("", to: "Sources/App/Intent.swift")
        try directory.write("", to: "Sources/Kit/Intent.swift")
        let tree = try read([directory.path + "/Sources/Kit", directory.path + "/Sources/App"])
        #expect(tree.files.map(\.path) == ["App/Intent.swift", "Kit/Intent.swift"])
        #expect(tree.rootDirectory.hasSuffix("/Sources"))
    }

    @Test func filesGivenOneByOneAreRelativeToTheirCommonFolder() throws {
        let directory = try TemporaryDirectory()
        let first = try directory.write("", to: "Target/A.swift").path(percentEncoded: false)
        let second = try directory.write("", to: "Target/Sub/B.swift").path(percentEncoded: false)
        let tree = try read([second, first])
        #expect(tree.files.map(\.path) == ["A.swift", "Sub/B.swift"])
        #expect(tree.displayPath(for: "Sub/B.swift") == second)
    }

    @Test func aFileGivenTwiceIsReadOnce() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("", to: "App/A.swift").path(percentEncoded: false)
        try directory.link("App/Alias.swift", to: "A.swift")
        #expect(try read([file, directory.path + "/App"]).files.map(\.path) == ["A.swift"])
    }

    @Test func symbolicLinkLoopsEnd() throws {
        let directory = try TemporaryDirectory()
        try directory.write("", to: "App/Intent.swift")
        try directory.link("App/Loop", to: ".")
        try directory.link("App/Nested/Up", to: "../..")
        try directory.link("App/SelfLink.swift", to: "SelfLink.swift")
        let tree = try read([directory.path + "/App"])
        #expect(tree.files.map(\.path) == ["Intent.swift"])
        #expect(tree.diagnostics.map(\.location.file) == ["SelfLink.swift"])
        #expect(tree.diagnostics.first?.id == .fileUnreadable)
    }

    @Test func danglingLinkIsAnUnreadableFileAtLineOneColumnOne() throws {
        let directory = try TemporaryDirectory()
        try directory.link("App/Broken.swift", to: "Missing.swift")
        try directory.link("App/Broken.txt", to: "Missing.txt")
        let tree = try read([directory.path + "/App"])
        #expect(tree.files.isEmpty)
        let diagnostic = try #require(tree.diagnostics.first)
        #expect(tree.diagnostics.count == 1)
        #expect(diagnostic.id == .fileUnreadable)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location.file == "Broken.swift")
        #expect((diagnostic.location.line, diagnostic.location.column) == (1, 1))
        #expect(diagnostic.message == "file could not be read: no such file or directory")
    }

    @Test func aFIFONamedSwiftDoesNotHang() throws {
        let directory = try TemporaryDirectory()
        try directory.write("", to: "App/Intent.swift")
        #expect(mkfifo(directory.path + "/App/Pipe.swift", 0o644) == 0)
        let tree = try read([directory.path + "/App"])
        #expect(tree.files.map(\.path) == ["Intent.swift"])
        #expect(tree.diagnostics.map(\.message) == ["file could not be read: not a regular file"])
    }

    @Test(.enabled(if: getuid() != 0, "root reads every file"))
    func unreadableFilesAndFoldersAreDiagnosed() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("", to: "App/Secret.swift").path(percentEncoded: false)
        try directory.write("", to: "App/Locked/Inner.swift")
        chmod(file, 0)
        chmod(directory.path + "/App/Locked", 0)
        defer { chmod(directory.path + "/App/Locked", 0o755) }
        let tree = try read([directory.path + "/App"])
        #expect(tree.files.isEmpty)
        #expect(tree.diagnostics.map(\.location.file) == ["Locked", "Secret.swift"])
    }

    #if os(Linux)
    // Only Linux file systems accept names that are not UTF-8; macOS refuses to create them.
    @Test func fileNamesThatAreNotUTF8AreDiagnosed() throws {
        let directory = try TemporaryDirectory()
        try directory.write("", to: "App/Good.swift")
        var name = Array((directory.path + "/App/Bad").utf8)
        name.append(0xFF)
        name.append(contentsOf: Array(".swift".utf8))
        name.append(0)
        let descriptor = name.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters -> Int32 in
                guard let base = characters.baseAddress else { return -1 }
                return open(base, O_CREAT | O_WRONLY, 0o644)
            }
        }
        #expect(descriptor >= 0)
        close(descriptor)
        let tree = try read([directory.path + "/App"])
        #expect(tree.files.map(\.path) == ["Good.swift"])
        #expect(tree.diagnostics.count == 1)
        #expect(tree.diagnostics.first?.message == "file name is not valid UTF-8; the file was skipped")
    }
    #endif

    @Test func aMissingPathThrows() {
        #expect(throws: SourceTree.MissingPathError(path: "/no/such/folder")) {
            try SourceTree(paths: ["/no/such/folder"]).read()
        }
    }

    @Test func filesReadConcurrentlyKeepTheirOwnBytesAndTheWalkOrder() throws {
        let directory = try TemporaryDirectory()
        var expected: [(path: String, bytes: [UInt8])] = []
        for number in 0..<200 {
            // Sizes around the old 64 KiB read chunk, an empty file, and the rest small.
            let size = number == 0 ? 0 : number < 4 ? (1 << 16) - 2 + number : number
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ number) }
            let path = String(format: "Group%02d/File%03d.swift", number % 7, number)
            try Data(bytes).write(to: try directory.write("", to: path))
            expected.append((path, bytes))
        }
        expected.sort { $0.path < $1.path }
        let files = try read([directory.url.path(percentEncoded: false)]).files
        #expect(files.map(\.path) == expected.map(\.path))
        #expect(files.map(\.bytes) == expected.map(\.bytes))
    }

    @Test func bytesAreReadAsTheyAre() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appending(path: "Binary.swift")
        let bytes: [UInt8] = [0x00, 0xFF, 0xFE, 0x0A, 0x80]
        try Data(bytes).write(to: file)
        #expect(try read([file.path(percentEncoded: false)]).files.first?.bytes == bytes)
    }
}

extension SourceTreeTests {
    @Test func intentDefinitionsAreFoundBesideTheSwiftFiles() throws {
        let directory = try TemporaryDirectory()
        try directory.write("", to: "App/Intent.swift")
        try directory.write("<plist/>", to: "App/Base.lproj/Intents.intentdefinition")
        try directory.write("<plist/>", to: "App/.hidden/Old.intentdefinition")
        let tree = try SourceTree(paths: [directory.path + "/App"]).read()
        #expect(tree.files.map(\.path) == ["Intent.swift"])
        #expect(tree.intentDefinitions.map(\.path) == ["Base.lproj/Intents.intentdefinition"])
    }

    @Test func intentDefinitionGivenDirectlyIsReadAsOne() throws {
        let directory = try TemporaryDirectory()
        try directory.write("<plist/>", to: "Intents.intentdefinition")
        let tree = try SourceTree(paths: [directory.path + "/Intents.intentdefinition"]).read()
        #expect(tree.files.isEmpty)
        #expect(tree.intentDefinitions.map(\.path) == ["Intents.intentdefinition"])
    }
}
