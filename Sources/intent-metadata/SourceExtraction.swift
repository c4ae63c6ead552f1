import Foundation
import IntentMetadata
import IntentMetadataExtractor

/// The sources of `extract`, `check` and `describe`, read and run through the pipeline.
struct SourceExtraction {
    /// The files read and the paths to show for them.
    var tree: SourceTree.Contents
    /// The strings tables and catalogs read beside the Swift files.
    var resourceFiles: [SourceFile]
    /// The pipeline's result.
    var result: ExtractionResult
    /// Every diagnostic (reading and pipeline), with display paths and `--warnings-as-errors` applied, sorted.
    var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error.
    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Reads the sources and extracts their metadata.
    ///
    /// - Throws: `CommandLineError` when a path does not exist or a dependency bundle cannot be loaded.
    init(options: SourceOptions, warningsAsErrors: Bool) throws {
        do {
            tree = try SourceTree(paths: options.paths).read()
        } catch let error as SourceTree.MissingPathError {
            throw CommandLineError.noSuchPath(error.path)
        }
        let dependencies = try options.dependencies.map(BundleFile.load)
            + DependencySources.bundles(options.dependencySources, platform: options.platform, customFlags: options.customFlags)
        var configuration = ExtractionConfiguration(
            moduleName: options.moduleName ?? Self.defaultModuleName(for: options.paths),
            platform: options.platform,
            customFlags: Set(options.customFlags),
            dependencies: dependencies
        )
        configuration.parsesEveryFile = options.parsesEveryFile
        let resources = SourceTree(paths: options.paths).readLocalizationResources(besides: tree)
        tree.displayPaths.merge(resources.displayPaths) { current, _ in current }
        tree.diagnostics += resources.diagnostics
        resourceFiles = resources.files
        // The command writes the bundle and exits: the trees can be freed while it does.
        result = ExtractionPipeline(configuration: configuration, freesTreesConcurrently: true).run(tree.files, intentDefinitions: tree.intentDefinitions, resources: resources.files)
        let tree = self.tree
        diagnostics = (tree.diagnostics + result.diagnostics)
            .map { warningsAsErrors ? $0.promotingWarningToError : $0 }
            .map { $0.mappingFiles(tree.displayPath(for:)) }
            .sorted()
    }

    /// The name of the first folder given, as SwiftPM names a target after its folder; `Module` without one.
    static func defaultModuleName(for paths: [String]) -> String {
        let currentDirectory = FileManager.default.currentDirectoryPath
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let name = PathArithmetic.lastComponent(of: PathArithmetic.absolute(path, currentDirectory: currentDirectory))
            return name == "/" ? "Module" : name
        }
        return "Module"
    }
}
