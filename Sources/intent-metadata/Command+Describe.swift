import Foundation
import IntentMetadata
import IntentMetadataExtractor

extension Command {
    /// `describe`: load a bundle or extract one from sources, narrow it down, and print it.
    static func runDescribe(_ options: DescribeOptions) throws -> ExitCode {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: options.inputPath, isDirectory: &isDirectory) else {
            throw CommandLineError.noSuchPath(options.inputPath)
        }
        var bundle: IntentMetadataBundle
        var status = ExitCode.success
        if !isDirectory.boolValue, options.inputPath.hasSuffix(".json") {
            bundle = try BundleFile.load(options.inputPath)
        } else {
            let source = SourceOptions(
                paths: [options.inputPath],
                moduleName: options.moduleNames.first,
                platform: options.platform,
                customFlags: options.customFlags
            )
            let extraction = try SourceExtraction(options: source, warningsAsErrors: false)
            printDiagnostics(extraction.diagnostics, options: DiagnosticOptions())
            bundle = extraction.result.bundle
            if extraction.hasErrors {
                Console.printErrorLine("\(countOfErrors(in: extraction.diagnostics)) found; the description may be incomplete.")
                status = .errorsFound
            }
        }
        if !options.moduleNames.isEmpty {
            bundle = bundle.keepingModules(Set(options.moduleNames))
        }
        if let identifier = options.actionIdentifier, !bundle.actions.contains(where: { $0.identifier == identifier }) {
            throw CommandLineError.noSuchAction(
                identifier, module: bundle.module,
                suggestion: identifier.nearestMatch(in: bundle.actions.map(\.identifier))
            )
        }
        Console.printOutput(try describe(bundle, format: options.format, actionIdentifier: options.actionIdentifier))
        return status
    }

    /// Renders the bundle with the runtime library's describer; `json` of the whole bundle stays the bundle itself.
    static func describe(_ bundle: IntentMetadataBundle, format: DescribeOptions.Format, actionIdentifier: String?) throws -> String {
        switch format {
        case .text: return bundle.describe(format: .text, actionIdentifier: actionIdentifier)
        case .markdown: return bundle.describe(format: .markdown, actionIdentifier: actionIdentifier)
        case .json: return bundle.describe(format: .json, actionIdentifier: actionIdentifier)
        case .tools: return bundle.describe(format: .tools, actionIdentifier: actionIdentifier)
        }
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
