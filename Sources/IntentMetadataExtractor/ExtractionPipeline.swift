import Dispatch
import Foundation
import IntentMetadata

/// The extractor's single entry point.
///
/// The stages, in order, each testable alone:
/// 0. `RelevantFileSelection`: which files can contribute at all (by a search of their bytes), so that only
///    those go through the stages below;
/// 1. `Lexer`: bytes to tokens;
/// 2. `DeclarationParser`: tokens to declarations (`SourceFileSyntax`), never failing;
/// 3. `ConditionalCompilation`: `#if` branches resolved for the platform and flags;
/// 4. `TypeIndex` and `ModuleRecognizer`: declarations to the App Intents model (`RecognizedModule`);
/// 5. `ModuleCheck`: the model to diagnostics;
/// 6. `BundleBuilder`: the model to an `IntentMetadataBundle`;
/// 7. `IntentDefinitionReader`: `.intentdefinition` files to the bundle's legacy intents, beside the rest;
/// 8. with strings tables given, `LocalizationResources` reads those the App Intents code uses,
///    `ModuleCheck.runLocalizationChecks` checks the keys the system looks up against them, and the bundle gets
///    the translations it uses.
///
/// ```swift
/// let pipeline = ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "Books"))
/// let result = pipeline.run([SourceFile(path: "Intents.swift", text: source)])
/// if !result.hasErrors { try BundleWriter.write(result.bundle, to: url) }
/// ```
package struct ExtractionPipeline: Sendable {
    /// The module, platform and dependencies of this extraction.
    package var configuration: ExtractionConfiguration
    /// Whether files are parsed on all cores (the default) or one after another; the output is the same.
    package var parsesConcurrently: Bool
    /// Whether the syntax trees are freed on another thread after `run` returns, so a caller about to write the
    /// bundle and exit does not wait for it. Off by default: a library caller, a test or a leak checker expects
    /// the memory back when `run` returns.
    package var freesTreesConcurrently: Bool

    /// Creates a pipeline.
    package init(configuration: ExtractionConfiguration, parsesConcurrently: Bool = true, freesTreesConcurrently: Bool = false) {
        self.configuration = configuration
        self.parsesConcurrently = parsesConcurrently
        self.freesTreesConcurrently = freesTreesConcurrently
    }

    /// Extracts the metadata of one module.
    ///
    /// - Parameters:
    ///   - files: the module's Swift files, in any order; the result does not depend on it.
    ///   - intentDefinitions: the module's `.intentdefinition` files; their intents become the bundle's
    ///     `legacyIntents`, and a malformed file an `intent-definition-malformed` error.
    ///   - resources: its `<locale>.lproj/<Table>.strings` files and `<Table>.xcstrings` catalogs, with paths
    ///     relative to the same root; other files are ignored. With none, no localization check runs and the
    ///     bundle has no `localizations`.
    /// - Returns: the bundle and the sorted diagnostics. Bad input never throws: it becomes diagnostics.
    package func run(_ files: [SourceFile], intentDefinitions: [SourceFile] = [], resources: [SourceFile] = []) -> ExtractionResult {
        let sortedFiles = files.sorted { $0.path < $1.path }
        let parse: ([SourceFile]) -> [SourceFileSyntax] = { [parsesConcurrently] files in
            parsesConcurrently ? concurrentMap(files, DeclarationParser.parse) : files.map(DeclarationParser.parse)
        }
        let syntaxes = configuration.parsesEveryFile ? parse(sortedFiles) : RelevantFileSelection.parseRelevantFiles(sortedFiles, parse: parse)
        let environment = configuration.compilationEnvironment
        var diagnostics: [Diagnostic] = syntaxes.flatMap(\.diagnostics)
        // `#if` resolution needs only the file and the environment, so it runs per file like the parse.
        let resolve: @Sendable (SourceFileSyntax) -> (SourceFile, [DeclarationSyntax]) = { syntax in
            (syntax.file, ConditionalCompilation.activeDeclarations(syntax.items, in: environment))
        }
        let active = parsesConcurrently ? concurrentMap(syntaxes, resolve) : syntaxes.map(resolve)
        let index = TypeIndex(files: active)
        let recognizer = ModuleRecognizer(
            index: index, moduleName: configuration.moduleName, environment: environment, dependencies: configuration.dependencies
        )
        let module = recognizer.recognize()
        diagnostics += module.diagnostics
        diagnostics += ModuleCheck.run(on: module)
        var bundle = BundleBuilder.makeBundle(from: module)
        for definitionFile in intentDefinitions.sorted(by: { $0.path < $1.path }) {
            let reading = IntentDefinitionReader.read(definitionFile)
            diagnostics += reading.diagnostics
            bundle.legacyIntents += reading.definition?.legacyIntents ?? []
        }
        // Only the tables the App Intents code uses are read: a problem in another table is not this tool's to report.
        let uses = resources.isEmpty ? [] : ModuleCheck.lookedUpUses(bundle.localizedTextUses(), in: module)
        let localization = LocalizationResources(
            files: resources, sourceLanguage: configuration.sourceLanguage, tableNames: ModuleCheck.tableNamesToRead(for: uses),
            cache: configuration.localizationCache
        )
        diagnostics += localization.diagnostics
        if !localization.isEmpty {
            diagnostics += ModuleCheck.runLocalizationChecks(on: module, uses: uses, resources: localization)
            bundle.localizations = localization.metadata(for: uses)
        }
        let result = ExtractionResult(bundle: bundle, diagnostics: Array(Set(diagnostics)).sorted())
        if freesTreesConcurrently {
            // Freeing the syntax trees and the index is a tenth of a run over a big tree; the last references go
            // to another thread.
            let trees = (syntaxes, active, recognizer, module)
            DispatchQueue.global(qos: .utility).async { withExtendedLifetime(trees) {} }
        }
        return result
    }
}

/// `transform` applied to each element on all cores; each result lands in its own slot, so the order is the input
/// order whatever the threads do.
func concurrentMap<Element: Sendable, Result: Sendable>(
    _ elements: [Element], _ transform: @Sendable (Element) -> Result
) -> [Result] {
    guard elements.count > 1 else { return elements.map(transform) }
    let results = ResultSlots<Result>(count: elements.count)
    DispatchQueue.concurrentPerform(iterations: elements.count) { position in
        results.store(transform(elements[position]), at: position)
    }
    return results.values
}

/// Fixed slots filled from several threads, read once all are done.
final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ value: Value, at position: Int) {
        lock.lock()
        slots[position] = value
        lock.unlock()
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
