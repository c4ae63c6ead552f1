import Foundation
import IntentMetadataExtractor

extension Command {
    /// `convert`: read an intent definition, print its diagnostics, and write App Intents source unless it is malformed.
    ///
    /// ```
    /// $ intent-metadata convert Sources/App/Intents.intentdefinition --output Sources/App/AppIntents
    /// created Sources/App/AppIntents/OrderSoupIntent.swift
    /// ```
    static func runConvert(_ options: ConvertOptions) throws -> ExitCode {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: options.definitionPath, isDirectory: &isDirectory) else {
            throw CommandLineError.noSuchPath(options.definitionPath)
        }
        guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: options.definitionPath) else {
            let reason = isDirectory.boolValue ? "it is a folder, not an intent definition file" : "permission denied or not a regular file"
            throw CommandLineError.unreadableFile(options.definitionPath, reason: reason)
        }
        let reading = IntentDefinitionReader.read(SourceFile(path: options.definitionPath, bytes: Array(data)))
        printDiagnostics(reading.diagnostics, options: DiagnosticOptions())
        guard let definition = reading.definition, !reading.diagnostics.contains(where: { $0.severity == .error }) else {
            Console.printErrorLine("\(countOfErrors(in: reading.diagnostics)) found; nothing was converted.")
            return .errorsFound
        }
        for file in AppIntentsSourceGenerator(definition: definition).makeFiles() {
            let path = (options.outputPath as NSString).appendingPathComponent(file.name)
            let outcome = try BundleWriter.write(Data(file.contents.utf8), to: path)
            Console.printOutput("\(outcome) \(path)\n")
        }
        return .success
    }
}
