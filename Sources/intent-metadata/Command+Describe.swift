#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentMetadata
import IntentMetadataExtractor

extension Command {
    /// `describe`: load a bundle or extract one from sources, narrow it down, and print it.
    static func runDescribe(_ options: DescribeOptions) throws -> ExitCode {
        var bundle: IntentMetadataBundle
        var status = ExitCode.success
        // A bundle, Apple's metadata or a built app is recognised by content, never read as an empty source tree.
        if case .metadata(let loaded) = try MetadataInput.open(options.inputPath) {
            bundle = loaded.bundle
        } else {
            var source = SourceOptions(
                paths: [options.inputPath],
                moduleName: options.moduleNames.first,
                platform: options.platform,
                customFlags: options.customFlags,
                dependencies: options.dependencies
            )
            source.dependencySources = options.dependencySources
            source.compilerVersion = options.compilerVersion
            if let described = try describedRepository(at: options.inputPath, source: source) {
                bundle = described.bundle
                if described.hasErrors {
                    Console.printErrorLine("errors found; the description may be incomplete.")
                    status = .errorsFound
                }
                return try finishDescribe(bundle, options: options, status: status)
            }
            let extraction = try SourceExtraction(options: source, warningsAsErrors: false)
            printDiagnostics(extraction.diagnostics, options: DiagnosticOptions())
            bundle = extraction.result.bundle
            MetadataInput.reportEmptySources(extraction, path: options.inputPath)
            if extraction.hasErrors {
                Console.printErrorLine("\(countOfErrors(in: extraction.diagnostics)) found; the description may be incomplete.")
                status = .errorsFound
            }
        }
        return try finishDescribe(bundle, options: options, status: status)
    }

    /// Narrows the bundle to `--module` and `--action` and prints it.
    private static func finishDescribe(_ bundle: IntentMetadataBundle, options: DescribeOptions, status: ExitCode) throws -> ExitCode {
        var bundle = bundle
        if !options.moduleNames.isEmpty {
            bundle = bundle.keepingModules(Set(options.moduleNames))
        }
        if let identifier = options.actionIdentifier, !bundle.actions.contains(where: { $0.identifier == identifier }) {
            throw CommandLineError.noSuchAction(
                identifier, module: bundle.module,
                suggestion: identifier.nearestMatch(in: bundle.actions.map(\.identifier))
            )
        }
        // Without `--locale`, texts are shown in the development language (the project's development region, else the
        // catalogs' source language) when the bundle has its translations, rather than as keys.
        let locale = options.locale ?? bundle.localizations.flatMap { bundle.hasTranslations(for: $0.sourceLanguage) ? $0.sourceLanguage : nil }
        if let locale = options.locale, !bundle.hasTranslations(for: locale) {
            let available = bundle.localizations?.locales ?? []
            Console.printError(
                "warning: the bundle has no '\(locale)' translations, so its texts are shown as written in code. "
                    + (available.isEmpty ? "It has no translations at all.\n" : "Its locales: \(available.joined(separator: ", ")).\n")
            )
        }
        Console.printOutput(try describe(bundle, format: options.format, actionIdentifier: options.actionIdentifier, locale: locale))
        return status
    }

    /// Renders the bundle with the runtime library's describer; `json` of the whole bundle stays the bundle itself.
    static func describe(_ bundle: IntentMetadataBundle, format: DescriptionFormat, actionIdentifier: String?, locale: String? = nil) throws -> String {
        guard let locale else { return bundle.describe(format: format, actionIdentifier: actionIdentifier) }
        return bundle.describe(format: format, actionIdentifier: actionIdentifier, locale: locale)
    }
}

extension IntentMetadataBundle {
    /// The bundle with only the declarations whose module-qualified type names start with one of the modules.
    ///
    /// Merged bundles hold several modules' declarations; a module bundle's own module always matches.
    func keepingModules(_ modules: Set<String>) -> IntentMetadataBundle {
        func isKept(_ typeName: String) -> Bool {
            guard let dot = typeName.firstIndex(of: ".") else { return modules.contains(module) }
            return modules.contains(String(typeName[..<dot]))
        }
        var copy = self
        copy.actions = actions.filter { isKept($0.typeName) }
        copy.entities = entities.filter { isKept($0.typeName) }
        copy.enums = enums.filter { isKept($0.typeName) }
        copy.queries = queries.filter { isKept($0.typeName) }
        copy.packages = packages.filter { isKept($0.typeName) }
        if let shortcuts, !isKept(shortcuts.provider) { copy.shortcuts = nil }
        return copy
    }
}
