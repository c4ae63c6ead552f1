extension TuistReader {
    /// The settings Tuist's default settings (`.recommended`, `.essential`) give a debug configuration that this
    /// tool reads: the `DEBUG` condition, as Xcode's templates set it.
    static let debugDefaults: [(String, String)] = [("SWIFT_ACTIVE_COMPILATION_CONDITIONS", "DEBUG")]

    /// The project's layers for the configuration: its `.xcconfig`, then its default settings and `base` and the
    /// configuration's settings.
    mutating func settings(_ value: Located?) -> [[BuildSettingAssignment]] {
        layers(of: value, owner: "the project")
    }

    /// A target's settings over the project's layers.
    mutating func targetSettings(_ value: Located?, name: String, projectLayers: [[BuildSettingAssignment]]) -> BuildSettings {
        let builtins = [
            "TARGET_NAME": name, "SRCROOT": directory, "SOURCE_ROOT": directory, "PROJECT_DIR": directory, "CONFIGURATION": configurationName,
            "DEVELOPMENT_LANGUAGE": "en", "CURRENT_ARCH": "arm64", "ARCHS": "arm64",
        ]
        return BuildSettings(layers: projectLayers + layers(of: value, owner: "target '\(name)'"), builtins: builtins, configuration: configurationName)
    }

    /// `.settings(base:configurations:defaultSettings:)` as two layers: the chosen configuration's `.xcconfig`, and
    /// the default settings, `base` and the configuration's `settings`.
    private mutating func layers(of value: Located?, owner: String) -> [[BuildSettingAssignment]] {
        var call: (name: String, arguments: [ArgumentSyntax])?
        var base = Located(expression: ExpressionSyntax(.opaque, range: 0..<0), file: SourceFile(path: "", bytes: []))
        if let value {
            let resolved = bindings.resolve(value)
            call = Self.call(resolved.expression)
            base = resolved
            if call?.name != "settings" {
                report("the settings of \(owner) ('\(text(of: resolved))') are computed; they are not read", at: resolved, .projectNotRead)
                call = nil
            }
        }
        let located = { (expression: ExpressionSyntax) in base.with(expression) }
        // The configurations written, or Tuist's `Debug` and `Release`.
        var configurations: [(name: String, isDebug: Bool, arguments: [ArgumentSyntax])] = []
        for element in call.flatMap({ argument("configurations", of: $0.arguments) }).map({ elements(located($0)) }) ?? [] {
            let resolved = bindings.resolve(element)
            guard let configuration = Self.call(resolved.expression), configuration.name == "debug" || configuration.name == "release",
                  let nameArgument = argument("name", of: configuration.arguments) else { continue }
            let nameValue = resolved.with(nameArgument)
            let name = string(nameValue) ?? member(nameValue).map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? ""
            configurations.append((name, configuration.name == "debug", configuration.arguments))
        }
        let chosen = configurations.first { $0.name == configurationName } ?? configurations.first { $0.isDebug && configurationName == "Debug" }
        let isDebug = chosen?.isDebug ?? (configurationName == "Debug")
        var xcconfig: [BuildSettingAssignment] = []
        if let chosen, let pathArgument = argument("xcconfig", of: chosen.arguments), let path = path(located(pathArgument)) {
            let configurationFile = XCConfigFile(contentsOf: path, rootDirectory: rootDirectory)
            diagnostics += configurationFile.diagnostics
            xcconfig = configurationFile.assignments
        }
        var written: [BuildSettingAssignment] = []
        if isDebug, includesDefault("SWIFT_ACTIVE_COMPILATION_CONDITIONS", call.flatMap { argument("defaultSettings", of: $0.arguments) }.map(located)) {
            written += Self.debugDefaults.map { BuildSettingAssignment(writtenKey: $0.0, value: $0.1) }
        }
        if let base = call.flatMap({ argument("base", of: $0.arguments) }) { written += assignments(of: located(base), owner: owner) }
        if let settings = chosen.flatMap({ argument("settings", of: $0.arguments) }) { written += assignments(of: located(settings), owner: owner) }
        // The older form: `debug:` and `release:` dictionaries for Tuist's default configurations.
        if chosen == nil, let settings = call.flatMap({ argument(isDebug ? "debug" : "release", of: $0.arguments) }) {
            written += assignments(of: located(settings), owner: owner)
        }
        return [xcconfig, written.keepingLastOfEachKey]
    }

    /// Whether `defaultSettings:` (by default `.recommended`) sets a key: not with `.none`, nor when `excluding:` names it.
    private func includesDefault(_ key: String, _ value: Located?) -> Bool {
        guard let value else { return true }
        let resolved = bindings.resolve(value)
        if member(resolved) == "none" { return false }
        guard let call = Self.call(resolved.expression) else { return true }
        let excluded = argument("excluding", of: call.arguments).map { elements(resolved.with($0)).compactMap { string($0) } } ?? []
        return !excluded.contains(key)
    }

    /// The assignments of a settings dictionary: a literal, a constant, or `SettingsDictionary` methods on one
    /// (`[:].swiftActiveCompilationConditions([...])`, `.otherSwiftFlags(...)`, `.merging(...)`).
    mutating func assignments(of value: Located, owner: String, depth: Int = 0) -> [BuildSettingAssignment] {
        guard depth < 16 else { return [] }
        let resolved = bindings.resolve(value)
        let located = { (expression: ExpressionSyntax) in resolved.with(expression) }
        switch resolved.expression.kind {
        case .dictionaryLiteral(let elements):
            var result: [BuildSettingAssignment] = []
            for element in elements {
                guard let key = string(located(element.key)) else { continue }
                guard let text = settingText(located(element.value)) else {
                    if Self.readSettings.contains(key) {
                        report("setting '\(key)' of \(owner) is computed ('\(text(of: located(element.value)))'); it is not read", at: located(element.value), .projectNotRead, severity: .note)
                    }
                    continue
                }
                result.append(BuildSettingAssignment(writtenKey: key, value: text))
            }
            return result
        case .call(let callee, let arguments, _):
            guard case .memberAccess(let base?, let method) = callee.kind else { break }
            var result = assignments(of: located(base), owner: owner, depth: depth + 1)
            let keys = ["swiftActiveCompilationConditions": "SWIFT_ACTIVE_COMPILATION_CONDITIONS", "otherSwiftFlags": "OTHER_SWIFT_FLAGS"]
            if let key = keys[method] {
                let words = arguments.flatMap { argument in elements(located(argument.value)).map { string($0) } }
                if words.contains(where: { $0 == nil }) {
                    report("setting '\(key)' of \(owner) is computed ('\(text(of: resolved))'); it is not read", at: resolved, .projectNotRead, severity: .note)
                } else {
                    result.append(BuildSettingAssignment(writtenKey: key, value: words.compactMap { $0 }.joined(separator: " ")))
                }
            } else if method == "merging", let other = arguments.first {
                result += assignments(of: located(other.value), owner: owner, depth: depth + 1)
            }
            return result
        default:
            break
        }
        return []
    }

    /// The settings this tool reads, whose computed values are worth a note.
    static let readSettings: Set<String> = ["SWIFT_ACTIVE_COMPILATION_CONDITIONS", "OTHER_SWIFT_FLAGS", "PRODUCT_MODULE_NAME", "PRODUCT_NAME"]

    /// A `SettingValue`: a string, `.string(_:)`, `.array([...])` or a boolean (`YES`/`NO`); `nil` when computed.
    func settingText(_ value: Located) -> String? {
        let resolved = bindings.resolve(value)
        if let text = string(resolved) { return text }
        if case .booleanLiteral(let flag) = resolved.expression.kind { return flag ? "YES" : "NO" }
        if case .arrayLiteral = resolved.expression.kind {
            let words = elements(resolved).map { string($0) }
            return words.contains { $0 == nil } ? nil : words.compactMap { $0 }.joined(separator: " ")
        }
        guard let call = Self.call(resolved.expression), let first = call.arguments.first else { return nil }
        let argument = resolved.with(first.value)
        switch call.name {
        case "string": return string(argument)
        case "array": return settingText(argument)
        default: return nil
        }
    }
}
