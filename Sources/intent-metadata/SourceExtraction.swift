#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentMetadata
import IntentMetadataExtractor

/// The sources of `extract`, `check` and `describe` read as one module, with diagnostics shown at the paths the user
/// gave.
struct SourceExtraction {
    /// The module read and extracted (`ModuleExtraction`).
    var module: ModuleExtraction
    /// Every diagnostic, with display paths, sorted.
    var diagnostics: [Diagnostic]

    /// The files read and the paths to show for them.
    var tree: SourceTree.Contents { module.tree }
    /// The strings tables and catalogs read beside the Swift files.
    var resourceFiles: [SourceFile] { module.resourceFiles }
    /// The pipeline's result.
    var result: ExtractionResult { module.result }
    /// Whether any diagnostic is an error.
    var hasErrors: Bool { module.hasErrors }

    /// Reads the sources and extracts their metadata.
    ///
    /// - Parameter readCache: files this run already read (those read ahead while the projects of the folder were
    ///   read, when none of them gave a target).
    /// - Throws: `CommandLineError` when a path does not exist or a dependency bundle cannot be loaded.
    init(options: SourceOptions, warningsAsErrors: Bool, readCache: FileReadCache? = nil) throws {
        // A missing source is reported before a dependency is loaded.
        if let missing = options.paths.first(where: { !FileManager.default.fileExists(atPath: $0) }) { throw CommandLineError.noSuchPath(missing) }
        let dependencies = try options.dependencies.map(BundleFile.load)
            + DependencySources.bundles(options.dependencySources, platform: options.platform, customFlags: options.customFlags, compilerVersion: options.effectiveCompilerVersion)
        var configuration = ExtractionConfiguration(
            moduleName: options.moduleName ?? Self.defaultModuleName(for: options.paths),
            platform: options.platform,
            customFlags: Set(options.customFlags),
            dependencies: dependencies
        )
        configuration.parsesEveryFile = options.parsesEveryFile
        configuration.compilerVersion = options.effectiveCompilerVersion
        do {
            // The command writes the bundle and exits: the trees are left for the exit to take back.
            module = try ModuleExtraction(
                paths: options.paths, configuration: configuration, readCache: readCache, warningsAsErrors: warningsAsErrors, keepsMemoryUntilExit: true
            )
        } catch let error as SourceTree.MissingPathError {
            throw CommandLineError.noSuchPath(error.path)
        }
        SelectionStatistics.report([module.result])
        let tree = module.tree
        diagnostics = module.diagnostics.map { $0.mappingFiles(tree.displayPath(for:)) }.sorted()
    }

    /// The name of the first folder given, as SwiftPM names a target after its folder; `Module` without one.
    static func defaultModuleName(for paths: [String]) -> String {
        let currentDirectory = FileManager.default.currentDirectoryPath
        for path in paths {
            guard SystemCall.isDirectory(at: path) == true else { continue }
            let name = PathArithmetic.lastComponent(of: PathArithmetic.absolute(path, currentDirectory: currentDirectory))
            return name == "/" ? "Module" : name
        }
        return "Module"
    }
}
