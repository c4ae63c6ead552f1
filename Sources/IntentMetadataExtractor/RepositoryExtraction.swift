import IntentMetadata

/// The targets of a repository extracted one by one, each after the targets it depends on so that it gets their
/// bundles, all sharing the run's caches of files, strings tables and syntax trees.
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
        var done: [TargetExtraction] = []
        // Bundles by project and name: two projects may each have a target of one name.
        var bundles: [String: IntentMetadataBundle] = [:]
        // For each target name, the first key of `bundles` in sorted order with that name (the key whose suffix is the
        // name: no name holds a NUL). Kept as bundles are added: a dependency on a product of no project, such as a
        // remote package, is looked up for every target at every step, and sorting the keys each time was a tenth of
        // ruuvi-station's run.
        var firstBundleKey: [String: String] = [:]
        // Targets of one app share its strings tables and many of its files: each is read or parsed once for all.
        let localizationCache = LocalizationTableCache()
        let syntaxCache = SyntaxCache()
        let readCache = FileReadCache()
        let pendingKeys = Set(pending.map(Self.key))
        /// The target a dependency name means: the one of that name in the same project, else one in another project
        /// (a package product, or another project's target), among those being extracted.
        func dependency(_ name: String, of target: ProjectTarget) -> String? {
            let sameProject = target.projectPath + "\u{0}" + name
            if pendingKeys.contains(sameProject) { return sameProject }
            return pending.first { $0.name == name }.map(Self.key) ?? done.first { $0.target.name == name }.map { Self.key($0.target) }
                ?? firstBundleKey[name]
        }
        while !pending.isEmpty {
            // The first target whose dependencies among these targets are done; with a cycle, the first left.
            let index = pending.firstIndex { target in
                let targetKey = Self.key(target)
                return target.dependencies.allSatisfy { name in
                    guard let key = dependency(name, of: target), key != targetKey else { return true }
                    return bundles[key] != nil || !pendingKeys.contains(key)
                }
            } ?? 0
            let target = pending.remove(at: index)
            let dependencyBundles = target.dependencies.compactMap { dependency($0, of: target) }.compactMap { bundles[$0] }
            var perPlatform: [(platform: ExtractionConfiguration.Platform, extraction: ModuleExtraction)] = []
            // The extractions made for earlier platforms, with the conditions on the operating system they evaluated.
            var logged: [(log: PlatformConditionLog, environment: CompilationEnvironment, extraction: ModuleExtraction)] = []
            let targetPlatforms = platforms(of: target)
            var extractedPlatforms: [ExtractionConfiguration.Platform] = []
            for platform in targetPlatforms {
                var configuration = ExtractionConfiguration(
                    moduleName: overrides.moduleName ?? target.moduleName,
                    platform: platform,
                    customFlags: Set(target.compilationFlags).union(overrides.customFlags),
                    dependencies: overrides.dependencies + dependencyBundles
                )
                configuration.parsesEveryFile = overrides.parsesEveryFile
                configuration.compilerVersion = overrides.compilerVersion
                configuration.sourceLanguage = target.developmentRegion
                configuration.localizationCache = localizationCache
                configuration.syntaxCache = syntaxCache
                // The platforms of a target select the same files.
                configuration.sharesSelection = targetPlatforms.count > 1
                // An earlier platform's extraction evaluated no condition this platform answers otherwise: this one
                // would give the same result (see `PlatformConditionLog`).
                if reusesPlatformExtractions,
                   let earlier = logged.first(where: { $0.log.holds(in: configuration.compilationEnvironment, loggedIn: $0.environment) }) {
                    perPlatform.append((platform, earlier.extraction))
                    continue
                }
                let log = reusesPlatformExtractions && targetPlatforms.count > 1 ? PlatformConditionLog() : nil
                configuration.platformConditionLog = log
                let extraction = try ModuleExtraction(
                    target: target, rootDirectory: repository.rootDirectory, configuration: configuration, readCache: readCache,
                    warningsAsErrors: overrides.warningsAsErrors, keepsMemoryUntilExit: keepsMemoryUntilExit
                )
                perPlatform.append((platform, extraction))
                extractedPlatforms.append(platform)
                if let log { logged.append((log, configuration.compilationEnvironment, extraction)) }
            }
            let extraction = Self.combining(perPlatform)
            let key = Self.key(target)
            bundles[key] = extraction.result.bundle
            if firstBundleKey[target.name].map({ key < $0 }) ?? true { firstBundleKey[target.name] = key }
            if selected.contains(key) {
                done.append(TargetExtraction(
                    target: target, platforms: perPlatform.map(\.platform), extractedPlatforms: extractedPlatforms, result: extraction.result,
                    diagnostics: extraction.diagnostics
                ))
            }
        }
        if keepsMemoryUntilExit { ExitLifetime.keep((localizationCache, syntaxCache, readCache)) }
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
