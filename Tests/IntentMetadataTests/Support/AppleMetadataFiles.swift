import Foundation

/// The three real `extract.actionsdata` files in `TestInputs/AppleMetadata/` (Apple-generated data of public
/// apps), and helpers to place them as Xcode does in a built app.
enum AppleMetadataFiles {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appending(path: "TestInputs/AppleMetadata")

    static func url(_ name: String) -> URL {
        folder.appending(path: "\(name).extract.actionsdata.json")
    }

    /// Our own file in Apple's format for `TestInputs/AppleReference/Harbor`, written by hand from the facts of Xcode
    /// 27's files (`docs/AppleMetadata.md`).
    static let harbor = folder.deletingLastPathComponent().appending(path: "AppleReference/Harbor/expected.actionsdata.json")

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: url(name))
    }

    static func object(_ name: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: data(name)) as? [String: Any] ?? [:]
    }

    /// Writes `data` to `relativePath` under `root`, creating folders.
    @discardableResult
    static func place(_ data: Data, at relativePath: String, under root: URL) throws -> URL {
        let url = root.appending(path: relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        return url
    }
}
