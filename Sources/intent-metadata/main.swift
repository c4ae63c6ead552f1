#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentMetadataExtractor

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// A reader that goes away (`| head`) must end the tool quietly, not kill it with SIGPIPE.
signal(SIGPIPE, SIG_IGN)
// The run frees nothing before its exit: its heaps get huge pages where glibc can give them.
ShortRunHeap.prepare()

let status: ExitCode
do {
    let arguments = try CommandLineArguments(parsing: Array(CommandLine.arguments.dropFirst()))
    status = arguments.command.run()
} catch let error as CommandLineError {
    Console.printErrorLine(error.message)
    status = .usageOrIOProblem
} catch {
    Console.printErrorLine("\(error)")
    status = .usageOrIOProblem
}
exit(status.rawValue)
