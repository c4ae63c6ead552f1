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
    /// The strings tables and catalogs read, with paths relative to `tree.rootDirectory`: for a project target, those
    /// every localized module reads, then those of the other tables its App Intents code uses.
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
    ///   - readCache: files already read in this run (those a repository's discovery read ahead).
    ///   - warningsAsErrors: whether warnings count as errors.
    ///   - keepsMemoryUntilExit: whether the syntax trees are left for the process's exit to take back (see
    ///     `ExtractionPipeline`).
    /// - Throws: `SourceTree.MissingPathError` for the first path that does not exist.
    package init(
        paths: [String], configuration: ExtractionConfiguration, readCache: FileReadCache? = nil, warningsAsErrors: Bool = false, keepsMemoryUntilExit: Bool = false
    ) throws {
        var tree = try SourceTree(paths: paths, readCache: readCache).read()
        let resources = SourceTree(paths: paths, readCache: readCache).readLocalizationResources(besides: tree)
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
        // files are read and the pipeline runs. The others (`InfoPlist`, a storyboard's, a feature's own table) are read
        // in stage 6 only if the App Intents code uses them: over the 104 apps of the corpus, 751 strings files are
        // opened where 2,362 were.
        let found = SourceTree(paths: target.resourceFiles, readCache: readCache, pathsAreFiles: target.filesAreChecked)
            .findLocalizationResources(relativeTo: rootDirectory)
        let everyModuleReads = ModuleCheck.tableNamesToRead(for: [])
        let resources = found.read { everyModuleReads.contains($0) }
        let later = LaterLocalizationResources(found, besides: everyModuleReads)
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
            pipeline: pipeline, prefetch: prefetch, later: later, warningsAsErrors: warningsAsErrors
        )
    }

    private init(
        tree: SourceTree.Contents, resources: [SourceFile], readingDiagnostics: [Diagnostic], configuration: ExtractionConfiguration,
        pipeline: ExtractionPipeline, prefetch: LocalizationPrefetch?, later: LaterLocalizationResources? = nil, warningsAsErrors: Bool
    ) {
        self.tree = tree
        var laterResources: ExtractionPipeline.LaterResources?
        if let later { laterResources = { tableNames in later.read(tableNames) } }
        result = pipeline.run(tree.files, intentDefinitions: tree.intentDefinitions, resources: resources, laterResources: laterResources, prefetch: prefetch)
        let laterRead = later?.reading
        resourceFiles = resources + (laterRead?.files ?? [])
        // A note is only ever for a file that names App Intents, and selection parses every such file: the others
        // are not searched again (TodoCalendar, read as a folder without a cache: 21.8M instructions).
        let parsed = Set(result.files.parsed)
        let versionNotes = configuration.compilationEnvironmentOverride == nil
            ? CompilerVersionBranches.notes(
                in: tree.files.filter { parsed.contains($0.path) }, environment: configuration.compilationEnvironment,
                syntaxCache: configuration.syntaxCache
            ) : []
        diagnostics = (readingDiagnostics + (laterRead?.diagnostics ?? []) + result.diagnostics + versionNotes)
            .map { warningsAsErrors ? $0.promotingWarningToError : $0 }.sorted()
    }
}

/// A target's strings tables and catalogs other than those every localized module reads: read in stage 6, for the
/// tables the App Intents code uses, and kept here with what reading them gave.
private final class LaterLocalizationResources: @unchecked Sendable {
    private let found: SourceTree.FoundLocalizationResources
    private let readFirst: Set<String>
    /// Guards `readingMade`.
    private let lock = Lock()
    private var readingMade: SourceTree.LocalizationResourceFiles?

    /// `nil` when no file was found: stage 6 then knows the module has no strings tables at all.
    init?(_ found: SourceTree.FoundLocalizationResources, besides readFirst: Set<String>) {
        self.found = found
        self.readFirst = readFirst
        guard !found.isEmpty else { return nil }
    }

    /// Reads the files of `tableNames`' tables, other than those read first.
    func read(_ tableNames: Set<String>) -> [SourceFile] {
        let readFirst = self.readFirst
        let reading = found.read { !readFirst.contains($0) && tableNames.contains($0) }
        lock.lock()
        readingMade = reading
        lock.unlock()
        return reading.files
    }

    /// What the read gave; `nil` before it.
    var reading: SourceTree.LocalizationResourceFiles? {
        lock.lock()
        defer { lock.unlock() }
        return readingMade
    }
}
