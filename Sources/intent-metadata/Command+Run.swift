import IntentMetadata
import IntentMetadataExtractor

extension Command {
    /// Runs the command, printing its output and diagnostics.
    ///
    /// - Returns: the exit status; a usage or I/O problem has already been printed as an `error:` line.
    func run() -> ExitCode {
        do {
            switch self {
            case let .extract(options):
                return try Self.runExtract(options)
            case let .check(options):
                return try Self.runCheck(options)
            case let .describe(options):
                return try Self.runDescribe(options)
            case let .merge(options):
                return try Self.runMerge(options)
            case let .diff(options):
                return try Self.runDiff(options)
            case let .compare(options):
                return try Self.runCompare(options)
            case let .convert(options):
                return try Self.runConvert(options)
            case let .strings(options):
                return try Self.runStrings(options)
            case let .targets(options):
                return try Self.runTargets(options)
            case let .help(name):
                Console.printOutput(name.map(\.specification.helpText) ?? CommandSpecification.overviewText)
                return .success
            case .version:
                Console.printOutput(GeneratorInfo.current.version + "\n")
                return .success
            }
        } catch let error as CommandLineError {
            Console.printErrorLine(error.message)
            return .usageOrIOProblem
        } catch let error as BundleWriter.WriteError {
            Console.printErrorLine(error.description)
            return .usageOrIOProblem
        } catch {
            Console.printErrorLine("\(error)")
            return .usageOrIOProblem
        }
    }

    /// Prints diagnostics where their format belongs: text on standard error, the others on standard output.
    ///
    /// Machine formats are printed even when empty, so a CI step always gets a parseable document.
    static func printDiagnostics(_ diagnostics: [Diagnostic], options: DiagnosticOptions) {
        let rendered = Diagnostic.render(diagnostics, as: options.format, toolVersion: GeneratorInfo.current.version)
        if options.format.isForPeople {
            Console.printError(rendered)
        } else {
            Console.printOutput(rendered)
        }
    }

    /// "1 error" or "3 errors".
    static func countOfErrors(in diagnostics: [Diagnostic]) -> String {
        let count = diagnostics.filter { $0.severity == .error }.count
        return count == 1 ? "1 error" : "\(count) errors"
    }

    /// Writes a bundle to a file, or to standard output when there is no path.
    static func emit(_ bundle: IntentMetadataBundle, to outputPath: String?) throws {
        guard let outputPath else {
            Console.printOutput(try BundleWriter.encodedData(for: bundle))
            return
        }
        try BundleWriter.write(bundle, to: outputPath)
    }
}
