import IntentMetadata

/// The extractor's single entry point.
///
/// The stages, in order, each testable alone:
/// 1. `Lexer`: bytes to tokens;
/// 2. `DeclarationParser`: tokens to declarations (`SourceFileSyntax`), never failing;
/// 3. `ConditionalCompilation`: `#if` branches resolved for the platform and flags;
/// 4. recognition: declarations to the App Intents model (`RecognizedModule`);
/// 5. checks: the model to diagnostics;
/// 6. `BundleBuilder`: the model to an `IntentMetadataBundle`.
///
/// ```swift
/// let pipeline = ExtractionPipeline(configuration: ExtractionConfiguration(moduleName: "Books"))
/// let result = pipeline.run([SourceFile(path: "Intents.swift", text: source)])
/// if !result.hasErrors { try BundleWriter.write(result.bundle, to: url) }
/// ```
package struct ExtractionPipeline: Sendable {
    /// The module, platform and dependencies of this extraction.
    package var configuration: ExtractionConfiguration

    /// Creates a pipeline.
    package init(configuration: ExtractionConfiguration) {
        self.configuration = configuration
    }

    /// Extracts the metadata of the given files, which make up one module.
    ///
    /// - Parameter files: the module's Swift files, in any order; the result does not depend on it.
    /// - Returns: the bundle and the sorted diagnostics. Bad source never throws: it becomes diagnostics.
    package func run(_ files: [SourceFile]) -> ExtractionResult {
        // Filled in by the recognition stage; this placeholder keeps the CLI buildable meanwhile.
        ExtractionResult(bundle: IntentMetadataBundle(module: configuration.moduleName), diagnostics: [])
    }
}
