import Foundation
import Testing
@testable import IntentMetadataExtractor

/// Mangled type names computed from source (for Apple's `Metadata.appintents`) against the compiler's: every App
/// Intents type the compiler lists for the fixture apps and for a probe of names chosen to exercise the mangler's word
/// substitutions, nesting and kinds.
@Suite(
    .serialized,
    .enabled(if: CompilerConstantValues.isCompilerAvailable, "swiftc is not on PATH (nor set in SWIFTC); install a Swift toolchain to compare with the compiler")
)
struct MangledTypeNameTests {
    @Test(arguments: CompilerConstantValuesTests.apps)
    func fixtureTypesMangleAsTheCompilerDoes(_ app: String) async throws {
        let values = try await #require(CompilerConstantValuesTests.compilerValues(app))
        let compared = try Self.compare(values, files: Fixtures.sourceFiles(in: app), folderName: app)
        #expect(compared >= CompilerConstantValuesTests.minimumTypeCount[app, default: 1], "only \(compared) types of \(app) compared")
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
        var compared = 0
        for type in values.types where !type.mangledTypeName.isEmpty {
            // The compiler's type names keep backticks (`` MangleProbe.`default` ``); the index's do not.
            let qualifiedName = try #require(type.typeName.split(separator: ".", maxSplits: 1).last.map { $0.filter { $0 != "`" } })
            let ours = Result { () throws(MangledTypeName.Refusal) in try index.mangledTypeName(of: qualifiedName, module: folderName) }
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
