import Foundation
import Testing

/// What one run of the built `intent-metadata` printed and returned.
struct ToolRun {
    var status: Int32
    var standardOutput: String
    var standardError: String

    /// The standard error's lines.
    var errorLines: [String] { standardError.split(separator: "\n").map(String.init) }
}

/// Runs the `intent-metadata` executable that `swift test` built beside the test bundle.
enum ToolRunner {
    /// The built tool, found next to the test bundle; `INTENT_METADATA_TOOL` overrides the search.
    static let toolURL: URL? = {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["INTENT_METADATA_TOOL"] { return URL(fileURLWithPath: path) }
        var directories: [URL] = []
        // Linux: the tests run inside `<products>/swift-intent-metadataPackageTests.xctest`, an executable.
        if let executable = Bundle.main.executableURL { directories.append(executable.deletingLastPathComponent()) }
        // macOS: the tests are a loadable `.xctest` bundle in the products folder.
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        directories.append(packageRoot.appending(path: ".build/debug"))
        return directories.map { $0.appending(path: "intent-metadata") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path(percentEncoded: false)) }
    }()

    /// Runs the tool with arguments in a folder, capturing both streams through files (no pipe can fill up).
    static func run(_ arguments: [String], in directory: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> ToolRun {
        let tool = try #require(toolURL, "the intent-metadata executable was not found beside the test bundle", sourceLocation: sourceLocation)
        return try run(arguments, in: directory, executable: tool)
    }
}

/// A fresh folder under the system's temporary folder, removed when the value goes away.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appending(path: "intent-metadata-cli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    var path: String { url.path(percentEncoded: false) }

    /// Writes a text file, creating folders on the way, and returns its URL.
    @discardableResult
    func write(_ text: String, to relativePath: String) throws -> URL {
        let file = url.appending(path: relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }

    /// Creates a symbolic link at `relativePath` pointing to `destination` (taken literally).
    func link(_ relativePath: String, to destination: String) throws {
        let link = url.appending(path: relativePath)
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link.path(percentEncoded: false), withDestinationPath: destination)
    }

    func contents(of relativePath: String) throws -> String {
        String(decoding: try Data(contentsOf: url.appending(path: relativePath)), as: UTF8.self)
    }

    func exists(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appending(path: relativePath).path(percentEncoded: false))
    }
}
