/// What `#if` conditions are evaluated against: the target platform, custom flags and the compiler version.
package struct CompilationEnvironment: Sendable, Hashable {
    /// The value `os(...)` compares with: `iOS`, `macOS`, `Linux`, ...
    package var operatingSystem: String
    /// The value `arch(...)` compares with.
    package var architecture: String
    /// Flags set with `-D`.
    package var customFlags: Set<String>
    /// The version `compiler(...)` compares with, and `swift(...)` too unless `languageVersion` is set.
    package var compilerVersion: [Int]
    /// The language version `swift(...)` compares with. The compiler reports its own version in Swift 6 mode,
    /// but `5.10` in Swift 5 mode (the frontend's default), so the two differ; `nil` means `compilerVersion`.
    package var languageVersion: [Int]?
    /// Whether `targetEnvironment(simulator)` holds.
    package var isSimulator: Bool
    /// Whether `canImport(X)` holds for a module: all modules unless `importableModules` restricts them. A submodule
    /// path (`A.B`) holds when listed itself, not when `A` is.
    package var importableModules: Set<String>?
    /// The features `hasFeature(X)` reports as enabled.
    package var enabledFeatures: Set<String>
    /// The attributes `hasAttribute(X)` knows; `nil` means every name.
    package var knownAttributes: Set<String>?
    /// Where the conditions that read the operating system are logged as they are evaluated, if anywhere. Not part of
    /// the environment's identity: two environments that differ only here evaluate every condition alike.
    package var platformConditionLog: PlatformConditionLog? {
        get { logSlot.log }
        set { logSlot.log = newValue }
    }
    private var logSlot = LogSlot()

    /// Holds the log; any two are equal.
    private struct LogSlot: Sendable, Hashable {
        var log: PlatformConditionLog?

        static func == (lhs: LogSlot, rhs: LogSlot) -> Bool { true }
        func hash(into hasher: inout Hasher) {}
    }

    package init(
        operatingSystem: String,
        architecture: String = "arm64",
        customFlags: Set<String> = [],
        compilerVersion: [Int] = [6, 3],
        isSimulator: Bool = false,
        importableModules: Set<String>? = nil,
        languageVersion: [Int]? = nil,
        enabledFeatures: Set<String> = CompilationEnvironment.baselineFeatures,
        knownAttributes: Set<String>? = nil
    ) {
        self.operatingSystem = operatingSystem
        self.architecture = architecture
        self.customFlags = customFlags
        self.compilerVersion = compilerVersion
        self.isSimulator = isSimulator
        self.importableModules = importableModules
        self.languageVersion = languageVersion
        self.enabledFeatures = enabledFeatures
        self.knownAttributes = knownAttributes
    }

    /// Features that Swift 6.3 reports as enabled in every language mode (checked with `swiftc -typecheck`): they became part of the
    /// language, and code tests for them with `#if hasFeature(X)` to keep building with older compilers.
    package static let baselineFeatures: Set<String> = [
        "AsyncAwait", "EffectfulProp", "Actors", "ConcurrentFunctions", "RethrowsProtocol", "GlobalActors",
        "BuiltinExecutor", "BuiltinContinuation", "Sendable", "MarkerProtocol",
        "SpecializeAttributeWithAvailability", "InheritActorContext", "ImplicitSelfCapture", "PrimaryAssociatedTypes2",
        "UnavailableFromAsync", "NoAsyncAvailability", "BuiltinCreateAsyncTaskInGroup", "BuiltinBuildExecutor",
        "BuiltinBuildMainExecutor", "Macros", "FreestandingExpressionMacros", "AttachedMacros", "ExtensionMacros",
        "ParameterPacks", "RetroactiveAttribute", "TypedThrows", "NoncopyableGenerics", "MoveOnly",
        "BorrowingSwitch", "ConformanceSuppression", "BitwiseCopyable", "IsolatedAny", "SendingArgsAndResults",
        "BuiltinEmplaceTypedThrows", "ExpressionMacroDefaultArguments", "NonescapableTypes",
        "ValueGenerics", "InlineArrayTypeSugar",
    ]

    /// The environment of an App Intents build for a platform: arm64, not a simulator, every module importable.
    package init(platform: ExtractionConfiguration.Platform, customFlags: Set<String>) {
        self.init(operatingSystem: platform.rawValue, customFlags: customFlags)
    }
}

extension CompilationEnvironment {
    /// Whether the operating system is one of Apple's.
    var isApplePlatform: Bool {
        ["macOS", "OSX", "iOS", "tvOS", "watchOS", "visionOS"].contains(operatingSystem)
    }

    /// Whether the architecture has 32-bit pointers.
    var hasSmallPointers: Bool {
        ["i386", "arm", "arm64_32", "wasm32", "powerpc"].contains(architecture)
    }

