import TestSupport
import Foundation
import IntentMetadata
import IntentMetadataExtractor

/// Small bundles for `merge`, `describe` and `--dependency` tests.
enum BundleFixtures {
    static func action(_ identifier: String, module: String, file: String = "Intents.swift", line: Int = 3) -> ActionMetadata {
        ActionMetadata(
            identifier: identifier,
            typeName: "\(module).\(identifier)",
            title: LocalizedText(key: identifier),
            source: SourceReference(file: file, line: line, column: 8)
        )
    }

    static func package(_ identifier: String, module: String, including included: [String] = []) -> PackageMetadata {
        PackageMetadata(identifier: identifier, typeName: "\(module).\(identifier)", includedPackages: included, source: SourceReference(file: "Package.swift", line: 1, column: 8))
    }

    static func bundle(module: String, actions: [String]) -> IntentMetadataBundle {
        IntentMetadataBundle(module: module, actions: actions.map { action($0, module: module) })
    }

    /// Writes a bundle as the tool would and returns the path relative to the folder.
    @discardableResult
    static func write(_ bundle: IntentMetadataBundle, to relativePath: String, in directory: TemporaryDirectory) throws -> String {
        let data = try BundleWriter.encodedData(for: bundle)
        try directory.write(String(decoding: data, as: UTF8.self), to: relativePath)
        return relativePath
    }

    static func decode(_ text: String) throws -> IntentMetadataBundle {
        try JSONDecoder().decode(IntentMetadataBundle.self, from: Data(text.utf8))
    }
}
