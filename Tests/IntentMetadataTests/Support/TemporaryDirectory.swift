import Foundation

/// A fresh directory under the system's temporary directory, removed when the test is done with it.
struct TemporaryDirectory: ~Copyable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("IntentMetadataTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `data` to a file in the directory and returns its URL.
    func write(_ data: Data, named name: String) throws -> URL {
        let fileURL = url.appendingPathComponent(name)
        try data.write(to: fileURL)
        return fileURL
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
