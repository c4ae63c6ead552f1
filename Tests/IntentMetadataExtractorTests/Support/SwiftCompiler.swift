import Foundation

/// Runs `swiftc` for the compiler-oracle tests: the compiler, not our reading of it, is the reference.
enum SwiftCompiler {
    /// What one run printed and returned.
    struct Run {
        var status: Int32
        var output: String
    }

    /// Whether `swiftc` can be run (through `/usr/bin/env`, honouring `SWIFTC`).
    static let isAvailable: Bool = (try? run(["-version"]).status == 0) ?? false

    /// Runs `swiftc` with arguments, collecting standard output and standard error together.
    static func run(_ arguments: [String]) throws -> Run {
        let compiler = ProcessInfo.processInfo.environment["SWIFTC"] ?? "swiftc"
        let outputURL = FileManager.default.temporaryDirectory.appendingPathComponent("swiftc-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: outputURL) }
        let handle = try FileHandle(forWritingTo: outputURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [compiler] + arguments
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return Run(status: process.terminationStatus, output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self))
    }

    /// A folder holding `AppIntents.swiftmodule`, built once per test run from `TestInputs/Shim/AppIntents.swift`.
    static func shimModuleDirectory() throws -> String {
        try shimModule.get()
    }

    private static let shimModule: Result<String, any Error> = Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("app-intents-shim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let compilation = try run([
            "-emit-module", "-module-name", "AppIntents", "-parse-as-library", Fixtures.url("Shim/AppIntents.swift").path,
            "-emit-module-path", directory.appendingPathComponent("AppIntents.swiftmodule").path,
        ])
        guard compilation.status == 0 else { throw CompilerError(output: compilation.output) }
        return directory.path
    }

    struct CompilerError: Error, CustomStringConvertible {
        var output: String
        var description: String { "building the App Intents stand-in failed:\n\(output)" }
    }
}