    /// The object file format `objectFormat(...)` compares with.
    var objectFormat: String {
        if isApplePlatform { return "MachO" }
        switch operatingSystem {
        case "Windows": return "COFF"
        case "WASI": return "Wasm"
        default: return "ELF"
        }
    }
}

extension CompilationCondition {
    /// Evaluates the condition. An unknown platform condition or an invalid condition is false.
    package func evaluate(in environment: CompilationEnvironment) -> Bool {
        // Iterative over `!` chains, recursive over `&&`/`||` whose depth the parser bounds.
        switch self {
        case .flag(let name):
            return environment.customFlags.contains(name)
        case .boolean(let value):
            return value
        case .not(let inner):
            return !inner.evaluate(in: environment)
        case .and(let lhs, let rhs):
            return lhs.evaluate(in: environment) && rhs.evaluate(in: environment)
        case .or(let lhs, let rhs):
            return lhs.evaluate(in: environment) || rhs.evaluate(in: environment)
        case .invalid:
            return false
        case .platformCondition(let name, let argument):
            let value = Self.evaluatePlatformCondition(name, argument, in: environment)
            if let log = environment.platformConditionLog, PlatformConditionLog.readsOperatingSystem(name) {
                log.record(name: name, argument: argument, value: value)
            }
            return value
        }
    }

    /// Evaluates `name(argument)`. Every case that reads `operatingSystem` (here `os`, `_runtime` and `objectFormat`,
    /// through `isApplePlatform` and `objectFormat`) must be listed by `PlatformConditionLog.readsOperatingSystem`,
    /// or a target's platforms could share an extraction they would answer differently.
    private static func evaluatePlatformCondition(_ name: String, _ argument: String, in environment: CompilationEnvironment) -> Bool {
        switch name {
        case "os":
            if argument == environment.operatingSystem { return true }
            // `OSX` is the old spelling of `macOS`.
            return argument == "OSX" && environment.operatingSystem == "macOS"
        case "arch":
            return argument == environment.architecture
        case "canImport":
            let module = String(argument.split(separator: ",").first ?? "")
            guard let importable = environment.importableModules else { return true }
            // A submodule path holds only where that very path is importable: the compiler looks `B` up among
            // the Clang submodules of `A`, and a Swift module has none, so `canImport(Foundation.Process)` is
            // false although `Foundation` imports (swift-distributed-actors guards `extension Process` so).
            return importable.contains(module)
        case "targetEnvironment":
            return argument == "simulator" ? environment.isSimulator : false
        case "compiler":
            return Self.compareVersion(argument, with: environment.compilerVersion)
        case "swift":
            return Self.compareVersion(argument, with: environment.languageVersion ?? environment.compilerVersion)
        case "hasFeature":
            return environment.enabledFeatures.contains(argument)
        case "hasAttribute":
            return environment.knownAttributes.map { $0.contains(argument) } ?? true
        case "_endian":
            return argument == (["s390x", "powerpc64"].contains(environment.architecture) ? "big" : "little")
        case "_pointerBitWidth":
            return argument == (environment.hasSmallPointers ? "_32" : "_64")
        case "_hasAtomicBitWidth":
            return argument == "_8" || argument == "_16" || argument == "_32" || argument == "_64"
                || (argument == "_128" && ["x86_64", "arm64", "arm64e"].contains(environment.architecture))
        case "_runtime":
            // `_multithreaded` holds everywhere but single-threaded WebAssembly; `_ObjC` only on Apple platforms.
            if argument == "_multithreaded" { return environment.operatingSystem != "WASI" }
            return argument == (environment.isApplePlatform ? "_ObjC" : "_Native")
        case "_ptrauth":
            return argument == (environment.architecture == "arm64e" ? "_arm64e" : "_none")
        case "objectFormat":
            return argument == environment.objectFormat
        default:
            return false
        }
    }

    /// Compares `>=5.9`, `<6.0` and the like with a version.
    static func compareVersion(_ argument: String, with version: [Int]) -> Bool {
        var text = Substring(argument)
        var isLessThan = false
        if text.hasPrefix(">=") {
            text = text.dropFirst(2)
        } else if text.hasPrefix("<") {
            text = text.dropFirst(1)
            isLessThan = true
        } else {
            return false
        }
        let wanted = text.split(separator: ".").map { Int($0) ?? 0 }
        let count = max(wanted.count, version.count)
        var comparison = 0
        for position in 0..<count {
            let lhs = position < version.count ? version[position] : 0
            let rhs = position < wanted.count ? wanted[position] : 0
            if lhs != rhs {
                comparison = lhs < rhs ? -1 : 1
                break
            }
        }
        return isLessThan ? comparison < 0 : comparison >= 0
    }
}
