import TestSupport
import Foundation
import Testing
@testable import IntentMetadataExtractor

/// Mangled type names computed from source (for Apple's `Metadata.appintents`) against the compiler's: every App
/// Intents type the compiler lists for the fixture modules and for a probe of names chosen to exercise the mangler's
/// word substitutions, nesting and kinds.
///
/// `swift test` compares ReadingList and the probe; `INTENT_METADATA_LONG_TESTS=1` (a step of `.ci/run`) compares
/// every fixture module the compiler type-checks against `TestInputs/Shim` (see `fixtureModules`) and prints the count.
@Suite(
    .serialized,
    .enabled(if: CompilerConstantValues.isCompilerAvailable, "swiftc is not on PATH (nor set in SWIFTC); install a Swift toolchain to compare with the compiler")
)
struct MangledTypeNameTests {
    /// The `TestInputs` folders that type-check as a module of their own against the stand-in, with the fewest types
    /// the compiler lists for each (measured: so a reader that finds nothing cannot pass). The broken cases are
    /// compared too, those the compiler accepts. Left out, because the compiler cannot type-check them here:
    /// `Selection` (its files deliberately do not import AppIntents, and one has a syntax error), `Diff/Before` and
    /// `Diff/After` (inputs of `diff`, not apps: `Recipe(name:)` misses its `id`), `PluginConsumer/Sources/LibraryIntents`
    /// (needs the `GardenModel` module and SwiftPM's `Bundle.module`), `Projects/Classic/App`, `Projects/Synchronized`
    /// (SwiftUI and WidgetKit). Folders the compiler accepts but lists no type for (`Regressions`,
    /// `Projects/Classic/Mac`, `Projects/Classic/Shared`, the consumer's own `AppIntents` stand-in) are not listed.
    static let allFixtureModules: [(folder: String, minimumTypeCount: Int)] = [
        ("ReadingList", 14), ("Travel", 21), ("AppleReference/Replica", 3), ("AppleReference/JibunKit_App", 2), ("AppleReference/Harbor", 8),
        ("PluginConsumer/Sources/GardenModel", 3), ("Projects/Classic/Widget", 1), ("Projects/Classic/Packages/ShelfKit/Sources/ShelfKit", 2),
    ]

    /// ReadingList in `swift test`, every fixture module and every broken case the compiler accepts at full volume.
    static let fixtureModules = TestVolume.choose(sample: Array(allFixtureModules.prefix(1)), full: allFixtureModules)

    /// The fewest types `fixtureTypesMangleAsTheCompilerDoes` compares at full volume, measured: 54 in the eight
    /// fixture modules and 70 in the 24 broken cases the compiler accepts.
    static let minimumTotalTypeCount = 124

    @Test func fixtureTypesMangleAsTheCompilerDoes() async throws {
        var total = 0
        var modules = 0
        for (folder, minimumTypeCount) in Self.fixtureModules {
            let values = try await #require(CompilerConstantValuesTests.compilerValues(folder))
            let folderName = URL(fileURLWithPath: folder).lastPathComponent
            let compared = try Self.compare(values, files: Fixtures.sourceFiles(in: folder), folderName: folderName)
            #expect(compared >= minimumTypeCount, "only \(compared) types of \(folder) compared")
            total += compared
            modules += 1
        }
        if TestVolume.isLong {
            for name in try Fixtures.brokenCases() {
                // The cases the compiler rejects are listed in TestInputs/Broken/README.md, which
                // `CompilerConstantValuesTests.nonConstantValuesAreOurErrors` holds to it.
                guard case .typeChecked(let values) = try await CompilerConstantValuesTests.outcomes.outcome(for: "Broken/\(name)") else { continue }
                total += try Self.compare(values, files: Fixtures.sourceFiles(in: "Broken/\(name)"), folderName: name)
                modules += 1
            }
        }
        print("mangled type names: \(total) types of \(modules) fixture modules equal the compiler's")
        #expect(total >= TestVolume.choose(sample: Self.allFixtureModules[0].minimumTypeCount, full: Self.minimumTotalTypeCount))
    }

