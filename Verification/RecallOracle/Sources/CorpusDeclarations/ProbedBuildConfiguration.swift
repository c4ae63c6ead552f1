import SwiftIfConfig
import SwiftSyntax

/// The `#if` environment of `Benchmarks/CorpusCheck/corpus_check.py`'s compiler side: `swiftc -frontend` of Swift
/// 6.3.1 on Linux x86_64, in its default Swift 5 language mode, with no `-D` flag. `canImport`, `hasFeature` and
/// `hasAttribute` are answered from the probe file the script writes (`environment.tsv`, lines
/// `canImport<TAB>Glibc<TAB>true`), in which the compiler itself answered every condition the corpus writes.
///
/// A condition the probe file does not answer counts as false and is remembered in `unanswered`, so that the
/// caller can say which conditions the probe missed.
public struct ProbedBuildConfiguration: BuildConfiguration {
    /// The probe's answers, keyed by `function<TAB>argument` (`canImport\tFoundation.Process`).
    public let answers: [String: Bool]
    /// Conditions asked about that the probe did not answer.
    public let unanswered: UnansweredConditions

    public init(answers: [String: Bool]) {
        self.answers = answers
        self.unanswered = UnansweredConditions()
    }

    /// Reads the probe file of `corpus_check.py probe`.
    public init(probeText: String) {
        var answers: [String: Bool] = [:]
        for line in probeText.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            answers["\(fields[0])\t\(fields[1])"] = fields[2] == "true"
        }
        self.init(answers: answers)
    }

    func answer(_ function: String, _ argument: String) -> Bool {
        if let answer = answers["\(function)\t\(argument)"] { return answer }
        unanswered.insert("\(function)\t\(argument)")
        return false
    }

    /// No `-D` flag is set; `$Feature` is the older spelling of `hasFeature(Feature)` (the compiler asks the same).
    public func isCustomConditionSet(name: String) -> Bool {
        name.hasPrefix("$") ? answer("hasFeature", String(name.dropFirst())) : false
    }

    public func hasFeature(name: String) -> Bool { answer("hasFeature", name) }

    public func hasAttribute(name: String) -> Bool { answer("hasAttribute", name) }

    /// A submodule (`canImport(Foundation.Process)`) is asked as written: the probe asked the compiler about that
    /// very path. A version argument is not compared: the probe asked about the module alone, and on Linux the
    /// corpus only versions modules that are absent or carry no version (the compiler then ignores it).
    public func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        answer("canImport", importPath.map(\.1).joined(separator: "."))
    }

    public func isActiveTargetOS(name: String) -> Bool { name == "Linux" }

    public func isActiveTargetArchitecture(name: String) -> Bool { name == "x86_64" }

    /// Neither `simulator` nor `macCatalyst` on Linux.
    public func isActiveTargetEnvironment(name: String) -> Bool { false }

    public func isActiveTargetRuntime(name: String) -> Bool { name == "_Native" || name == "_multithreaded" }

    public func isActiveTargetPointerAuthentication(name: String) -> Bool { name == "_none" }

    public func isActiveTargetObjectFormat(name: String) -> Bool { name == "ELF" }

    public var targetPointerBitWidth: Int { 64 }

    public var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }

    public var endianness: Endianness { .little }

    /// `swift(>=5.10)` holds and `swift(>=5.10.1)` does not in the frontend's default language mode.
    public var languageVersion: VersionTuple { VersionTuple(5, 10) }

    public var compilerVersion: VersionTuple { VersionTuple(6, 3, 1) }
}

/// The conditions a run asked about that the probe file did not answer (a reference, so that the configuration,
/// which `BuildConfiguration` passes by value, can record them).
public final class UnansweredConditions {
    public private(set) var conditions: Set<String> = []

    func insert(_ condition: String) {
        conditions.insert(condition)
    }
}
