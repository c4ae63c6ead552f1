#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One module read from disk and run through `ExtractionPipeline`: the files and folders given to a command, or the
/// files of one project target.
///
/// Reading (Swift files, `.intentdefinition` files, strings tables and catalogs) and extracting are one step here,
/// whatever says which files make the module, so that a folder and a target are read alike.
///
/// ```swift
/// let extraction = try ModuleExtraction(paths: ["Sources/Books"], configuration: ExtractionConfiguration(moduleName: "Books"))
/// for diagnostic in extraction.diagnostics { print(diagnostic.renderedText) }
/// ```
package struct ModuleExtraction: Sendable {
    /// The Swift and intent definition files read, with paths relative to `tree.rootDirectory`.
    package var tree: SourceTree.Contents
    /// The strings tables and catalogs read, with paths relative to `tree.rootDirectory`.
    package var resourceFiles: [SourceFile]
    /// The pipeline's result.
    package var result: ExtractionResult
    /// Every diagnostic, reading's and the pipeline's, with `warningsAsErrors` applied, sorted; paths relative to
    /// `tree.rootDirectory`.
    package var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Reads files and folders as one module: folders are searched for Swift files, intent definitions and the
    /// strings tables beside them.
    ///
    /// - Parameters:
    ///   - paths: files and folders, absolute or relative to the current folder.
    ///   - configuration: the module's name, platform, flags and dependencies.
    ///   - warningsAsErrors: whether warnings count as errors.
    ///   - keepsMemoryUntilExit: whether the syntax trees are left for the process's exit to take back (see
    ///     `ExtractionPipeline`).
    /// - Throws: `SourceTree.MissingPathError` for the first path that does not exist.
    package init(paths: [String], configuration: ExtractionConfiguration, warningsAsErrors: Bool = false, keepsMemoryUntilExit: Bool = false) throws {
        var tree = try SourceTree(paths: paths).read()
        let resources = SourceTree(paths: paths).readLocalizationResources(besides: tree)
        tree.displayPaths.merge(resources.displayPaths) { current, _ in current }
        tree.diagnostics += resources.diagnostics
        let pipeline = ExtractionPipeline(configuration: configuration, keepsMemoryUntilExit: keepsMemoryUntilExit)
        self.init(
            tree: tree, resources: resources.files, readingDiagnostics: tree.diagnostics, configuration: configuration, pipeline: pipeline,
            prefetch: pipeline.prefetchLocalization(resources.files), warningsAsErrors: warningsAsErrors
        )
    }

    /// Reads a project target's files, with paths relative to a repository's root so that a file several targets
    /// compile has one path and one set of diagnostics.
    ///
    /// - Parameters:
    ///   - target: the target; its `sourceFiles` and `resourceFiles` are read.
    ///   - rootDirectory: the absolute folder paths are made relative to.
    ///   - configuration: the module's name, platform, flags, dependencies and shared caches.
    ///   - readCache: files other targets of the run already read.
    ///   - warningsAsErrors: whether warnings count as errors.
    ///   - keepsMemoryUntilExit: whether the syntax trees are left for the process's exit to take back (see
    ///     `ExtractionPipeline`).
    /// - Throws: `SourceTree.MissingPathError` when one of the target's files no longer exists.
    package init(
        target: ProjectTarget, rootDirectory: String, configuration: ExtractionConfiguration, readCache: FileReadCache? = nil, warningsAsErrors: Bool = false,
        keepsMemoryUntilExit: Bool = false
    ) throws {
        // The strings tables first: those every localized module reads are parsed on another thread while the Swift
        // files are read and the pipeline runs.
        let resources = SourceTree(paths: target.resourceFiles, readCache: readCache, pathsAreFiles: target.filesAreChecked)
            .readLocalizationResources(relativeTo: rootDirectory)
        let pipeline = ExtractionPipeline(configuration: configuration, keepsMemoryUntilExit: keepsMemoryUntilExit)
        let prefetch = pipeline.prefetchLocalization(resources.files)
        var tree: SourceTree.Contents
        do {
            tree = try SourceTree(paths: target.sourceFiles, readCache: readCache, pathsAreFiles: target.filesAreChecked).read()
        } catch {
            prefetch?.stop()
            throw error
        }
        let treeRoot = tree.rootDirectory
        let toRoot: (String) -> String = { relative in
            ProjectPath.relative(relative.hasPrefix("/") ? relative : treeRoot + "/" + relative, to: rootDirectory)
        }
        tree.files = tree.files.map { SourceFile(path: toRoot($0.path), bytes: $0.bytes) }
        tree.intentDefinitions = tree.intentDefinitions.map { SourceFile(path: toRoot($0.path), bytes: $0.bytes) }
        tree.diagnostics = tree.diagnostics.map { $0.mappingFiles(toRoot) }
        tree.displayPaths = [:]
        tree.rootDirectory = rootDirectory
        self.init(
            tree: tree, resources: resources.files, readingDiagnostics: tree.diagnostics + resources.diagnostics, configuration: configuration,
            pipeline: pipeline, prefetch: prefetch, warningsAsErrors: warningsAsErrors
        )
    }

    private init(
        tree: SourceTree.Contents, resources: [SourceFile], readingDiagnostics: [Diagnostic], configuration: ExtractionConfiguration,
        pipeline: ExtractionPipeline, prefetch: LocalizationPrefetch?, warningsAsErrors: Bool
    ) {
        self.tree = tree
        resourceFiles = resources
        result = pipeline.run(tree.files, intentDefinitions: tree.intentDefinitions, resources: resources, prefetch: prefetch)
        // A note is only ever for a file that names App Intents, and selection parses every such file: the others
        // are not searched again (TodoCalendar, read as a folder without a cache: 21.8M instructions).
        let parsed = Set(result.files.parsed)
        let versionNotes = configuration.compilationEnvironmentOverride == nil
            ? CompilerVersionBranches.notes(
                in: tree.files.filter { parsed.contains($0.path) }, environment: configuration.compilationEnvironment,
                syntaxCache: configuration.syntaxCache
            ) : []
        diagnostics = (readingDiagnostics + result.diagnostics + versionNotes).map { warningsAsErrors ? $0.promotingWarningToError : $0 }.sorted()
    }
}
