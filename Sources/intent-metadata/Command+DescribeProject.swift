#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentMetadata
import IntentMetadataExtractor

extension Command {
    /// `describe` of a Swift package or Xcode project: every target with Swift sources read as `check` reads it (each
    /// with the targets it depends on), and the bundles of those that declare App Intents merged. Read as one module
    /// instead, a stand-in `AppIntents` target would hide the framework's protocols and nothing would be described.
    ///
    /// - Returns: the merged bundle and whether any target had errors; `nil` when the project cannot be read, so the
    ///   folder is read as one module, as before.
    static func describedRepository(at path: String, source: SourceOptions) throws -> (bundle: IntentMetadataBundle, hasErrors: Bool)? {
        guard source.moduleName == nil, case .repository(let repository, let display) = try layout(for: source, command: .describe) else { return nil }
        let repositoryDiagnostics = repository.diagnostics.map(display.mapping)
        guard !repositoryDiagnostics.contains(where: { $0.severity == .error }) else { return nil }
        let targets = try selectedTargets(of: repository, options: source)
        guard !targets.isEmpty else { return nil }
        let extractions = try extractTargets(targets, of: repository, display: display, options: source, warningsAsErrors: false)
        let diagnostics = mergedDiagnostics(extractions, repositoryDiagnostics: repositoryDiagnostics, repository: repository)
        printDiagnostics(diagnostics, options: DiagnosticOptions())
        let inputs = extractions.filter { $0.result.bundle.declaresAppIntents }.map { extraction in
            BundleMerger.Input(path: extraction.target.name, bundle: extraction.result.bundle)
        }
        let bundle: IntentMetadataBundle
        switch inputs.count {
        case 0:
            Console.printError(
                "note: '\(path)' has \(targets.count == 1 ? "1 target" : "\(targets.count) targets") with Swift sources and no App Intents types "
                    + "(intents, entities, enums, queries or App Shortcuts); there is nothing to describe.\n"
            )
            bundle = IntentMetadataBundle(module: SourceExtraction.defaultModuleName(for: [path]))
        case 1:
            bundle = inputs[0].bundle
        default:
            // What `merge` would say about the combination (modules no package includes, say) concerns an app's
            // bundle, not a description: only the merged declarations are used.
            bundle = BundleMerger.merge(inputs, moduleName: SourceExtraction.defaultModuleName(for: [path])).bundle
        }
        return (bundle, diagnostics.contains { $0.severity == .error })
    }
}

extension IntentMetadataBundle {
    /// Whether the bundle declares anything `describe` shows.
    var declaresAppIntents: Bool {
        !(actions.isEmpty && entities.isEmpty && enums.isEmpty && queries.isEmpty && shortcuts == nil && packages.isEmpty && legacyIntents.isEmpty)
    }
}
