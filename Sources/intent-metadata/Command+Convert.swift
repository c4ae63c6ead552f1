#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentMetadataExtractor

extension Command {
    /// `convert`: read an intent definition, print its diagnostics, and write App Intents source unless it is malformed.
    ///
    /// ```
    /// $ intent-metadata convert Sources/App/Intents.intentdefinition --output Sources/App/AppIntents
    /// created Sources/App/AppIntents/OrderSoupIntent.swift
    /// ```
    static func runConvert(_ options: ConvertOptions) throws -> ExitCode {
        guard let isDirectory = SystemCall.isDirectory(at: options.definitionPath) else {
            throw CommandLineError.noSuchPath(options.definitionPath)
        }
        guard !isDirectory, let data = FileManager.default.contents(atPath: options.definitionPath) else {
            let reason = isDirectory ? "it is a folder, not an intent definition file" : "permission denied or not a regular file"
            throw CommandLineError.unreadableFile(options.definitionPath, reason: reason)
        }
        let reading = IntentDefinitionReader.read(SourceFile(path: options.definitionPath, bytes: Array(data)))
        printDiagnostics(reading.diagnostics, options: DiagnosticOptions())
        guard let definition = reading.definition, !reading.diagnostics.contains(where: { $0.severity == .error }) else {
            Console.printErrorLine("\(countOfErrors(in: reading.diagnostics)) found; nothing was converted.")
            return .errorsFound
        }
        for file in AppIntentsSourceGenerator(definition: definition).makeFiles() {
            let path = PathArithmetic.appending(file.name, to: options.outputPath)
            let outcome = try BundleWriter.write(Data(file.contents.utf8), to: path)
            Console.printOutput("\(outcome) \(path)\n")
        }
        return .success
    }
}
