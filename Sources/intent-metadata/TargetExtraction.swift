import Foundation
import IntentMetadata
import IntentMetadataExtractor

/// One project or package target read and run through the pipeline with its own module name, platform, flags
/// and strings tables.
struct TargetExtraction {
    /// The target.
    var target: ProjectTarget
    /// The pipeline's result; file paths in it are relative to the repository's root.
    var result: ExtractionResult
    /// Reading and pipeline diagnostics, with paths as shown to the user and `--warnings-as-errors` applied, sorted.
    var diagnostics: [Diagnostic]

    /// Reads a target's files and extracts its metadata.
    ///
    /// - Parameters:
    ///   - target: the target; its files are read through `SourceTree`.
    ///   - display: the repository and how its paths are shown.
    ///   - options: the command's source options; `-D` flags add to the target's, `--platform` replaces its platform.
    ///   - dependencies: bundles of the targets it depends on, already extracted.
    ///   - localizationCache: strings tables other targets of the run already read.
    ///   - syntaxCache: syntax trees of the files other targets of the run already parsed.
    ///   - readCache: files other targets of the run already read.
    init(
        target: ProjectTarget, display: RepositoryDisplay, options: SourceOptions, dependencies: [IntentMetadataBundle],
        localizationCache: LocalizationTableCache? = nil, syntaxCache: SyntaxCache? = nil, readCache: FileReadCache? = nil,
        warningsAsErrors: Bool
    ) throws {
        self.target = target
        let repository = display.repository
        var tree = try SourceTree(paths: target.sourceFiles, readCache: readCache).read()
        // Paths relative to the repository's root, not to the folder the target's files share, so that a file in two
        // targets has one path and one set of diagnostics.
        let toRoot: (String) -> String = { relative in
            repository.relativePath(relative.hasPrefix("/") ? relative : tree.rootDirectory + "/" + relative)
        }
        let files = tree.files.map { SourceFile(path: toRoot($0.path), bytes: $0.bytes) }
        let definitions = tree.intentDefinitions.map { SourceFile(path: toRoot($0.path), bytes: $0.bytes) }
        tree.diagnostics = tree.diagnostics.map { $0.mappingFiles(toRoot) }
        let resources = SourceTree(paths: target.resourceFiles, readCache: readCache).readLocalizationResources(relativeTo: repository.rootDirectory)
        var configuration = ExtractionConfiguration(
            moduleName: options.moduleName ?? target.moduleName,
            platform: options.explicitPlatform ?? target.platform,
            customFlags: Set(target.compilationFlags).union(options.customFlags),
            dependencies: dependencies
        )
        configuration.parsesEveryFile = options.parsesEveryFile
        configuration.sourceLanguage = target.developmentRegion
        configuration.localizationCache = localizationCache
        configuration.syntaxCache = syntaxCache
        result = ExtractionPipeline(configuration: configuration, freesTreesConcurrently: true).run(files, intentDefinitions: definitions, resources: resources.files)
        diagnostics = (tree.diagnostics + resources.diagnostics + result.diagnostics)
            .map { warningsAsErrors ? $0.promotingWarningToError : $0 }
            .map(display.mapping)
            .sorted()
    }
}
