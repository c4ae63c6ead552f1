import Foundation

/// The tool's two output streams.
///
/// Machine output (bundles, json/sarif/github diagnostics) goes to standard output; people's output (text
/// diagnostics, `error:` lines) to standard error.
enum Console {
    static func printOutput(_ text: String) {
        write(Data(text.utf8), to: FileHandle.standardOutput)
    }

    static func printOutput(_ data: Data) {
        write(data, to: FileHandle.standardOutput)
    }

    static func printError(_ text: String) {
        write(Data(text.utf8), to: FileHandle.standardError)
    }

    /// Prints `error: message` on standard error, the line that must precede every non-zero exit.
    static func printErrorLine(_ message: String) {
        printError("error: \(message)\n")
    }

    // A closed pipe (`intent-metadata describe ... | head`) must not crash the tool, so write errors are ignored.
    private static func write(_ data: Data, to handle: FileHandle) {
        guard !data.isEmpty else { return }
        try? handle.write(contentsOf: data)
    }
}

/// The tool's exit status.
package enum ExitCode: Int32, Sendable {
    /// Success; warnings allowed.
    case success = 0
    /// Error diagnostics were found.
    case errorsFound = 1
    /// A usage or I/O problem.
    case usageOrIOProblem = 2
}
