import Foundation
import IntentMetadataExtractor

/// The type declarations and extensions a parsed file declares in an environment, as the tab-separated rows
/// `Benchmarks/CorpusCheck/corpus_check.py` writes for the compiler: `kind line column name parent`.
enum CorpusDeclarationRows {
    static let typeKinds: Set<DeclarationSyntax.Kind> = [.struct, .class, .enum, .actor, .protocol, .extension]

    /// The rows of the active type declarations, in source order, nested ones after their parent.
    static func rows(of syntax: SourceFileSyntax, in environment: CompilationEnvironment) -> [String] {
        var rows: [String] = []
        // An explicit stack keeps this iterative however deep the nesting.
        var pending: [(DeclarationSyntax, parent: String)] = ConditionalCompilation.activeDeclarations(syntax.items, in: environment)
            .reversed().map { ($0, "") }
        while let (declaration, parent) = pending.popLast() {
            guard typeKinds.contains(declaration.kind) else { continue }
            let (line, column) = syntax.file.lineAndColumn(at: declaration.introducerRange.lowerBound)
            let name = declaration.kind == .extension
                ? declaration.name.filter { !$0.isWhitespace && $0 != "`" }
                : declaration.name
            rows.append("\(declaration.kind.rawValue)\t\(line)\t\(column)\t\(name)\t\(parent)")
            let path = parent.isEmpty ? name : parent + "." + name
            for member in declaration.members.reversed() {
                if case .declaration(let nested) = member { pending.append((nested, path)) }
            }
        }
        return rows
    }

    /// The environment the corpus check compares in: the Linux x86_64 toolchain in the frontend's default
    /// Swift 5 mode, with `canImport`, `hasFeature` and `hasAttribute` answered as the compiler answered them
    /// (`probe` lines of `corpus_check.py`: `canImport\tGlibc\ttrue`).
    static func environment(probes: String?) -> CompilationEnvironment {
        var environment = CompilationEnvironment(
            operatingSystem: "Linux", architecture: "x86_64", compilerVersion: [6, 3], languageVersion: [5, 10]
        )
        environment.importableModules = linuxToolchainModules
        guard let probes else { return environment }
        var modules = linuxToolchainModules
        var features = environment.enabledFeatures
        var attributes: Set<String> = []
        for line in probes.split(separator: "\n") {
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 3 else { continue }
            let isTrue = fields[2] == "true"
            switch fields[0] {
            case "canImport":
                if isTrue { modules.insert(fields[1]) } else { modules.remove(fields[1]) }
            case "hasFeature":
                if isTrue { features.insert(fields[1]) } else { features.remove(fields[1]) }
            case "hasAttribute":
                if isTrue { attributes.insert(fields[1]) }
            default:
                break
            }
        }
        environment.importableModules = modules
        environment.enabledFeatures = features
        environment.knownAttributes = attributes
        return environment
    }

    /// Modules `canImport` finds with the Linux toolchain alone.
    static let linuxToolchainModules: Set<String> = [
        "Swift", "Glibc", "SwiftGlibc", "Foundation", "FoundationEssentials", "FoundationInternationalization",
        "FoundationNetworking", "FoundationXML", "Dispatch", "XCTest", "Testing", "_Concurrency", "_StringProcessing",
        "Synchronization", "Observation", "RegexBuilder", "Distributed",
    ]
}
