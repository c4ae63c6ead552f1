import Foundation
import RecallOracleCore

// recall-oracle <folder> [--details] [--output <file>]
// Lists the App Intents intents, entities and enums that the Swift files under <folder> declare, as JSON.
let usage = """
    USAGE: recall-oracle <folder> [--details] [--output <file>]

    Parses every .swift file under <folder> (hidden folders skipped) with SwiftParser, takes every #if branch,
    and prints {"intents": [...], "entities": [...], "enums": [...]}, sorted.

    OPTIONS:
      --details          Also print 'files', 'locations' (where each conformance is added, with its #if clauses)
                         and 'excluded' (protocols, protocol extensions, generic constraints, local types).
      -o, --output <file> Write the JSON there instead of standard output.
      -h, --help         Show this help.
    """

var arguments = Array(CommandLine.arguments.dropFirst())
var details = false
var output: String?
var folder: String?
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--details":
        details = true
    case "-o", "--output":
        guard !arguments.isEmpty else {
            FileHandle.standardError.write(Data("error: '\(argument)' needs a file.\n".utf8))
            exit(2)
        }
        output = arguments.removeFirst()
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        guard folder == nil, !argument.hasPrefix("-") else {
            FileHandle.standardError.write(Data("error: unexpected argument '\(argument)'.\n\(usage)\n".utf8))
            exit(2)
        }
        folder = argument
    }
}
guard let folder else {
    FileHandle.standardError.write(Data("error: no folder given.\n\(usage)\n".utf8))
    exit(2)
}
var isDirectory: ObjCBool = false
guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
    FileHandle.standardError.write(Data("error: '\(folder)' is not a folder.\n".utf8))
    exit(2)
}
do {
    let result = try FolderScan.run(root: URL(fileURLWithPath: folder, isDirectory: true))
    let data = try result.jsonData(details: details)
    if let output {
        try data.write(to: URL(fileURLWithPath: output))
    } else {
        FileHandle.standardOutput.write(data)
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(2)
}
