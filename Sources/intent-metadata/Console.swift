#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentMetadataExtractor

/// The tool's two output streams.
///
/// Machine output (bundles, json/sarif/github diagnostics) goes to standard output; people's output (text
/// diagnostics, `error:` lines) to standard error.
enum Console {
    static func printOutput(_ text: String) {
        SystemCall.writeAll(text.utf8, to: 1)
    }

    static func printOutput(_ data: Data) {
        SystemCall.writeAll(data, to: 1)
    }

    static func printError(_ text: String) {
        SystemCall.writeAll(text.utf8, to: 2)
    }

    /// Prints `error: message` on standard error, the line that must precede every non-zero exit.
    static func printErrorLine(_ message: String) {
        printError("error: \(message)\n")
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
