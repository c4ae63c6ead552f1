#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentMetadataExtractor

extension Command {
    /// `extract`: read, extract, print diagnostics, then write the bundle unless there are errors.
    static func runExtract(_ options: ExtractOptions) throws -> ExitCode {
        let readCache: FileReadCache?
        switch try layout(for: options.source, command: .extract) {
        case .repository(let repository, let display):
            return try runProjectExtract(repository, display: display, options: options)
        case .oneModule(let projectsFound, let filesRead):
            printOneModuleNote(projectsFound: projectsFound, for: options.source, format: options.diagnostics.format)
            readCache = filesRead
        }
        let extraction = try SourceExtraction(options: options.source, warningsAsErrors: options.diagnostics.warningsAsErrors, readCache: readCache)
        printDiagnostics(extraction.diagnostics, options: options.diagnostics)
        var bundle = extraction.result.bundle
        if let sourceRoot = options.sourceRoot {
            let root = PathArithmetic.absolute(sourceRoot, currentDirectory: FileManager.default.currentDirectoryPath)
            let treeRoot = extraction.tree.rootDirectory
            bundle = bundle.mappingSourceFiles { relative in
                PathArithmetic.relativePath(of: PathArithmetic.absolute(relative, currentDirectory: treeRoot), from: root)
            }
        }
        guard extraction.hasErrors else {
            if let refused = try writeAppleMetadata(of: extraction.result, options: options, displayPath: extraction.tree.displayPath(for:)) { return refused }
            try emit(bundle, to: options.outputPath)
            return .success
        }
        // Halting errors mean no metadata, as Apple's processor does; an earlier bundle at the path stays as it was.
        guard options.keepsGoing else {
            Console.printErrorLine("\(countOfErrors(in: extraction.diagnostics)) found; no bundle was written.")
            return .errorsFound
        }
        try emit(bundle, to: options.outputPath)
        Console.printErrorLine("\(countOfErrors(in: extraction.diagnostics)) found; the bundle was written anyway because of '--keep-going'.")
        return .errorsFound
    }

    /// `check`: like `extract`, without writing anything.
    static func runCheck(_ options: CheckOptions) throws -> ExitCode {
        let readCache: FileReadCache?
        switch try layout(for: options.source, command: .check) {
        case .repository(let repository, let display):
            return try runProjectCheck(repository, display: display, options: options)
        case .oneModule(let projectsFound, let filesRead):
            printOneModuleNote(projectsFound: projectsFound, for: options.source, format: options.diagnostics.format)
            readCache = filesRead
        }
        let extraction = try SourceExtraction(options: options.source, warningsAsErrors: options.diagnostics.warningsAsErrors, readCache: readCache)
        printDiagnostics(extraction.diagnostics, options: options.diagnostics)
        guard extraction.hasErrors else { return .success }
        Console.printErrorLine("\(countOfErrors(in: extraction.diagnostics)) found.")
        return .errorsFound
    }

    /// With `--apple-metadata`, writes Apple's `Metadata.appintents/` from an extraction without errors; `nil` when
    /// written or not asked for, `.errorsFound` (with the reason printed) when the writer refuses, and then nothing
    /// is written: neither Apple's files nor the bundle.
    ///
    /// A refusal is printed as a diagnostic is (`path:line:column: error: ...`, the path as the user's diagnostics show
    /// it: `displayPath` maps a path of the bundle), so that an editor or a CI log links it to the declaration.
    static func writeAppleMetadata(of result: ExtractionResult, options: ExtractOptions, displayPath: (String) -> String) throws -> ExitCode? {
        guard let folder = options.appleMetadataFolder else { return nil }
        let files: (actionsData: Data, versionJSON: Data)
        do {
            files = try AppleMetadataWriter(bundle: result.bundle, mangledTypeNames: result.mangledTypeNames).files(xcodeVersion: options.xcodeVersion ?? "unknown")
        } catch {
            let reason = "\(error.message); Apple's metadata was not written, nor the bundle."
            if let source = error.source {
                Console.printError("\(displayPath(source.file)):\(source.line):\(source.column): error: \(reason)\n")
            } else {
                Console.printErrorLine(reason)
            }
            return .errorsFound
        }
        let directory = PathArithmetic.appending("Metadata.appintents", to: folder)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try BundleWriter.write(files.actionsData, to: PathArithmetic.appending("extract.actionsdata", to: directory))
        try BundleWriter.write(files.versionJSON, to: PathArithmetic.appending("version.json", to: directory))
        return nil
    }
}
