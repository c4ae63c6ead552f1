import IntentMetadata

extension RepositoryExtraction {
    /// The platforms a target is checked for: the one the command line names, else each it builds for, the target's
    /// own platform (its SDK) first.
    func platforms(of target: ProjectTarget) -> [ExtractionConfiguration.Platform] {
        if let platform = overrides.platform { return [platform] }
        return [target.platform] + target.platforms.filter { $0 != target.platform }
    }

    /// One target's extractions for several platforms as one: the first platform's bundle with the declarations only
    /// another platform compiles (`#if os(macOS)`) added, and each diagnostic once; one found for some of the platforms
    /// only has a note naming them.
    ///
    /// - Parameter extractions: the extractions, the target's own platform first.
    /// - Returns: the bundle, the pipeline's result for it, and the diagnostics, sorted.
    static func combining(_ extractions: [(platform: ExtractionConfiguration.Platform, extraction: ModuleExtraction)]) -> (result: ExtractionResult, diagnostics: [Diagnostic]) {
        guard let first = extractions.first else { return (ExtractionResult(bundle: IntentMetadataBundle(module: "Module"), diagnostics: []), []) }
        guard extractions.count > 1 else { return (first.extraction.result, first.extraction.diagnostics) }
        var bundle = first.extraction.result.bundle
        var mangledTypeNames = first.extraction.result.mangledTypeNames
        for (_, extraction) in extractions.dropFirst() {
            let other = extraction.result.bundle
            bundle.actions += other.actions.filter { action in !bundle.actions.contains { $0.identifier == action.identifier } }
            bundle.entities += other.entities.filter { entity in !bundle.entities.contains { $0.identifier == entity.identifier } }
            bundle.enums += other.enums.filter { enumeration in !bundle.enums.contains { $0.identifier == enumeration.identifier } }
            bundle.queries += other.queries.filter { query in !bundle.queries.contains { $0.identifier == query.identifier } }
            bundle.packages += other.packages.filter { package in !bundle.packages.contains { $0.identifier == package.identifier } }
            if bundle.shortcuts == nil { bundle.shortcuts = other.shortcuts }
            if let localizations = other.localizations {
                bundle.localizations = bundle.localizations.map { $0.merging(localizations) } ?? localizations
            }
            mangledTypeNames.merge(extraction.result.mangledTypeNames) { current, _ in current }
        }
        bundle.actions.sort { $0.identifier < $1.identifier }
        bundle.entities.sort { $0.identifier < $1.identifier }
        bundle.enums.sort { $0.identifier < $1.identifier }
        bundle.queries.sort { $0.identifier < $1.identifier }
        bundle.packages.sort { $0.identifier < $1.identifier }
        // Each diagnostic once; one that holds for some of the platforms only names them (the target summary names
        // the platforms checked, which every other diagnostic holds for).
        var platformsOf: [Diagnostic: [ExtractionConfiguration.Platform]] = [:]
        for (platform, extraction) in extractions {
            for diagnostic in extraction.diagnostics where platformsOf[diagnostic]?.contains(platform) != true {
                platformsOf[diagnostic, default: []].append(platform)
            }
        }
        let checked = extractions.map(\.platform)
        let diagnostics = platformsOf.map { diagnostic, platforms in
            guard platforms.count < checked.count else { return diagnostic }
            var copy = diagnostic
            let names = platforms.map(\.rawValue).joined(separator: ", ")
            let others = checked.filter { !platforms.contains($0) }.map(\.rawValue).joined(separator: ", ")
            copy.notes.append(Diagnostic.Note(location: diagnostic.location, message: "only when built for \(names), not for \(others)"))
            return copy
        }
        let all = Array(platformsOf.keys)
        return (ExtractionResult(bundle: bundle, diagnostics: all.sorted(), mangledTypeNames: mangledTypeNames), diagnostics.sorted())
    }
}
