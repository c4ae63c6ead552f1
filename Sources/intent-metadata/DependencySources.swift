#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentMetadata
import IntentMetadataExtractor

/// `--dependency-sources [Module=]path`: the sources of a module this one imports, read for its App Intents types only.
///
/// Each module's files go through the pipeline as a module of their own; its entities and enums then resolve in the
/// module being extracted, as a `--dependency` bundle's do. The dependency's own diagnostics are not reported: they
/// belong to the run that checks that module.
enum DependencySources {
    /// One `--dependency-sources` value: the module's name and one file or folder of it.
    struct Entry: Equatable {
        var moduleName: String
        var path: String

        /// Reads `Module=path`, or `path` alone, which names the module after the folder (as SwiftPM names a target).
        init(_ value: String) {
            if let equals = value.firstIndex(of: "="), value[..<equals].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
               equals != value.startIndex {
                moduleName = String(value[..<equals])
                path = String(value[value.index(after: equals)...])
            } else {
                moduleName = SourceExtraction.defaultModuleName(for: [value])
                path = value
            }
        }
    }

    /// The bundles of the modules given, in module-name order; paths of one module are read together.
    ///
    /// - Throws: `CommandLineError.noSuchPath` when a path does not exist.
    static func bundles(
        _ values: [String], platform: ExtractionConfiguration.Platform, customFlags: [String], compilerVersion: [Int] = ExtractionConfiguration.defaultCompilerVersion
    ) throws -> [IntentMetadataBundle] {
        var pathsByModule: [String: [String]] = [:]
        for entry in values.map(Entry.init) {
            pathsByModule[entry.moduleName, default: []].append(entry.path)
        }
        return try pathsByModule.keys.sorted().map { moduleName in
            let contents: SourceTree.Contents
            do {
                contents = try SourceTree(paths: pathsByModule[moduleName] ?? []).read()
            } catch let error as SourceTree.MissingPathError {
                throw CommandLineError.noSuchPath(error.path)
            }
            var configuration = ExtractionConfiguration(moduleName: moduleName, platform: platform, customFlags: Set(customFlags))
            configuration.compilerVersion = compilerVersion
            return ExtractionPipeline(configuration: configuration).run(contents.files).bundle
        }
    }
}
