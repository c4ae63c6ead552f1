#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentMetadata

/// The extractor's single entry point.
///
/// The stages, in order, each a method of this type with a named value between one and the next:
/// 0-2. `parse`: `RelevantFileSelection` searches the files' bytes for App Intents names, and `Lexer` and
///    `DeclarationParser` turn the files that name them, and those that declare what their App Intents code needs,
///    into `SourceFileSyntax`, never failing;
/// 3. `resolveConditions`: `ConditionalCompilation` keeps the `#if` branches active for the platform and flags,
///    giving an `ActiveFile` per file;
/// 4. `recognize`: `TypeIndex` and `ModuleRecognizer` turn the declarations into the App Intents model
///    (`RecognizedModule`);
/// 5. `readIntentDefinitions`: `.intentdefinition` files become legacy intents;
/// 6. `localize`: with strings tables given, `LocalizationResources` reads those the App Intents code uses, and the
///    localization checks compare the keys the system looks up against them; the tables every module reads
///    (`Localizable`, `AppShortcuts`) are read on another thread from the start (`LocalizationPrefetch`);
/// 7. `ModuleCheck.run` checks the model once, and `BundleBuilder` builds the bundle last, from the model, the legacy
///    intents and the translations; nothing changes it afterwards.
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
    /// Whether the syntax trees, the index and the module are left for the process's exit to take back after `run`
    /// returns instead of being freed (see `ExitLifetime`), for a caller about to write the bundle and exit. Off by
    /// default: a library caller, a test or a leak checker expects the memory back when `run` returns.
    package var keepsMemoryUntilExit: Bool

    /// Creates a pipeline.
    package init(configuration: ExtractionConfiguration, parsesConcurrently: Bool = true, keepsMemoryUntilExit: Bool = false) {
        self.configuration = configuration
        self.parsesConcurrently = parsesConcurrently
        self.keepsMemoryUntilExit = keepsMemoryUntilExit
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
        run(files, intentDefinitions: intentDefinitions, resources: resources, prefetch: prefetchLocalization(resources))
    }

    /// Starts reading, on another thread, the strings tables stage 6 reads whatever the code uses (see
    /// `LocalizationPrefetch`); `nil` when there is none or files are read on one thread.
    func prefetchLocalization(_ resources: [SourceFile]) -> LocalizationPrefetch? {
        guard parsesConcurrently else { return nil }
        let cache = configuration.localizationCache
        return LocalizationPrefetch.start(resources) { LocalizationResources.read($0, cache: cache) }
    }

    /// Reads, once stage 6 knows which tables the App Intents code uses, the strings tables and catalogs of those
    /// tables that were left unread: their files, with paths relative to the same root as the others.
    typealias LaterResources = @Sendable (_ tableNames: Set<String>) -> [SourceFile]

    /// Extracts the metadata of one module whose strings tables a caller started reading (`prefetchLocalization`).
    ///
    /// - Parameter laterResources: the module's other strings tables and catalogs, read only if its code uses their
    ///   tables; `nil` when it has no other.
    func run(
        _ files: [SourceFile], intentDefinitions: [SourceFile], resources: [SourceFile], laterResources: LaterResources? = nil, prefetch: LocalizationPrefetch?
    ) -> ExtractionResult {
        defer { prefetch?.stop() }
        let syntaxes = parse(files.sorted { $0.path < $1.path })
        let active = resolveConditions(syntaxes)
        let (recognizer, module) = recognize(active)
        let definitions = readIntentDefinitions(intentDefinitions)
        let localization = localize(module, legacyIntents: definitions.legacyIntents, resources: resources, laterResources: laterResources, prefetched: prefetch)
        let bundle = BundleBuilder.makeBundle(from: module, legacyIntents: definitions.legacyIntents, localizations: localization.metadata)
        var diagnostics = syntaxes.flatMap(\.diagnostics) + module.diagnostics + ModuleCheck.run(on: module)
        diagnostics += definitions.diagnostics + localization.diagnostics
        // Exact duplicates (same place, id, message and notes) are reported once.
        var result = ExtractionResult(
            bundle: bundle, diagnostics: Diagnostic.sortedRemovingDuplicates(diagnostics), mangledTypeNames: recognizer.index.mangledTypeNames(of: bundle)
        )
        result.files = (files.map(\.path), syntaxes.map(\.file.path))
        if keepsMemoryUntilExit {
            // Freed one object at a time, they cost a quarter of the CPU of a run over a big tree (the benchmark's
            // synthetic 8x: 0.52 s of CPU with the freeing, 0.37 s without).
            ExitLifetime.keep((syntaxes, active, recognizer, module))
        }
        return result
    }

    // MARK: Stages

    /// Stages 0-2: the files App Intents code needs lexed and parsed (every file with `parsesEveryFile`), in the given
    /// order.
    func parse(_ sortedFiles: [SourceFile]) -> [SourceFileSyntax] {
        let cache = configuration.syntaxCache
        let parseOne: @Sendable (SourceFile) -> SourceFileSyntax = { file in
            cache?.syntax(of: file, parse: DeclarationParser.parse) ?? DeclarationParser.parse(file)
        }
        let parseAll: ([SourceFile]) -> [SourceFileSyntax] = { [parsesConcurrently] files in
            parsesConcurrently ? concurrentMap(files, parseOne) : files.map(parseOne)
        }
        guard !configuration.parsesEveryFile else { return parseAll(sortedFiles) }
        let scanning = RelevantFileSelection.Scanning(
            namesAppIntents: { file in cache?.namesAppIntents(file) ?? RelevantFileSelection.namesAppIntents(file) },
            declaredNames: { file in cache?.declaredNames(of: file) ?? DeclaredNames(scanning: file.bytes) }
        )
        let select = { files in RelevantFileSelection.parseRelevantFiles(files, scanning: scanning, parse: parseAll) }
        guard configuration.sharesSelection, let cache else { return select(sortedFiles) }
        return cache.relevantFiles(of: sortedFiles, select: select)
    }

    /// Stage 3: each file's active `#if` branches; it needs only the file and the environment, so it runs per file.
    func resolveConditions(_ syntaxes: [SourceFileSyntax]) -> [ActiveFile] {
        let environment = configuration.compilationEnvironment
        let resolve: @Sendable (SourceFileSyntax) -> ActiveFile = { syntax in
            ActiveFile(file: syntax.file, declarations: ConditionalCompilation.activeDeclarations(syntax.items, in: environment))
        }
        return parsesConcurrently ? concurrentMap(syntaxes, resolve) : syntaxes.map(resolve)
    }

    /// Stage 4: the App Intents model of the module, with the recognizer (whose index the caller may free later).
    func recognize(_ active: [ActiveFile]) -> (ModuleRecognizer, RecognizedModule) {
        let recognizer = ModuleRecognizer(
            index: TypeIndex(files: active), moduleName: configuration.moduleName, environment: configuration.compilationEnvironment,
            dependencies: configuration.dependencies
        )
        return (recognizer, recognizer.recognize())
    }

    /// Stage 5: the SiriKit intent definitions, as legacy intents, in path order.
    func readIntentDefinitions(_ files: [SourceFile]) -> (legacyIntents: [LegacyIntentMetadata], diagnostics: [Diagnostic]) {
        var legacyIntents: [LegacyIntentMetadata] = []
        var diagnostics: [Diagnostic] = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            let reading = configuration.syntaxCache?.intentDefinition(of: file, read: IntentDefinitionReader.read) ?? IntentDefinitionReader.read(file)
            diagnostics += reading.diagnostics
            legacyIntents += reading.definition?.legacyIntents ?? []
        }
        return (legacyIntents, diagnostics)
    }

    /// Stage 6: the strings tables the App Intents code uses (only those are read: a problem in another table is not
    /// this tool's to report), the localization checks, and the translations the bundle carries.
    func localize(
        _ module: RecognizedModule, legacyIntents: [LegacyIntentMetadata], resources: [SourceFile], laterResources: LaterResources? = nil,
        prefetched: LocalizationPrefetch?
    ) -> (metadata: LocalizationsMetadata?, diagnostics: [Diagnostic]) {
        guard !resources.isEmpty || laterResources != nil else { return (nil, []) }
        // The texts the system looks up are those of the bundle's fields, legacy intents included.
        let texts = BundleBuilder.makeBundle(from: module, legacyIntents: legacyIntents).localizedTextUses()
        let uses = ModuleCheck.lookedUpUses(texts, in: module)
        let tableNames = ModuleCheck.tableNamesToRead(for: uses)
        let tables = LocalizationResources(
            files: resources + (laterResources?(tableNames) ?? []), sourceLanguage: configuration.sourceLanguage, tableNames: tableNames,
            keys: Set(uses.map(\.text.key)), cache: configuration.localizationCache, prefetched: prefetched
        )
        guard !tables.isEmpty else { return (nil, tables.diagnostics) }
        return (tables.metadata(for: uses), tables.diagnostics + ModuleCheck.runLocalizationChecks(on: module, uses: uses, resources: tables))
    }
}
