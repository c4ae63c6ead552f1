import TestSupport
import Foundation
import IntentMetadata
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Source trees built to trip the tool up, run through the built `intent-metadata` end to end: each run ends
/// with a clear diagnostic or a correct bundle (issue 6). `SourceTreeTests` covers the same cases one level
/// down, on `SourceTree` itself.
@Suite struct HostileSourceTreeTests {
    private let intent = """
        struct WaterPlant: AppIntent {
            static var title: LocalizedStringResource = "Water Plant"
            func perform() async throws -> some IntentResult { .result() }
        }

        """

    // MARK: Unreadable files and folders

    /// `setpriv`, which runs the tool as `nobody` when the tests run as root: root reads every file whatever its
    /// mode, so permissions only make a file unreadable for another user.
    static let setprivURL: URL? = ["/usr/bin/setpriv", "/bin/setpriv"].map(URL.init(fileURLWithPath:))
        .first { FileManager.default.isExecutableFile(atPath: $0.path(percentEncoded: false)) }

    static var canRunWithoutPrivileges: Bool { getuid() != 0 || setprivURL != nil }

    @Test(.enabled(if: canRunWithoutPrivileges, "running as root without setpriv: root reads every file, so nothing is unreadable"))
    func unreadableFilesAndFoldersAreDiagnosedAndTheRestIsRead() throws {
        let directory = try TemporaryDirectory()
        try directory.write(intent, to: "App/Good.swift")
        try directory.write(intent, to: "App/Secret.swift")
        try directory.write(intent, to: "App/Locked/Inner.swift")
        // `nobody` must be able to reach the folder at all.
        chmod(directory.path, 0o755)
        chmod(directory.path + "/App", 0o755)
        chmod(directory.path + "/App/Secret.swift", 0)
        chmod(directory.path + "/App/Locked", 0)
        defer { chmod(directory.path + "/App/Locked", 0o755) }
        let run = try runUnprivileged(["check", "App"], in: directory)
        #expect(run.status == 1, "\(run.standardError)")
        #expect(run.errorLines.contains("App/Locked:1:1: error: folder could not be read: permission denied [file-unreadable]"), "\(run.standardError)")
        #expect(run.errorLines.contains("App/Secret.swift:1:1: error: file could not be read: permission denied [file-unreadable]"), "\(run.standardError)")
        #expect(run.errorLines.last == "error: 2 errors found.")
    }