    @Test func probeNamesMangleAsTheCompilerDoes() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("mangle-probe-\(UUID().uuidString)").appendingPathComponent("MangleProbe")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        try Self.probeSource.write(to: directory.appendingPathComponent("Probe.swift"), atomically: true, encoding: .utf8)
        guard case .typeChecked(let values) = try CompilerConstantValues.run(directory: directory) else {
            Issue.record("the mangling probe does not type-check against TestInputs/Shim")
            return
        }
        let compared = try Self.compare(values, files: [SourceFile(path: "Probe.swift", text: Self.probeSource)], folderName: "MangleProbe")
        #expect(compared == Self.probeTypeNames.count + 4)
    }

    @Test func namesOnlyTheCompilerKnowsAreRefused() {
        #expect(throws: MangledTypeName.Refusal.nonASCIIIdentifier("Café")) {
            try MangledTypeName.of(module: "App", path: [("Café", .struct)])
        }
        #expect(throws: MangledTypeName.Refusal.reservedModule("Swift")) {
            try MangledTypeName.of(module: "Swift", path: [("Int", .struct)])
        }
        let source = """
            private struct Hidden {}
            struct Box<Item> { struct Inner {} }
            extension Foreign { struct Nested {} }
            fileprivate enum Outer { struct Inner {} }
            """
        let index = Self.index(of: [SourceFile(path: "A.swift", text: source)])
        #expect(throws: MangledTypeName.Refusal.privateType("Hidden")) { try index.mangledTypeName(of: "Hidden", module: "App") }
        #expect(throws: MangledTypeName.Refusal.genericType("Box")) { try index.mangledTypeName(of: "Box.Inner", module: "App") }
        #expect(throws: MangledTypeName.Refusal.privateType("Outer")) { try index.mangledTypeName(of: "Outer.Inner", module: "App") }
        #expect(throws: MangledTypeName.Refusal.unknownType("Foreign")) { try index.mangledTypeName(of: "Foreign.Nested", module: "App") }
    }

    // MARK: Helpers

    /// Compares our name with the compiler's for every type the compiler lists; returns how many were compared.
    private static func compare(_ values: CompilerConstantValues, files: [SourceFile], folderName: String) throws -> Int {
        let index = index(of: files)
        let module = CompilerConstantValuesTests.moduleName(ofFolder: folderName)
        var compared = 0
        for type in values.types where !type.mangledTypeName.isEmpty {
            // The compiler's type names keep backticks (`` MangleProbe.`default` ``); the index's do not.
            let qualifiedName = try #require(type.typeName.split(separator: ".", maxSplits: 1).last.map { $0.filter { $0 != "`" } })
            let ours = Result { () throws(MangledTypeName.Refusal) in try index.mangledTypeName(of: qualifiedName, module: module) }
            #expect(ours == .success(type.mangledTypeName), "\(type.typeName)")
            compared += 1
        }
        return compared
    }

    /// The type index of files, `#if` evaluated for this machine as the compiler does.
    private static func index(of files: [SourceFile]) -> TypeIndex {
        var configuration = ExtractionConfiguration(moduleName: "Probe")
        configuration.compilationEnvironmentOverride = CompilationEnvironment(operatingSystem: "Linux", architecture: CompilerConstantValuesTests.hostArchitecture)
        let pipeline = ExtractionPipeline(configuration: configuration)
        return TypeIndex(files: pipeline.resolveConditions(files.map(DeclarationParser.parse)))
    }

    /// Names whose mangling repeats words of the module (`MangleProbe`), of each other, of enclosing types, or has
    /// acronyms, digits, underscores, one-letter words, a word at the very end, and more than 26 words.
    static let probeTypeNames = [
        "MangleProbeIntent", "ProbeMangle", "ProbeXyzProbe", "IntentIntent", "URLOpenURLIntent", "Open_Open_Open",
        "Intent2Go2Intent", "A", "AbAbAb", "X1Y2Z3", "HTTPServerHTTP",
        "AaBbCcDdEeFfGgHhIiJjKkLlMmNnOoPpQqRrSsTtUuVvWwXxYyZzAlphaBetaGammaAaBb",
        "Mangle_Probe", "probeLowercaseProbe", "`default`",
    ]

    static let probeSource: String = {
        let body = "static let title: LocalizedStringResource = \"T\"\n    func perform() async throws -> some IntentResult { .result() }"
        var source = "import AppIntents\n\n"
        for name in probeTypeNames {
            source += "struct \(name): AppIntent {\n    \(body)\n}\n\n"
        }
        source += """
            enum Outer {
                struct OuterIntent: AppIntent {
                    \(body)
                }
                enum Middle {
                    final class OuterMiddleProbe: AppIntent {
                        init() {}
                        \(body)
                    }
                }
            }

            enum ProbeEnumIntent: AppIntent {
                case only
                init() { self = .only }
                \(body)
            }

            final class ProbeClass: AppIntent {
                init() {}
                \(body)
            }

            """
        return source
    }()
}
