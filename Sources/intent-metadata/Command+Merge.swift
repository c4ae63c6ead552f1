import IntentMetadataExtractor

extension Command {
    /// `merge`: load the bundles, combine them, print conflicts, write the result unless there are errors.
    static func runMerge(_ options: MergeOptions) throws -> ExitCode {
        let inputs = try options.bundlePaths.map { BundleMerger.Input(path: $0, bundle: try BundleFile.load($0)) }
        let result = BundleMerger.merge(inputs, moduleName: options.moduleName)
        let diagnostics = result.diagnostics.map { options.diagnostics.warningsAsErrors ? $0.promotingWarningToError : $0 }
        printDiagnostics(diagnostics, options: options.diagnostics)
        if diagnostics.contains(where: { $0.severity == .error }) {
            Console.printErrorLine("\(countOfErrors(in: diagnostics)) found; no merged bundle was written.")
            return .errorsFound
        }
        try emit(result.bundle, to: options.outputPath)
        return .success
    }
}
