import Foundation

/// A fresh folder under the system's temporary folder, removed when the value goes away: the one temporary folder of
/// every test target.
package final class TemporaryDirectory {
    package let url: URL

    package init() throws {
        url = FileManager.default.temporaryDirectory.appending(path: "intent-metadata-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    package var path: String { url.path(percentEncoded: false) }

    /// Writes a text file, creating folders on the way, and returns its URL.
    @discardableResult
    package func write(_ text: String, to relativePath: String) throws -> URL {
        try write(Data(text.utf8), to: relativePath)
    }

    /// Writes bytes to a file, creating folders on the way, and returns its URL.
    @discardableResult
    package func write(_ data: Data, to relativePath: String) throws -> URL {
        let file = url.appending(path: relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }

    /// Creates a symbolic link at `relativePath` pointing to `destination` (taken literally).
    package func link(_ relativePath: String, to destination: String) throws {
        let link = url.appending(path: relativePath)
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link.path(percentEncoded: false), withDestinationPath: destination)
    }

    package func contents(of relativePath: String) throws -> String {
        String(decoding: try Data(contentsOf: url.appending(path: relativePath)), as: UTF8.self)
    }

    package func exists(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appending(path: relativePath).path(percentEncoded: false))
    }
}