    #if os(Linux)
    @Test func aFileWhoseReadFailsIsDiagnosed() throws {
        // Even root cannot read `/proc/self/mem` at offset 0: the tool's own page 0 is unmapped, so `read` fails
        // with EIO after `open` and `fstat` succeed. This reaches the read-error path without permissions.
        let directory = try TemporaryDirectory()
        try directory.write(intent, to: "App/Good.swift")
        try directory.link("App/Memory.swift", to: "/proc/self/mem")
        let run = try ToolRunner.run(["check", "App"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.errorLines.first == "App/Memory.swift:1:1: error: file could not be read: input/output error [file-unreadable]", "\(run.standardError)")
    }
    #endif

    // MARK: Links

    @Test func symbolicLinkLoopsEnd() throws {
        let directory = try TemporaryDirectory()
        try directory.write(intent, to: "App/Intent.swift")
        try directory.link("App/Loop", to: ".")
        try directory.link("App/Nested/Up", to: "../..")
        try directory.link("App/Nested/Deeper/Root", to: directory.path)
        try directory.link("App/A.swift", to: "B.swift")
        try directory.link("App/B.swift", to: "A.swift")
        let run = try ToolRunner.run(["extract", "App", "--keep-going"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.errorLines.filter { $0.contains("[file-unreadable]") } == [
            "App/A.swift:1:1: error: file could not be read: too many levels of symbolic links [file-unreadable]",
            "App/B.swift:1:1: error: file could not be read: too many levels of symbolic links [file-unreadable]",
        ])
        let bundle = try BundleFixtures.decode(run.standardOutput)
        #expect(bundle.actions.map(\.identifier) == ["WaterPlant"])
    }

    // MARK: Names that are not UTF-8

    #if os(Linux)
    // Only Linux file systems accept names that are not UTF-8; macOS refuses to create them.
    @Test func namesThatAreNotUTF8AreDiagnosedAndTheRestIsRead() throws {
        let directory = try TemporaryDirectory()
        try directory.write(intent, to: "App/Good.swift")
        try createRawFile(directory.path + "/App/Bad", byte: 0xFF, suffix: ".swift")
        try createRawFolder(directory.path + "/App/Folder", byte: 0xFE, withFile: "Inner.swift")
        let run = try ToolRunner.run(["check", "App"], in: directory.url)
        #expect(run.status == 1)
        // The bytes that are not UTF-8 show as U+FFFD, so the line stays printable.
        #expect(run.errorLines.contains("App/Bad\u{FFFD}.swift:1:1: error: file name is not valid UTF-8; the file was skipped [file-unreadable]"), "\(run.standardError)")
        #expect(run.errorLines.contains("App/Folder\u{FFFD}:1:1: error: folder name is not valid UTF-8; its files were skipped [file-unreadable]"), "\(run.standardError)")
        #expect(run.errorLines.last == "error: 2 errors found.")
    }

    @Test func aPathThatIsNotUTF8OnTheCommandLineIsAUsageError() throws {
        // `Process` takes `String` arguments, so a shell puts the raw byte into the tool's `argv`.
        let directory = try TemporaryDirectory()
        try createRawFile(directory.path + "/Bad", byte: 0xFF, suffix: ".swift")
        let tool = try #require(ToolRunner.toolURL)
        let run = try ToolRunner.run(
            ["-c", #"exec "$0" check "$(printf 'Bad\377.swift')""#, tool.path(percentEncoded: false)],
            in: directory.url, executable: URL(fileURLWithPath: "/bin/sh")
        )
        #expect(run.status == 2, "\(run.standardError)")
        #expect(run.standardError.contains("Bad\u{FFFD}.swift"), "\(run.standardError)")
        #expect(run.errorLines.count == 1, "\(run.standardError)")
    }
    #endif

    // MARK: Binary and empty files

    @Test func aBinaryFileNamedSwiftIsAnErrorWhereItIsParsed() throws {
        let directory = try TemporaryDirectory()
        try directory.write(intent, to: "App/Good.swift")
        var bytes: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00]
        var state: UInt32 = 0x1234_5678
        for _ in 0..<200_000 {
            state = state &* 1_664_525 &+ 1_013_904_223
            bytes.append(UInt8(truncatingIfNeeded: state >> 24))
        }
        try Data(bytes).write(to: directory.url.appending(path: "App/Image.swift"))
        try directory.write(Data(bytes), to: "Library/Image.swift")
        // A file that declares nothing the App Intents code needs is only searched, as in a module naming no App
        // Intents, unless `--all-files`; parsed, it is an error and no bundle is written.
        let run = try ToolRunner.run(["extract", "App", "--output", "App.json"], in: directory.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(directory.exists("App.json"))
        let app = try ToolRunner.run(["extract", "App", "--all-files", "--output", "AppEvery.json"], in: directory.url)
        #expect(app.status == 1)
        #expect(!app.errorLines.isEmpty)
        #expect(app.errorLines.allSatisfy { $0.hasPrefix("App/Image.swift:") || $0.hasSuffix("found; no bundle was written.") }, "\(app.errorLines.prefix(5))")
        #expect(!directory.exists("AppEvery.json"))
        let library = try ToolRunner.run(["extract", "Library", "--output", "Library.json"], in: directory.url)
        #expect(library.status == 0, "\(library.standardError)")
        #expect(directory.exists("Library.json"))
        let every = try ToolRunner.run(["extract", "Library", "--all-files", "--output", "Every.json"], in: directory.url)
        #expect(every.status == 1)
        #expect(every.errorLines.allSatisfy { $0.hasPrefix("Library/Image.swift:") || $0.hasSuffix("found; no bundle was written.") }, "\(every.errorLines.prefix(5))")
        #expect(!directory.exists("Every.json"))
    }

    @Test func emptyFilesGiveAnEmptyBundle() throws {
        let directory = try TemporaryDirectory()
        try directory.write("", to: "App/Empty.swift")
        try directory.write("", to: "App/Sub/AlsoEmpty.swift")
        let run = try ToolRunner.run(["extract", "App", "--output", "App.json"], in: directory.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.isEmpty)
        let bundle = try IntentMetadataBundle(contentsOf: directory.url.appending(path: "App.json"))
        #expect(bundle.module == "App")
        #expect(bundle.actions.isEmpty && bundle.entities.isEmpty && bundle.enums.isEmpty)
    }

    @Test func aFolderWithoutSwiftFilesGivesAnEmptyBundle() throws {
        let directory = try TemporaryDirectory()
        try directory.write("# Notes\n", to: "App/README.md")
        let run = try ToolRunner.run(["extract", "App"], in: directory.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try BundleFixtures.decode(run.standardOutput).actions.isEmpty)
    }

    // MARK: Helpers

    /// Runs the tool as `nobody` through `setpriv` when the tests run as root, or directly otherwise.
    private func runUnprivileged(_ arguments: [String], in directory: TemporaryDirectory) throws -> ToolRun {
        guard getuid() == 0 else { return try ToolRunner.run(arguments, in: directory.url) }
        let setpriv = try #require(Self.setprivURL)
        let tool = try #require(ToolRunner.toolURL)
        // The tool writes its captured output into the folder, which `nobody` may not write to; so the capture
        // files are made by `ToolRunner` (as root) and only the tool itself runs unprivileged.
        return try ToolRunner.run(
            ["--reuid=65534", "--regid=65534", "--clear-groups", tool.path(percentEncoded: false)] + arguments,
            in: directory.url, executable: setpriv
        )
    }

    private func createRawFile(_ prefix: String, byte: UInt8, suffix: String) throws {
        var name = Array(prefix.utf8)
        name.append(byte)
        name.append(contentsOf: Array(suffix.utf8))
        name.append(0)
        let descriptor = name.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters -> Int32 in
                guard let base = characters.baseAddress else { return -1 }
                return open(base, O_CREAT | O_WRONLY, 0o644)
            }
        }
        try #require(descriptor >= 0)
        close(descriptor)
    }

    private func createRawFolder(_ prefix: String, byte: UInt8, withFile fileName: String) throws {
        var name = Array(prefix.utf8)
        name.append(byte)
        let folder = name + [0]
        let made = folder.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters -> Int32 in
                guard let base = characters.baseAddress else { return -1 }
                return mkdir(base, 0o755)
            }
        }
        try #require(made == 0)
        try createRawFile(prefix, byte: byte, suffix: "/" + fileName)
    }
}
