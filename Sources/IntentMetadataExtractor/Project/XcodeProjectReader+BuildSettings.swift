extension XcodeProjectReader {
    /// The settings layers (`.xcconfig`, then the settings written in the project) of the chosen configuration of a
    /// configuration list.
    mutating func settingsLayers(ofConfigurationList listID: String?, in owner: PropertyListDictionary) -> [[BuildSettingAssignment]] {
        guard let listID, let list = object(listID, referredBy: owner) else { return [] }
        var configurations: [PropertyListDictionary] = []
        for configurationID in list[strings: "buildConfigurations"] {
            if let configuration = object(configurationID, referredBy: list) { configurations.append(configuration) }
        }
        // The configuration asked for; else the list's default; else the first, as `xcodebuild` falls back.
        guard let chosen = configurations.first(where: { $0[string: "name"] == configurationName })
            ?? configurations.first(where: { $0[string: "name"] == list[string: "defaultConfigurationName"] })
            ?? configurations.first
        else { return [] }
        var layers: [[BuildSettingAssignment]] = []
        var baseConfigurationPath: String?
        if let referenceID = chosen[string: "baseConfigurationReference"] {
            if object(referenceID) != nil {
                baseConfigurationPath = resolvedPath(of: referenceID)
            } else {
                _ = object(referenceID, referredBy: chosen)
            }
        } else if let anchorID = chosen[string: "baseConfigurationReferenceAnchor"], let relative = chosen[string: "baseConfigurationReferenceRelativePath"] {
            // Xcode 16 writes an `.xcconfig` inside a synchronized folder as that folder plus a relative path.
            if object(anchorID) != nil, let folder = resolvedPath(of: anchorID) {
                baseConfigurationPath = ProjectPath.join(folder, relative)
            } else {
                _ = object(anchorID, referredBy: chosen)
            }
        }
        if let baseConfigurationPath {
            let configurationFile = XCConfigFile(contentsOf: baseConfigurationPath, rootDirectory: rootDirectory)
            diagnostics += configurationFile.diagnostics
            layers.append(configurationFile.assignments)
        } else {
            layers.append([])
        }
        var written: [BuildSettingAssignment] = []
        if let settings = chosen["buildSettings"]?.dictionary {
            for entry in settings.uniqueEntries {
                written.append(BuildSettingAssignment(writtenKey: entry.key, value: Self.settingText(entry.value)))
            }
        }
        layers.append(written)
        return layers
    }

    /// A target's settings: the project's layers under its own, with Xcode's built-in settings below all.
    mutating func buildSettings(of target: PropertyListDictionary, name: String, projectLayers: [[BuildSettingAssignment]]) -> BuildSettings {
        let targetLayers = settingsLayers(ofConfigurationList: target[string: "buildConfigurationList"], in: target)
        let projectName = ProjectPath.lastComponent(of: projectPath).replacingEvery(".xcodeproj", with: "")
        let builtins = [
            "TARGET_NAME": name, "PROJECT_NAME": projectName, "SRCROOT": sourceRoot, "SOURCE_ROOT": sourceRoot, "PROJECT_DIR": sourceRoot,
            "PROJECT_FILE_PATH": projectPath, "CONFIGURATION": configurationName, "DEVELOPMENT_LANGUAGE": "en", "CURRENT_ARCH": "arm64", "ARCHS": "arm64",
        ]
        return BuildSettings(layers: projectLayers + targetLayers, builtins: builtins, configuration: configurationName)
    }

    /// A setting's value as text: an array's elements joined by spaces, each quoted when it holds a space.
    static func settingText(_ value: PropertyListValue) -> String {
        switch value {
        case .string(let text): return text
        case .array(let elements):
            return elements.compactMap(\.string).map { $0.contains(" ") && !$0.hasPrefix("\"") ? "\"\($0)\"" : $0 }.joined(separator: " ")
        default: return ""
        }
    }

    /// The platform `#if` is evaluated for, every supported platform, the SDK name conditions match, and the
    /// deployment-target setting of the platform.
    static func platforms(of settings: BuildSettings, kind: ProjectTarget.Kind) -> (
        primary: ExtractionConfiguration.Platform, all: [ExtractionConfiguration.Platform], sdk: String, deploymentKey: String?
    ) {
        let sdkName = settings.value(of: "SDKROOT").map(Self.sdkName) ?? ""
        var supported = Set(settings.words(of: "SUPPORTED_PLATFORMS").compactMap { Self.platform(ofSDK: Self.sdkName($0)) })
        let sdkPlatform = Self.platform(ofSDK: sdkName)
        if let sdkPlatform { supported.insert(sdkPlatform) }
        let ordered = ExtractionConfiguration.Platform.allCases.filter(supported.contains)
        // Without a concrete SDK, Xcode builds for the first supported platform; with nothing set at all, its
        // default SDK is macOS (a watch target is watchOS).
        let primary = sdkPlatform ?? ordered.first ?? (kind == .watchApplication || kind == .watchExtension ? .watchOS : .macOS)
        let sdk = sdkName.isEmpty || sdkName == "auto" ? Self.sdk(of: primary) : sdkName
        return (primary, ordered.isEmpty ? [primary] : ordered, sdk, Self.deploymentTargetKey(of: primary))
    }

    /// `iphoneos17.2` and `/path/iPhoneOS.sdk` become `iphoneos`.
    static func sdkName(_ text: String) -> String {
        var name = ProjectPath.lastComponent(of: text).lowercased()
        if name.hasSuffix(".sdk") { name.removeLast(4) }
        while let last = name.last, last.isNumber || last == "." { name.removeLast() }
        return name
    }

    static func platform(ofSDK sdk: String) -> ExtractionConfiguration.Platform? {
        switch sdk {
        case "iphoneos", "iphonesimulator": .iOS
        case "macosx", "macos": .macOS
        case "watchos", "watchsimulator": .watchOS
        case "appletvos", "appletvsimulator": .tvOS
        case "xros", "xrsimulator", "visionos", "visionsimulator": .visionOS
        default: nil
        }
    }

    static func sdk(of platform: ExtractionConfiguration.Platform) -> String {
        switch platform {
        case .iOS: "iphoneos"
        case .macOS: "macosx"
        case .watchOS: "watchos"
        case .tvOS: "appletvos"
        case .visionOS: "xros"
        }
    }

    static func deploymentTargetKey(of platform: ExtractionConfiguration.Platform) -> String {
        switch platform {
        case .iOS: "IPHONEOS_DEPLOYMENT_TARGET"
        case .macOS: "MACOSX_DEPLOYMENT_TARGET"
        case .watchOS: "WATCHOS_DEPLOYMENT_TARGET"
        case .tvOS: "TVOS_DEPLOYMENT_TARGET"
        case .visionOS: "XROS_DEPLOYMENT_TARGET"
        }
    }

    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and the `-D` flags of `OTHER_SWIFT_FLAGS`, sorted and without repeats.
    static func compilationFlags(of settings: BuildSettings) -> [String] {
        var flags = Set(settings.words(of: "SWIFT_ACTIVE_COMPILATION_CONDITIONS"))
        let words = settings.words(of: "OTHER_SWIFT_FLAGS")
        var index = 0
        while index < words.count {
            let word = words[index]
            if word == "-D", index + 1 < words.count {
                flags.insert(words[index + 1])
                index += 2
                continue
            }
            if word.hasPrefix("-D"), word.count > 2 { flags.insert(String(word.dropFirst(2))) }
            index += 1
        }
        return flags.filter { !$0.isEmpty && !$0.contains("$") && !$0.contains("=") }.sorted()
    }
}
