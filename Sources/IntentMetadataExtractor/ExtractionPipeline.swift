import Dispatch
import Foundation
import IntentMetadata

/// The extractor's single entry point.
///
/// The stages, in order, each testable alone:
/// 1. `Lexer`: bytes to tokens;
/// 2. `DeclarationParser`: tokens to declarations (`SourceFileSyntax`), never failing;
/// 3. `ConditionalCompilation`: `#if` branches resolved for the platform and flags;
/// 4. `TypeIndex` and `ModuleRecognizer`: declarations to the App Intents model (`RecognizedModule`);
/// 5. `ModuleCheck`: the model to diagnostics;
/// 6. `BundleBuilder`: the model to an `IntentMetadataBundle`;
/// 7. `IntentDefinitionReader`: `.intentdefinition` files to the bundle's legacy intents, beside the rest.
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

    /// Creates a pipeline.
    package init(configuration: ExtractionConfiguration, parsesConcurrently: Bool = true) {
        self.configuration = configuration
        self.parsesConcurrently = parsesConcurrently
    }

    /// Extracts the metadata of the given files, which make up one module.
    ///
    /// - Parameter files: the module's Swift files, in any order; the result does not depend on it.
    /// - Returns: the bundle and the sorted diagnostics. Bad source never throws: it becomes diagnostics.
    package func run(_ files: [SourceFile]) -> ExtractionResult {
        run(files, intentDefinitions: [])
    }

    /// Extracts the metadata of the given files and lists the SiriKit intents of intent definition files.
    ///
    /// - Parameters:
    ///   - files: the module's Swift files, in any order; the result does not depend on it.
    ///   - intentDefinitions: the module's `.intentdefinition` files; their intents become the bundle's
    ///     `legacyIntents`, and a malformed file an `intent-definition-malformed` error.
    /// - Returns: the bundle and the sorted diagnostics. Bad input never throws: it becomes diagnostics.
    package func run(_ files: [SourceFile], intentDefinitions: [SourceFile]) -> ExtractionResult {
        let sortedFiles = files.sorted { $0.path < $1.path }
        let syntaxes = parsesConcurrently ? Self.parseConcurrently(sortedFiles) : sortedFiles.map(DeclarationParser.parse)
        let environment = configuration.compilationEnvironment
        var diagnostics: [Diagnostic] = syntaxes.flatMap(\.diagnostics)
        let active = syntaxes.map { ($0.file, ConditionalCompilation.activeDeclarations($0.items, in: environment)) }
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
        return ExtractionResult(bundle: bundle, diagnostics: Array(Set(diagnostics)).sorted())
    }

    /// Parses files on all cores; each result lands in its own slot, so the order is the input order.
    static func parseConcurrently(_ files: [SourceFile]) -> [SourceFileSyntax] {
        guard files.count > 1 else { return files.map(DeclarationParser.parse) }
        let results = ResultSlots<SourceFileSyntax>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { position in
            results.store(DeclarationParser.parse(files[position]), at: position)
        }
        return results.values
    }
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
