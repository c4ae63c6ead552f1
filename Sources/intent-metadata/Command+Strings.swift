#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentMetadata
import IntentMetadataExtractor

extension Command {
    /// `strings`: extract, then write a string catalog skeleton per table the App Intents code uses.
    ///
    /// A catalog holds one table, so standard output and a `.xcstrings` path take exactly one (pick it with
    /// `--table`); a folder gets `<Table>.xcstrings` for each. Diagnostics are printed, but errors do not stop
    /// the skeleton: translators can start while the code is fixed. Files are written only when their bytes change.
    static func runStrings(_ options: StringsOptions) throws -> ExitCode {
        let extraction = try SourceExtraction(options: options.source, warningsAsErrors: false)
        printDiagnostics(extraction.diagnostics, options: DiagnosticOptions())
        let uses = extraction.result.bundle.localizedTextUses()
        let used = StringCatalogWriter.tableNames(in: uses)
        for table in options.tables where !used.contains(table) {
            throw CommandLineError.noSuchTable(table, tables: used, suggestion: table.nearestMatch(in: used))
        }
        let tables = options.tables.isEmpty ? used : used.filter(options.tables.contains)
        let resources = LocalizationResources(files: extraction.resourceFiles)
        func catalog(_ table: String) -> String {
            StringCatalogWriter.skeleton(for: uses, table: table, resources: resources)
        }
        if let outputPath = options.outputPath, !outputPath.hasSuffix(".xcstrings") {
            try FileManager.default.createDirectory(atPath: outputPath, withIntermediateDirectories: true)
            for table in tables {
                try writeIfChanged(catalog(table), to: PathArithmetic.appending("\(table).xcstrings", to: outputPath))
            }
        } else {
            guard tables.count <= 1 else { throw CommandLineError.severalTables(tables) }
            let text = tables.first.map(catalog) ?? StringCatalogWriter.skeleton(for: [], table: LocalizationsMetadata.defaultTable, resources: resources)
            if let outputPath = options.outputPath {
                try writeIfChanged(text, to: outputPath)
            } else {
                Console.printOutput(text)
            }
        }
        return extraction.hasErrors ? .errorsFound : .success
    }

    // Through `BundleWriter`, like every file the tool writes: Foundation's `.atomic` write leaves a
    // `TemporaryDirectory.*` folder in the system's temporary folder on Linux each time.
    private static func writeIfChanged(_ text: String, to path: String) throws {
        try BundleWriter.write(Data(text.utf8), to: path)
    }
}
