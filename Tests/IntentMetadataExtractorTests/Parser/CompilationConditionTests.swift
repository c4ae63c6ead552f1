import IntentMetadataExtractor
import Testing

/// Conditions found in the corpus that the evaluation must answer as `swiftc` does on Linux x86_64.
@Suite struct CompilationConditionTests {
    static func isActive(_ condition: String, in environment: CompilationEnvironment = CorpusDeclarationRows.environment(probes: nil)) -> Bool {
        let syntax = DeclarationParser.parse(SourceFile(path: "Test.swift", text: "#if \(condition)\nstruct Active {}\n#endif\n"))
        return ConditionalCompilation.activeDeclarations(syntax.items, in: environment).map(\.name) == ["Active"]
    }

    @Test func dollarFeatureIsTheOldSpellingOfHasFeature() {
        #expect(Self.isActive("$RetroactiveAttribute"))
        #expect(!Self.isActive("$NoSuchFeature"))
        #expect(Self.isActive("!$NoSuchFeature && $TypedThrows"))
    }

    @Test func hasFeatureKnowsBaselineFeatures() {
        #expect(Self.isActive("hasFeature(ParameterPacks)"))
        #expect(!Self.isActive("hasFeature(VariadicGenerics)"))
        #expect(!Self.isActive("hasFeature(StrictConcurrency)"))
    }

    @Test func swiftVersionIsTheLanguageVersionNotTheCompilers() {
        #expect(Self.isActive("swift(>=5.9)"))
        #expect(!Self.isActive("swift(>=6)"))
        #expect(Self.isActive("compiler(>=6)"))
        #expect(!Self.isActive("compiler(>=6.4)"))
    }

    @Test func runtimeAndTargetConditionsOnLinux() {
        #expect(Self.isActive("_runtime(_multithreaded)"))
        #expect(!Self.isActive("_runtime(_ObjC)"))
        #expect(Self.isActive("_runtime(_Native)"))
        #expect(Self.isActive("_hasAtomicBitWidth(_64)"))
        #expect(Self.isActive("_ptrauth(_none)"))
        #expect(Self.isActive("objectFormat(ELF)"))
        #expect(Self.isActive("_pointerBitWidth(_64) && _endian(little)"))
    }

    /// `swiftc -frontend -typecheck` on Linux: `canImport(Foundation)` holds, `canImport(Foundation.Process)` does
    /// not (no submodule of that name); a submodule the probe found importable holds.
    @Test func canImportOfASubmoduleNeedsTheSubmodule() {
        #expect(Self.isActive("canImport(Foundation)"))
        #expect(!Self.isActive("canImport(Foundation.Process)"))
        #expect(!Self.isActive("canImport(Foundation . Process)"))
        let probed = CorpusDeclarationRows.environment(probes: "canImport\tSwiftShims.Sub\ttrue\ncanImport\tFoundation.Process\tfalse\n")
        #expect(Self.isActive("canImport(SwiftShims.Sub)", in: probed))
        #expect(!Self.isActive("canImport(Foundation.Process)", in: probed))
    }

    @Test func pointerWidthFollowsTheArchitecture() {
        let watch = CompilationEnvironment(operatingSystem: "watchOS", architecture: "arm64_32")
        #expect(Self.isActive("_pointerBitWidth(_32)", in: watch))
        #expect(Self.isActive("objectFormat(MachO) && _runtime(_ObjC)", in: watch))
    }
}
