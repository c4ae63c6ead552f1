import IntentMetadata

/// The targets of a repository extracted each after the targets it depends on, so that it gets their bundles, and
/// those that do not depend on each other at once; all share the run's caches of files, strings tables and syntax
/// trees. The answer is the one extracting them one after another gives (see `schedule(_:selected:)`).
///
/// ```swift
/// guard let repository = Repository.discover(at: "/repo", configuration: nil) else { return }
/// let extractions = try RepositoryExtraction(repository: repository).extract(repository.targets)
/// let diagnostics = RepositoryExtraction.mergedDiagnostics(extractions, repositoryDiagnostics: repository.diagnostics)
/// ```
package struct RepositoryExtraction: Sendable {
    /// What the command line sets for every target, over what the project says.
    package struct Overrides: Sendable {
        /// A module name for every target (`--module`); `nil` keeps each target's.
        package var moduleName: String?
        /// A platform for every target (`--platform`); `nil` keeps each target's.
        package var platform: ExtractionConfiguration.Platform?
        /// Compilation conditions added to each target's (`-D`).
        package var customFlags: [String]
        /// Whether files are parsed even when none names App Intents (`--all-files`).
        package var parsesEveryFile: Bool
        /// Bundles of modules outside the repository that every target may use (`--dependency`, `--dependency-sources`).
        package var dependencies: [IntentMetadataBundle]
        /// Whether warnings count as errors.
        package var warningsAsErrors: Bool
        /// The compiler version `#if compiler(...)` is evaluated with (`--compiler-version`).
        package var compilerVersion: [Int]

        /// Creates overrides; by default none.
        package init(
            moduleName: String? = nil, platform: ExtractionConfiguration.Platform? = nil, customFlags: [String] = [], parsesEveryFile: Bool = false,
            dependencies: [IntentMetadataBundle] = [], warningsAsErrors: Bool = false, compilerVersion: [Int] = ExtractionConfiguration.defaultCompilerVersion
        ) {
            self.compilerVersion = compilerVersion
            self.moduleName = moduleName
            self.platform = platform
            self.customFlags = customFlags
            self.parsesEveryFile = parsesEveryFile
            self.dependencies = dependencies
            self.warningsAsErrors = warningsAsErrors
        }
    }

    /// The repository the targets belong to.
    package var repository: Repository
    /// What the command line sets.
    package var overrides: Overrides
    /// Whether the trees, indexes and caches of the run are left for the process's exit to take back instead of
    /// being freed (see `ExitLifetime`): for a tool about to exit.
    package var keepsMemoryUntilExit: Bool
    /// Whether a target's extraction for one platform is taken over for another whose answer cannot differ (see
    /// `PlatformConditionLog`); on by default, off to compare with extracting for every platform.
    package var reusesPlatformExtractions = true

    /// Creates an extraction of a repository's targets.
    package init(repository: Repository, overrides: Overrides = Overrides(), keepsMemoryUntilExit: Bool = false) {
        self.repository = repository
        self.overrides = overrides
        self.keepsMemoryUntilExit = keepsMemoryUntilExit
    }

    /// Extracts targets, those a target depends on first.
    ///
    /// A target of the repository that a selected target depends on (directly or not) but that is not selected itself
    /// is extracted too, for its types only: its bundle resolves the selected target's types, and its diagnostics are
    /// its own run's to report.
    ///
    /// - Parameter targets: targets of the repository.
    /// - Returns: one extraction per target, in the order given.
    /// - Throws: `SourceTree.MissingPathError` when a target's file no longer exists.
    package func extract(_ targets: [ProjectTarget]) throws -> [TargetExtraction] {
        let selected = Set(targets.map(Self.key))
        var pending = targets
        // The unselected targets the selected ones reach, in one project or package, each once.
        var queue = targets
        while let target = queue.popLast() {
            for name in target.dependencies {
                guard let dependency = repository.targets.first(where: { $0.name == name && $0.projectPath == target.projectPath }),
                      !pending.contains(where: { $0.name == dependency.name && $0.projectPath == dependency.projectPath })
                else { continue }
                pending.append(dependency)
                queue.append(dependency)
            }
        }
        // Targets of one app share its strings tables and many of its files: each is read or parsed once for all (a
        // target asking for a file another is parsing waits for that tree; see `SharedMemo`).
        let caches = Caches(read: repository.filesReadAhead)
        let steps = Self.schedule(pending, selected: selected)
        // Each level's targets depend only on targets of earlier levels: they are extracted at once, on all cores.
        var bundles: [String: IntentMetadataBundle] = [:]
        var outcomes: [String: Result<TargetExtraction, any Error>] = [:]
        for level in Self.levels(of: steps) {
            let work = level.map { step in (step: step, dependencyBundles: step.dependencyKeys.compactMap { bundles[$0] }) }
            let results = concurrentMap(work) { item in
                Result { try extractTarget(item.step.target, dependencyBundles: item.dependencyBundles, caches: caches) }
            }
            for (item, result) in zip(work, results) {
                let key = Self.key(item.step.target)
                outcomes[key] = result
                if case .success(let extraction) = result { bundles[key] = extraction.result.bundle }
            }
        }
        // In the order one target after another would have taken: the first failure is the one that would have ended it.
        var done: [TargetExtraction] = []
        for step in steps {
            guard let outcome = outcomes[Self.key(step.target)] else { continue }
            let extraction = try outcome.get()
            if step.isSelected { done.append(extraction) }
        }
        if keepsMemoryUntilExit { ExitLifetime.keep(caches) }
        let order = Dictionary(targets.enumerated().map { (Self.key($0.element), $0.offset) }) { first, _ in first }
        return done.sorted { (order[Self.key($0.target)] ?? 0) < (order[Self.key($1.target)] ?? 0) }
    }

    /// What tells two targets apart: their project and their name.
    static func key(_ target: ProjectTarget) -> String {
        target.projectPath + "\u{0}" + target.name
    }

    /// Each diagnostic once, with a note naming the targets it was found in when more than one target was read.
    ///
    /// - Parameters:
    ///   - extractions: the targets' extractions.
    ///   - repositoryDiagnostics: what reading the projects reported.
    ///   - name: how a note names a target (`Repository.displayName(of:)` tells same-named targets apart).
    /// - Returns: every diagnostic, sorted.
    package static func mergedDiagnostics(
        _ extractions: [TargetExtraction], repositoryDiagnostics: [Diagnostic], name: (ProjectTarget) -> String = \.name
    ) -> [Diagnostic] {
        var targetsOf: [Diagnostic: [String]] = [:]
        for extraction in extractions {
            for diagnostic in extraction.diagnostics {
                targetsOf[diagnostic, default: []].append(name(extraction.target))
            }
        }
        var merged = repositoryDiagnostics
        for (diagnostic, names) in targetsOf {
            var copy = diagnostic
            if extractions.count > 1 {
                let unique = Array(Set(names)).sorted()
                let list = unique.map { "'\($0)'" }.joined(separator: ", ")
                copy.notes.append(Diagnostic.Note(location: diagnostic.location, message: unique.count == 1 ? "in target \(list)" : "in targets \(list)"))
            }
            merged.append(copy)
        }
        return merged.sorted()
    }
}
