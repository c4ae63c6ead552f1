#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentMetadata
import IntentMetadataExtractor

extension Command {
    /// `compare`: load the source side and the built app, print every difference, and fail on any.
    ///
    /// ```
    /// $ intent-metadata compare Sources/Books Build/Products/Debug-iphonesimulator/Books.app
    /// action OpenShelf: opens the app: source 'yes', app 'no'
    /// 1 difference: 0 only in the source, 0 only in the app, 1 field differs
    /// ```
    static func runCompare(_ options: CompareOptions) throws -> ExitCode {
        let source: IntentMetadataBundle
        switch try MetadataInput.open(options.sourcePath) {
        case .metadata(let loaded):
            source = loaded.bundle
        case .sources:
            let sourceOptions = SourceOptions(paths: [options.sourcePath], moduleName: options.moduleName, platform: options.platform, customFlags: options.customFlags)
            let extraction = try SourceExtraction(options: sourceOptions, warningsAsErrors: false)
            printDiagnostics(extraction.diagnostics, options: DiagnosticOptions())
            if extraction.hasErrors {
                Console.printErrorLine("\(countOfErrors(in: extraction.diagnostics)) found in '\(options.sourcePath)'; fix them before comparing.")
                return .errorsFound
            }
            source = extraction.result.bundle
        }
        guard case .metadata(let app) = try MetadataInput.open(options.appPath) else {
            throw CommandLineError.unreadableFile(
                options.appPath, reason: "it holds Swift sources, not a built app. Pass the '.app', its 'Metadata.appintents' folder or the 'extract.actionsdata' file"
            )
        }
        let comparison = BundleComparison(source: source, app: app.bundle)
        Console.printOutput(options.format == .json ? comparison.renderedJSON() : comparison.renderedText())
        return comparison.hasDifferences ? .errorsFound : .success
    }
}
