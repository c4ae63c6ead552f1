import Foundation
import SwiftParser
import SwiftSyntax

/// Finds and parses the Swift files of a folder and runs the oracle over them.
public enum FolderScan {
    /// The `.swift` files under `root`, recursively, as paths relative to it, sorted. Hidden files and folders
    /// (`.build`, `.git`) are skipped; symbolic links to files are followed, links to folders are not.
    public static func swiftFiles(under root: URL) -> [String] {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else {
            return []
        }
        let rootPath = root.standardizedFileURL.path
        var files: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            let path = url.standardizedFileURL.path
            files.append(path.hasPrefix(rootPath + "/") ? String(path.dropFirst(rootPath.count + 1)) : path)
        }
        return files.sorted()
    }

    /// Parses every Swift file under `root` with SwiftParser and classifies what it declares.
    public static func run(root: URL) throws -> OracleResult {
        let files = swiftFiles(under: root)
        var declarations: [DeclarationRecord] = []
        var constraints: [ConstraintRecord] = []
        for file in files {
            let data = try Data(contentsOf: root.appendingPathComponent(file))
            let (fileDeclarations, fileConstraints) = collect(source: String(decoding: data, as: UTF8.self), file: file)
            declarations += fileDeclarations
            constraints += fileConstraints
        }
        return OracleClassifier.classify(declarations: declarations, constraints: constraints, fileCount: files.count)
    }

    /// The records of one file's source.
    public static func collect(source: String, file: String) -> ([DeclarationRecord], [ConstraintRecord]) {
        let tree = Parser.parse(source: source)
        let collector = DeclarationCollector(file: file, tree: tree)
        collector.walk(tree)
        return (collector.declarations, collector.constraints)
    }

    /// Classifies in-memory sources, keyed by file name; for tests.
    public static func run(sources: [String: String]) -> OracleResult {
        var declarations: [DeclarationRecord] = []
        var constraints: [ConstraintRecord] = []
        for (file, source) in sources.sorted(by: { $0.key < $1.key }) {
            let (fileDeclarations, fileConstraints) = collect(source: source, file: file)
            declarations += fileDeclarations
            constraints += fileConstraints
        }
        return OracleClassifier.classify(declarations: declarations, constraints: constraints, fileCount: sources.count)
    }
}
