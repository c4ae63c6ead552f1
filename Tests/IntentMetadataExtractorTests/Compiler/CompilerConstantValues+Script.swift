import Foundation

extension CompilerConstantValues {
    /// What `Scripts/compiler-const-values.sh` made of one fixture folder.
    enum ScriptOutcome: Sendable {
        /// The folder type-checked; these are the compiler's values.
        case typeChecked(CompilerConstantValues)
        /// The compiler rejected the folder (exit status 1); `output` is what it printed.
        case rejected(output: String)
    }

    struct ScriptError: Error, CustomStringConvertible {
        var description: String
    }

    /// The script, found from this file's path like `Fixtures.root`.
    static let scriptURL: URL = Fixtures.root.deletingLastPathComponent()
        .appendingPathComponent("Scripts").appendingPathComponent("compiler-const-values.sh")

    /// Whether the compiler the script would use (`SWIFTC`, else `swiftc` on `PATH`) exists, so the tests can be
    /// skipped rather than failed on a machine without a toolchain.
    static var isCompilerAvailable: Bool {
        let environment = ProcessInfo.processInfo.environment
        let name = environment["SWIFTC"] ?? "swiftc"
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) }
        return (environment["PATH"] ?? "").split(separator: ":").contains { directory in
            FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)")
        }
    }

    /// Runs the script over a `TestInputs` folder and reads what the compiler wrote.
    /// - Parameter fixture: a folder relative to `TestInputs`, such as `Travel` or `Broken/non-constant-title`.
    /// - Returns: the compiler's values, or `.rejected` when the folder does not type-check.
    /// - Throws: `ScriptError` when the script fails for another reason (exit status 2: no compiler, bad paths),
    ///   or the error that reading the output threw.
    static func run(fixture: String) throws -> ScriptOutcome {
        try run(directory: Fixtures.url(fixture))
    }

    /// Runs the script over any folder of Swift files; the module is named after the folder.
    /// - Returns: the compiler's values, or `.rejected` when the folder does not type-check.
    /// - Throws: `ScriptError` when the script fails for another reason, or the error that reading the output threw.
    static func run(directory: URL) throws -> ScriptOutcome {
        let outputDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("compiler-const-values-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outputDirectory) }
        let outputURL = outputDirectory.appendingPathComponent("const-values.json")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [scriptURL.path, directory.path, outputURL.path]
        // The built stand-in and the module cache are kept between runs (keyed by compiler and stand-in), which turns
        // ~2 s per fixture into a fraction of a second once the first fixture has built them.
        var environment = ProcessInfo.processInfo.environment
        if environment["COMPILER_CONST_VALUES_CACHE_DIR"] == nil {
            environment["COMPILER_CONST_VALUES_CACHE_DIR"] = FileManager.default.temporaryDirectory
                .appendingPathComponent("swift-intent-metadata-compiler-const-values").path
        }
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Read before waiting, so a compiler that prints a lot cannot fill the pipe and block.
        let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        switch process.terminationStatus {
        case 0:
            return .typeChecked(try CompilerConstantValues(jsonData: try Data(contentsOf: outputURL)))
        case 1:
            return .rejected(output: printed)
        default:
            throw ScriptError(description: "'\(scriptURL.path)' exited with status \(process.terminationStatus) for '\(directory.path)':\n\(printed)")
        }
    }
}
