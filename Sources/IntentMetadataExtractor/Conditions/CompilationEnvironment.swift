/// What `#if` conditions are evaluated against: the target platform, custom flags and the compiler version.
package struct CompilationEnvironment: Sendable, Hashable {
    /// The value `os(...)` compares with: `iOS`, `macOS`, `Linux`, ...
    package var operatingSystem: String
    /// The value `arch(...)` compares with.
    package var architecture: String
    /// Flags set with `-D`.
    package var customFlags: Set<String>
    /// The version `compiler(...)` and `swift(...)` compare with.
    package var compilerVersion: [Int]
    /// Whether `targetEnvironment(simulator)` holds.
    package var isSimulator: Bool
    /// Whether `canImport(X)` holds for a module: all modules unless `importableModules` restricts them.
    package var importableModules: Set<String>?

    package init(
        operatingSystem: String,
        architecture: String = "arm64",
        customFlags: Set<String> = [],
        compilerVersion: [Int] = [6, 3],
        isSimulator: Bool = false,
        importableModules: Set<String>? = nil
    ) {
        self.operatingSystem = operatingSystem
        self.architecture = architecture
        self.customFlags = customFlags
        self.compilerVersion = compilerVersion
        self.isSimulator = isSimulator
        self.importableModules = importableModules
    }

    /// The environment of an App Intents build for a platform: arm64, not a simulator, every module importable.
    package init(platform: ExtractionConfiguration.Platform, customFlags: Set<String>) {
        self.init(operatingSystem: platform.rawValue, customFlags: customFlags)
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
                return importable.contains(module) || importable.contains(String(module.split(separator: ".").first ?? ""))
            case "targetEnvironment":
                return argument == "simulator" ? environment.isSimulator : false
            case "compiler", "swift":
                return Self.compareVersion(argument, with: environment.compilerVersion)
            case "hasFeature":
                return false
            case "hasAttribute":
                return true
            case "_endian":
                return argument == "little"
            case "_pointerBitWidth":
                return argument == "_64"
            case "_runtime":
                return argument == "_Native"
            default:
                return false
            }
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
