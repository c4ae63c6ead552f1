import IntentMetadata

extension RepositoryExtraction {
    /// One target in the order of extraction: each after the targets it depends on.
    struct Step: Sendable {
        var target: ProjectTarget
        /// Whether the target was asked for (else it is extracted only for the bundle its dependents read).
        var isSelected: Bool
        /// The keys of the targets whose bundles it reads, each extracted before it.
        var dependencyKeys: [String]
    }

    /// The caches the targets of one run share.
    final class Caches: Sendable {
        let localization = LocalizationTableCache()
        let syntax = SyntaxCache()
        let read: FileReadCache

        /// Caches that start from the files `read` holds (those read ahead), or from nothing.
        init(read: FileReadCache? = nil) {
            self.read = read ?? FileReadCache()
        }
    }

    /// The order in which the targets are extracted one after another, and the dependencies each reads.
    ///
    /// The first target whose dependencies among these targets are extracted comes next; with a cycle, the first left.
    /// A dependency name means the target of that name in the same project, else one in another project among those
    /// still to extract, else one extracted before (a package product, or another project's target). Which targets come
    /// next and which bundles they read depend only on which targets came before, never on what extracting them gave,
    /// so the order is settled before any target is extracted and targets of one level can be extracted at once.
    static func schedule(_ targets: [ProjectTarget], selected: Set<String>) -> [Step] {
        var pending = targets
        let pendingKeys = Set(targets.map(key))
        var extracted: Set<String> = []
        // Selected targets extracted, in order: a dependency on a name no pending target has means the first of them.
        var selectedDone: [ProjectTarget] = []
        // For each target name, the first key in sorted order of an extracted target with that name (the key whose
        // suffix is the name: no name holds a NUL). A dependency on a product of no project, such as a remote
        // package, is looked up for every target at every step, and sorting the keys each time was a tenth of
        // ruuvi-station's run.
        var firstExtractedKey: [String: String] = [:]
        func dependency(_ name: String, of target: ProjectTarget) -> String? {
            let sameProject = target.projectPath + "\u{0}" + name
            if pendingKeys.contains(sameProject) { return sameProject }
            return pending.first { $0.name == name }.map(key) ?? selectedDone.first { $0.name == name }.map(key) ?? firstExtractedKey[name]
        }
        var steps: [Step] = []
        while !pending.isEmpty {
            let index = pending.firstIndex { target in
                let targetKey = key(target)
                return target.dependencies.allSatisfy { name in
                    guard let dependencyKey = dependency(name, of: target), dependencyKey != targetKey else { return true }
                    return extracted.contains(dependencyKey) || !pendingKeys.contains(dependencyKey)
                }
            } ?? 0
            let target = pending.remove(at: index)
            let targetKey = key(target)
            let dependencyKeys = target.dependencies.compactMap { dependency($0, of: target) }.filter(extracted.contains)
            steps.append(Step(target: target, isSelected: selected.contains(targetKey), dependencyKeys: dependencyKeys))
            extracted.insert(targetKey)
            if firstExtractedKey[target.name].map({ targetKey < $0 }) ?? true { firstExtractedKey[target.name] = targetKey }
            if selected.contains(targetKey) { selectedDone.append(target) }
        }
        return steps
    }

    /// The steps in levels: each step in the level after the latest of those it depends on, the steps of a level in
    /// schedule order.
    static func levels(of steps: [Step]) -> [[Step]] {
        var levelOf: [String: Int] = [:]
        var levels: [[Step]] = []
        for step in steps {
            let level = step.dependencyKeys.compactMap { levelOf[$0] }.max().map { $0 + 1 } ?? 0
            levelOf[key(step.target)] = level
            if level == levels.count { levels.append([]) }
            levels[level].append(step)
        }
        return levels
    }

    /// One target extracted for each of its platforms (one extraction taken over by the platforms it answers for).
    func extractTarget(_ target: ProjectTarget, dependencyBundles: [IntentMetadataBundle], caches: Caches) throws -> TargetExtraction {
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
            configuration.localizationCache = caches.localization
            configuration.syntaxCache = caches.syntax
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
                target: target, rootDirectory: repository.rootDirectory, configuration: configuration, readCache: caches.read,
                warningsAsErrors: overrides.warningsAsErrors, keepsMemoryUntilExit: keepsMemoryUntilExit
            )
            perPlatform.append((platform, extraction))
            extractedPlatforms.append(platform)
            if let log { logged.append((log, configuration.compilationEnvironment, extraction)) }
        }
        let combined = Self.combining(perPlatform)
        return TargetExtraction(
            target: target, platforms: perPlatform.map(\.platform), extractedPlatforms: extractedPlatforms, result: combined.result,
            diagnostics: combined.diagnostics
        )
    }
}
