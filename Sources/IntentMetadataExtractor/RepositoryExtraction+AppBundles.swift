import IntentMetadata

extension RepositoryExtraction {
    /// One app's bundle: the app target's bundle merged with those of the extensions it embeds.
    package struct AppBundle: Sendable {
        /// The app target.
        package var app: ProjectTarget
        /// The extensions merged into it, in the order merged.
        package var extensions: [ProjectTarget]
        /// The merged bundle and what the merge reports.
        package var result: ExtractionResult
    }

    /// The extensions an app embeds: the app extensions of its project it depends on (Xcode's embed phase, XcodeGen's
    /// and Tuist's target dependencies), sorted by name.
    package static func embeddedExtensions(of app: ProjectTarget, in targets: [ProjectTarget]) -> [ProjectTarget] {
        let names = Set(app.dependencies)
        return targets.filter { $0.kind == .appExtension && $0.projectPath == app.projectPath && names.contains($0.name) }.sorted { $0.name < $1.name }
    }

    /// The bundle of each app of the extractions that embeds an extension also extracted, under `merge`'s rules: one
    /// declaration per identifier and one App Shortcuts provider, the app's first. As the system reads the app's and
    /// each extension's metadata apart, an identifier or provider both declare is no clash here (apps declare an
    /// interactive widget's intents in both on purpose) and is not reported; an extension's metadata ships in the
    /// extension, not as a package of the app, so `package-not-included` does not apply either.
    ///
    /// - Parameter extractions: the targets' extractions.
    /// - Returns: one app bundle per app that embeds at least one extracted extension, in the extractions' order.
    package static func appBundles(_ extractions: [TargetExtraction]) -> [AppBundle] {
        let targets = extractions.map(\.target)
        var bundles: [AppBundle] = []
        for extraction in extractions where extraction.target.kind == .application {
            let extensions = embeddedExtensions(of: extraction.target, in: targets)
            guard !extensions.isEmpty else { continue }
            var inputs = [BundleMerger.Input(path: extraction.target.name, bundle: extraction.result.bundle)]
            var seen = Set(sources(of: extraction.result.bundle))
            var modules: Set = [extraction.result.bundle.module]
            for target in extensions {
                guard let bundle = extractions.first(where: { $0.target.name == target.name && $0.target.projectPath == target.projectPath })?.result.bundle else { continue }
                var withoutShared = removingDeclarations(at: seen, from: bundle)
                seen.formUnion(sources(of: bundle))
                // Merging keys bundles by module: an extension whose module is named as the app's is still merged.
                if !modules.insert(withoutShared.module).inserted { withoutShared.module += " (\(target.name))" }
                inputs.append(BundleMerger.Input(path: target.name, bundle: withoutShared))
            }
            var merged = BundleMerger.merge(inputs, moduleName: extraction.result.bundle.module)
            // The app and an extension may each declare an identifier, or an App Shortcuts provider, on purpose (an
            // interactive widget's intent is compiled into both): each ships in its own bundle, so this is no clash,
            // and the app's is kept. An extension's declarations are not a package of the app either.
            let silent: Set<DiagnosticID> = [.duplicateIdentifier, .shortcutsProviderDuplicate, .packageNotIncluded]
            merged.diagnostics = merged.diagnostics.filter { !silent.contains($0.id) }.map { diagnostic in
                var copy = diagnostic
                if copy.severity == .error { copy.severity = .warning }
                return copy
            }
            bundles.append(AppBundle(app: extraction.target, extensions: extensions, result: merged))
        }
        return bundles
    }

    /// Where each declaration of a bundle is written, with its identifier.
    private static func sources(of bundle: IntentMetadataBundle) -> [String] {
        bundle.actions.map { key($0.identifier, $0.source) } + bundle.entities.map { key($0.identifier, $0.source) }
            + bundle.enums.map { key($0.identifier, $0.source) } + bundle.queries.map { key($0.identifier, $0.source) }
            + bundle.packages.map { key($0.identifier, $0.source) }
    }

    private static func key(_ identifier: String, _ source: SourceReference) -> String {
        "\(identifier)\u{0}\(source.file)\u{0}\(source.line)\u{0}\(source.column)"
    }

    /// The bundle without the declarations already merged from the same place.
    private static func removingDeclarations(at seen: Set<String>, from bundle: IntentMetadataBundle) -> IntentMetadataBundle {
        var copy = bundle
        copy.actions.removeAll { seen.contains(key($0.identifier, $0.source)) }
        copy.entities.removeAll { seen.contains(key($0.identifier, $0.source)) }
        copy.enums.removeAll { seen.contains(key($0.identifier, $0.source)) }
        copy.queries.removeAll { seen.contains(key($0.identifier, $0.source)) }
        copy.packages.removeAll { seen.contains(key($0.identifier, $0.source)) }
        return copy
    }
}
