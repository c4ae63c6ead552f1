/// The conditions on the operating system that one extraction evaluated, with their values: whether extracting the
/// same module for another platform could give another answer.
///
/// The platforms of one target differ only in `CompilationEnvironment.operatingSystem`, and only `os(...)`,
/// `_runtime(...)` and `objectFormat(...)` read it. An extraction is deterministic, so when each of those conditions
/// the extraction for one platform evaluated has the same value for another platform, an extraction for the other
/// makes the same calls, gets the same answers and gives the same result; `RepositoryExtraction` takes that result
/// over instead of extracting again. Over the 105 real apps, 329 of 1,151 target-platform extractions are taken over
/// (pin-pal's `PinKit` is read for iOS only of its four platforms); roam's `#if os(...)` reach its App Intents code,
/// and each of its seven is made.
///
/// ```swift
/// var configuration = ExtractionConfiguration(moduleName: "Books", platform: .iOS)
/// let log = PlatformConditionLog()
/// configuration.platformConditionLog = log
/// let extraction = try ModuleExtraction(paths: ["Sources"], configuration: configuration)
/// var macOS = configuration
/// macOS.platform = .macOS
/// let macOSGivesTheSame = log.holds(in: macOS.compilationEnvironment, loggedIn: configuration.compilationEnvironment)
/// ```
package final class PlatformConditionLog: @unchecked Sendable {
    private struct Condition: Hashable {
        let name: String
        let argument: String
    }

    private let lock = Lock()
    /// The conditions logged with their values; guarded by `lock` (files are resolved on all cores).
    private var values: [Condition: Bool] = [:]

    package init() {}

    /// Whether the platform condition `name` reads the operating system, so that its value is logged.
    static func readsOperatingSystem(_ name: String) -> Bool {
        name == "os" || name == "_runtime" || name == "objectFormat"
    }

    /// Notes that a condition reading the operating system was evaluated, and its value.
    func record(name: String, argument: String, value: Bool) {
        lock.lock()
        defer { lock.unlock() }
        values[Condition(name: name, argument: argument)] = value
    }

    /// How many conditions are logged.
    package var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return values.count
    }

    /// Whether an extraction in `other` gives the same result as the finished one this log was filled by, in
    /// `environment`: the two environments differ at most in the operating system, and every condition logged has
    /// the same value in `other`.
    package func holds(in other: CompilationEnvironment, loggedIn environment: CompilationEnvironment) -> Bool {
        var same = environment
        same.operatingSystem = other.operatingSystem
        // Any other difference (flags, a compiler version, an architecture a platform might one day bring) may
        // change what is evaluated without passing through the log.
        guard same == other else { return false }
        var plain = other
        plain.platformConditionLog = nil
        lock.lock()
        defer { lock.unlock() }
        return values.allSatisfy { condition, value in
            CompilationCondition.platformCondition(name: condition.name, argument: condition.argument).evaluate(in: plain) == value
        }
    }
}
