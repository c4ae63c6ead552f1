import Foundation
@testable import IntentMetadataExtractor
import TestSupport
import Testing

/// The notes for App Intents declarations in another compiler version's `#if` branch: a module's extraction looks
/// only in the files selection parsed, and finds every note a look at all of its files finds.
@Suite struct CompilerVersionBranchesTests {
    @Test func randomModulesGetTheNotesOfAllTheirFiles() throws {
        let conditions = ["compiler(>=6.4)", "compiler(>=7.0)", "compiler(<6.0)", "swift(>=7.0)", "compiler(>=6.0) && os(iOS)", "DEBUG"]
        var random = SplitMix64(seed: 0xC0_4B1E)
        let count = TestVolume.choose(sample: 40, full: 1_000)
        var noted = 0
        for round in 0..<count {
            var module = RandomModule(seed: random.next())
            var files = module.files()
            // Version branches around App Intents code, and around plain code in files that name no App Intents.
            for index in files.indices {
                var text = String(decoding: files[index].bytes, as: UTF8.self)
                for _ in 0..<Int(random.next() % 3) {
                    let condition = conditions[Int(random.next() % UInt64(conditions.count))]
                    let body = random.next() % 2 == 0 ? module.snippet() : "struct Plain\(random.next() % 100) {}"
                    text += "\n#if \(condition)\n\(body)\n#else\n\(module.snippet())\n#endif\n"
                }
                files[index] = SourceFile(path: files[index].path, text: text)
            }
            files.append(SourceFile(path: "Sources/Versions.swift", text: "#if compiler(>=7.0)\nstruct Later {}\n#endif\n"))
            let directory = try TemporaryDirectory()
            for file in files { try directory.write(String(decoding: file.bytes, as: UTF8.self), to: file.path) }
            let extraction = try ModuleExtraction(paths: [directory.path + "/Sources"], configuration: ExtractionConfiguration(moduleName: "Random"))
            let found = extraction.diagnostics.filter { $0.id == .compilerVersionBranch }
            let expected = CompilerVersionBranches.notes(
                in: extraction.tree.files, environment: ExtractionConfiguration(moduleName: "Random").compilationEnvironment, syntaxCache: nil
            )
            #expect(found == expected.sorted(), "round \(round)")
            noted += found.isEmpty ? 0 : 1
        }
        #expect(noted >= count / 5, "\(noted) of \(count)")
    }
}
