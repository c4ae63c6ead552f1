extension XcodeGenReader {
    /// XcodeGen's setting presets that decide what this tool reads (the rest of its presets set nothing it uses).
    enum Presets {
        /// `SettingPresets/base.yml`.
        static let base: [(String, String)] = [("PRODUCT_NAME", "$(TARGET_NAME)")]
        /// `SettingPresets/Configs/<type>.yml`.
        static let configurationTypes: [String: [(String, String)]] = ["debug": [("SWIFT_ACTIVE_COMPILATION_CONDITIONS", "DEBUG")]]
        /// `SettingPresets/Platforms/<platform>.yml`: the SDK.
        static let platformSDKs: [String: String] = ["iOS": "iphoneos", "macOS": "macosx", "tvOS": "appletvos", "watchOS": "watchos", "visionOS": "xros"]
        /// `SettingPresets/SupportedDestinations/<destination>.yml`: the platforms.
        static let destinationPlatforms: [String: String] = [
            "iOS": "iphoneos iphonesimulator", "macOS": "macosx", "tvOS": "appletvos appletvsimulator", "watchOS": "watchos watchsimulator",
            "visionOS": "xros xrsimulator",
        ]
        /// XcodeGen's order of destinations: the first decides an `auto` target's platform presets.
        static let destinationOrder = ["iOS", "tvOS", "watchOS", "visionOS", "macOS", "macCatalyst"]
        /// The deployment target setting of each platform.
        static let deploymentTargetKeys: [String: String] = [
            "iOS": "IPHONEOS_DEPLOYMENT_TARGET", "macOS": "MACOSX_DEPLOYMENT_TARGET", "tvOS": "TVOS_DEPLOYMENT_TARGET",
            "watchOS": "WATCHOS_DEPLOYMENT_TARGET", "visionOS": "XROS_DEPLOYMENT_TARGET",
        ]
    }

    /// `options.settingPresets`: `all` (the default), `project`, `targets` or `none`.
    var presetScope: (project: Bool, targets: Bool) {
        switch spec.root["options"]?["settingPresets"]?.string ?? "all" {
        case "none": (false, false)
        case "project": (true, false)
        case "targets": (false, true)
        default: (true, true)
        }
    }

    /// The project's layers: its `.xcconfig` for the configuration, then what XcodeGen writes into the project's
    /// configuration (presets not set by that `.xcconfig`, deployment targets, the spec's `settings`).
    mutating func projectSettingsLayers(sharedPlatform: String?) -> [[BuildSettingAssignment]] {
        let configurationFile = xcconfig(for: spec.root["configFiles"])
        var written: [BuildSettingAssignment] = []
        if let sharedPlatform, let sdk = Presets.platformSDKs[sharedPlatform] { written.append(.init(writtenKey: "SDKROOT", value: sdk)) }
        if presetScope.project, let type = configuration.type {
            written += (Presets.base + (Presets.configurationTypes[type] ?? [])).map { BuildSettingAssignment(writtenKey: $0.0, value: $0.1) }
        }
        for (platform, key) in Presets.deploymentTargetKeys.sorted(by: { $0.key < $1.key }) {
            if let version = spec.root["options"]?["deploymentTarget"]?[platform]?.string { written.append(.init(writtenKey: key, value: version)) }
        }
        let fromFile = Set(configurationFile.map(\.key))
        written.removeAll { fromFile.contains($0.key) }
        written += assignments(of: spec.root["settings"], depth: 0)
        // XcodeGen writes one dictionary: a later value of a key replaces an earlier one.
        return [configurationFile, written.keepingLastOfEachKey]
    }

    /// A target's settings: the project's layers under the target's `.xcconfig` and what XcodeGen writes into the
    /// target's configuration, with Xcode's built-in settings below all.
    mutating func buildSettings(of target: YAMLNode, name: String, kind: ProjectTarget.Kind, type: String, projectLayers: [[BuildSettingAssignment]]) -> BuildSettings {
        let configurationFile = xcconfig(for: target["configFiles"])
        let platform = target["platform"]?.string ?? ""
        let destinations = (target["supportedDestinations"]?.strings ?? []).sorted {
            (Presets.destinationOrder.firstIndex(of: $0) ?? 99) < (Presets.destinationOrder.firstIndex(of: $1) ?? 99)
        }
        var written: [BuildSettingAssignment] = []
        if presetScope.targets {
            let presetPlatform = platform == "auto" || platform.isEmpty ? destinations.first ?? platform : platform
            if let sdk = Presets.platformSDKs[presetPlatform] { written.append(.init(writtenKey: "SDKROOT", value: sdk)) }
            if platform == "auto" || (platform.isEmpty && !destinations.isEmpty) { written.append(.init(writtenKey: "SDKROOT", value: "auto")) }
            let supported = destinations.compactMap { Presets.destinationPlatforms[$0] }
            if !destinations.isEmpty { written.append(.init(writtenKey: "SUPPORTED_PLATFORMS", value: supported.joined(separator: " "))) }
        }
        if let version = target["deploymentTarget"]?.string {
            for destination in destinations.isEmpty ? [platform] : destinations {
                if let key = Presets.deploymentTargetKeys[destination] { written.append(.init(writtenKey: key, value: version)) }
            }
        }
        let fromFiles = Set(configurationFile.map(\.key) + (projectLayers.first ?? []).map(\.key))
        written.removeAll { fromFiles.contains($0.key) }
        written += assignments(of: target["settings"], depth: 0)
        let builtins = [
            "TARGET_NAME": name, "PROJECT_NAME": projectName, "SRCROOT": spec.directory, "SOURCE_ROOT": spec.directory, "PROJECT_DIR": spec.directory,
            "CONFIGURATION": configuration.name, "DEVELOPMENT_LANGUAGE": spec.root["options"]?["developmentLanguage"]?.string ?? "en",
            "CURRENT_ARCH": "arm64", "ARCHS": "arm64",
        ]
        return BuildSettings(layers: projectLayers + [configurationFile, written.keepingLastOfEachKey], builtins: builtins, configuration: configuration.name)
    }

    /// The `.xcconfig` of `configFiles:` for the configuration, read; its problems are reported.
    mutating func xcconfig(for configFiles: YAMLNode?) -> [BuildSettingAssignment] {
        guard let path = configFiles?[configuration.name]?.string else { return [] }
        let file = XCConfigFile(contentsOf: ProjectPath.join(spec.directory, path), rootDirectory: rootDirectory)
        diagnostics += file.diagnostics
        return file.assignments
    }

    /// The assignments of a `settings:` value: its groups' (from `settingGroups`), then `base` (or the mapping itself
    /// when it has none of `base`, `configs` and `groups`), then each of `configs` whose key the configuration's name
    /// contains (case aside) unless the key names another configuration exactly.
    func assignments(of settings: YAMLNode?, depth: Int) -> [BuildSettingAssignment] {
        guard let settings, let entries = settings.mapping, depth < 16 else { return [] }
        let isStructured = settings["base"] != nil || settings["configs"] != nil || settings["groups"] != nil
        guard isStructured else { return entries.map { BuildSettingAssignment(writtenKey: $0.key, value: Self.settingText($0.value)) } }
        var result: [BuildSettingAssignment] = []
        for group in (settings["groups"] ?? settings["presets"])?.strings ?? [] {
            result += assignments(of: spec.root["settingGroups"]?[group] ?? spec.root["settingPresets"]?[group], depth: depth + 1)
        }
        result += (settings["base"]?.mapping ?? []).map { BuildSettingAssignment(writtenKey: $0.key, value: Self.settingText($0.value)) }
        let configurationNames = Set((spec.root["configs"]?.mapping ?? []).map(\.key))
        for (variant, variantSettings) in settings["configs"]?.mapping ?? [] {
            let matches = configuration.name.lowercased().contains(variant.lowercased())
            let namesAnother = configurationNames.contains(variant) && variant != configuration.name
            if matches, !namesAnother { result += assignments(of: variantSettings, depth: depth + 1) }
        }
        return result
    }

    /// A setting's value as XcodeGen writes it: a YAML boolean as `YES` or `NO`, a list as words.
    static func settingText(_ value: YAMLNode) -> String {
        if let flag = value.boolValue { return flag ? "YES" : "NO" }
        if let text = value.string { return text }
        return (value.sequence ?? []).compactMap(\.string).map { $0.contains(" ") && !$0.hasPrefix("\"") ? "\"\($0)\"" : $0 }.joined(separator: " ")
    }
}
