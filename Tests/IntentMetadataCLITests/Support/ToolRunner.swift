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
