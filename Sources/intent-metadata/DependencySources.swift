import Foundation
import IntentMetadata
import IntentMetadataExtractor

/// `--dependency-sources [Module=]path`: the sources of a module this one imports (a folder, or its files one value
/// each), read for its App Intents types only. Each is extracted in the order given (an earlier one resolves types of a later one), its diagnostics left
/// to that module's own check, and its bundle serves as a `--dependency` would.
enum DependencySources {
    /// One `--dependency-sources` value: the module's name (default: the folder's name) and its folder.
    struct Specification: Equatable {
        var moduleName: String
        var path: String

        init(_ value: String) {
            if let equals = value.firstIndex(of: "="), equals != value.startIndex,
                value[..<equals].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                moduleName = String(value[..<equals])
                path = String(value[value.index(after: equals)...])
            } else {
                moduleName = SourceExtraction.defaultModuleName(for: [value])
                path = value
            }
        }
    }

    /// The `--dependency` bundles, then a bundle per `--dependency-sources` module.
    ///
    /// - Throws: `CommandLineError` when a bundle cannot be loaded or a dependency folder does not exist.
    static func bundles(for options: SourceOptions) throws -> [IntentMetadataBundle] {
        var bundles = try options.dependencies.map(BundleFile.load)
        for module in modules(options.dependencySources.map(Specification.init)) {
            let tree: SourceTree.Contents
            do {
                tree = try SourceTree(paths: module.paths).read()
            } catch let error as SourceTree.MissingPathError {
                throw CommandLineError.noSuchPath(error.path)
            }
            let configuration = ExtractionConfiguration(
                moduleName: module.name, platform: options.platform, customFlags: Set(options.customFlags), dependencies: bundles
            )
            bundles.append(ExtractionPipeline(configuration: configuration).run(tree.files, intentDefinitions: tree.intentDefinitions).bundle)
        }
        return bundles
    }

    /// Consecutive values naming one module are that module's paths (the plugins pass a module file by file).
    static func modules(_ specifications: [Specification]) -> [(name: String, paths: [String])] {
        var modules: [(name: String, paths: [String])] = []
        for specification in specifications {
            if let last = modules.last, last.name == specification.moduleName {
                modules[modules.count - 1].paths.append(specification.path)
            } else {
                modules.append((specification.moduleName, [specification.path]))
            }
        }
        return modules
    }
}
