import Foundation
import Testing

extension ToolRunner {
    /// Runs an executable (the tool, or a shell or `setpriv` that starts it) in a folder, capturing both streams
    /// through files, so no pipe can fill up.
    static func run(_ arguments: [String], in directory: URL, executable: URL) throws -> ToolRun {
        let outputURL = directory.appending(path: ".tool-stdout-\(UUID().uuidString)")
        let errorURL = directory.appending(path: ".tool-stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outputURL.path(percentEncoded: false), contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path(percentEncoded: false), contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outputURL)
            try? FileManager.default.removeItem(at: errorURL)
        }
        let outputHandle = try FileHandle(forWritingTo: outputURL)
        let errorHandle = try FileHandle(forWritingTo: errorURL)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        try process.run()
        process.waitUntilExit()
        try outputHandle.close()
        try errorHandle.close()
        return ToolRun(
            status: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self)
        )
    }
}
