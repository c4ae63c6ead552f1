/// Reads an XcodeGen spec (`project.yml` and the files it includes) into the targets of the project XcodeGen would
/// generate: names (multi-platform targets split, templates applied), product types, platforms (`platform`,
/// `supportedDestinations`), source files (`sources` with `excludes`, `includes`, `type`, `buildPhase`, `optional`,
/// `options.defaultSourceDirectoryType`), build settings (XcodeGen's presets, `settings` with `base`, `configs` and
/// `groups`, `configFiles`) and dependencies; and the local packages it refers to.
///
/// Values XcodeGen takes from the environment (`${VARIABLE}`) are not known here and stay as written.
///
/// ```swift
/// let reading = XcodeGenReader.read(specAt: "/repo/project.yml", configuration: nil, rootDirectory: "/repo")
/// for target in reading.targets { print(target.name, target.platforms, target.swiftFileCount) }
/// ```
struct XcodeGenReader {
    let spec: XcodeGenSpec
    let specPath: String
    let rootDirectory: String
    /// The configuration whose settings apply, and its type (`debug`, `release`).
    let configuration: (name: String, type: String?)
    var diagnostics: [Diagnostic] = []
    /// Files already reported missing.
    var reportedMissing: Set<String> = []
    /// The files under each source folder walked so far, by whether hidden files were skipped and its path.
    var folderListings: [String: [String]] = [:]

    /// Reads a spec.
    ///
    /// - Parameters:
    ///   - path: the absolute path of the spec file.
    ///   - configuration: the configuration (`nil`: `Debug`, else the first debug configuration, else the first).
    ///   - rootDirectory: the absolute folder diagnostics' paths are relative to.
    static func read(specAt path: String, configuration: String?, rootDirectory: String) -> ProjectReading {
        let spec = XcodeGenSpec.load(specAt: path, rootDirectory: rootDirectory)
        guard !spec.diagnostics.contains(where: { $0.severity == .error }) else {
            return ProjectReading(path: path, diagnostics: Diagnostic.sortedRemovingDuplicates(spec.diagnostics), includedPaths: spec.includedPaths)
        }
        var reader = XcodeGenReader(spec: spec, specPath: path, rootDirectory: rootDirectory, configuration: Self.configuration(named: configuration, in: spec.root))
        reader.diagnostics = spec.diagnostics
        let targets = reader.readTargets()
        return ProjectReading(
            path: path, targets: targets, localPackagePaths: reader.localPackagePaths(), diagnostics: Diagnostic.sortedRemovingDuplicates(reader.diagnostics),
            includedPaths: spec.includedPaths
        )
    }

    /// The configuration asked for, else `Debug`, else the first of type `debug`, else the first (by name, as XcodeGen
    /// sorts them); XcodeGen's `Debug` and `Release` when the spec declares none.
    static func configuration(named name: String?, in root: YAMLNode) -> (name: String, type: String?) {
        let declared = (root["configs"]?.mapping ?? []).map { ($0.key, $0.value.string?.lowercased()) }.sorted { $0.0 < $1.0 }
        let configurations = declared.isEmpty ? [("Debug", "debug"), ("Release", "release")] : declared
        let wanted = name ?? "Debug"
        if let found = configurations.first(where: { $0.0 == wanted }) { return (found.0, found.1) }
        if name == nil, let debug = configurations.first(where: { $0.1 == "debug" }) { return (debug.0, debug.1) }
        return configurations.first.map { ($0.0, $0.1) } ?? ("Debug", "debug")
    }

    /// The project's name: `name:`, else the spec file's folder's name.
    var projectName: String {
        spec.root["name"]?.string ?? ProjectPath.lastComponent(of: spec.directory)
    }

    mutating func readTargets() -> [ProjectTarget] {
        let entries = (spec.root["targets"]?.mapping ?? []).sorted { $0.key < $1.key }
        let platforms = entries.compactMap { $0.value["platform"]?.string }
        let sharedPlatform = platforms.count == entries.count && Set(platforms).count == 1 ? platforms.first : nil
        let projectLayers = projectSettingsLayers(sharedPlatform: sharedPlatform)
        var targets: [ProjectTarget] = []
        for (key, target) in entries {
            guard target.mapping != nil else {
                report("target '\(key)' is not a mapping; it is skipped", at: target)
                continue
            }
            let name = target["name"]?.string ?? key
            guard let type = target["type"]?.string else {
                report("target '\(name)' has no 'type'; it is skipped", at: target)
                continue
            }
            guard let kind = ProjectTarget.Kind(productType: type) else { continue }
            var settings = buildSettings(of: target, name: name, kind: kind, type: type, projectLayers: projectLayers)
            let resolved = XcodeProjectReader.platforms(of: settings, kind: kind)
            settings.sdk = resolved.sdk
            let productName = settings.value(of: "PRODUCT_NAME").flatMap { $0.isEmpty ? nil : $0 } ?? target["productName"]?.string ?? name
            let moduleName = settings.value(of: "PRODUCT_MODULE_NAME").flatMap { $0.isEmpty ? nil : $0 } ?? productName.c99ExtendedIdentifier
            let files = sourceFiles(of: target, name: name)
            targets.append(ProjectTarget(
                name: name, kind: kind, moduleName: moduleName, platform: resolved.primary, platforms: resolved.all,
                compilationFlags: XcodeProjectReader.compilationFlags(of: settings), projectPath: specPath,
                sourceFiles: files.sources, resourceFiles: files.resources, dependencies: dependencies(of: target),
                developmentRegion: spec.root["options"]?["developmentLanguage"]?.string ?? "en",
                deploymentTarget: resolved.deploymentKey.flatMap { settings.value(of: $0) }
            ))
        }
        return targets
    }

    /// The names a target depends on: targets (`target: Name`, or `Project/Name` of another project) and package
    /// products (`package:` with `product:` or `products:`, else the package's name).
    func dependencies(of target: YAMLNode) -> [String] {
        var names = Set<String>()
        for dependency in target["dependencies"]?.sequence ?? [] {
            if let name = dependency["target"]?.string {
                names.insert(String(name.split(separator: "/").last ?? Substring(name)))
            } else if let package = dependency["package"]?.string {
                let products = (dependency["product"]?.strings ?? []) + (dependency["products"]?.strings ?? [])
                names.formUnion(products.isEmpty ? [package] : products)
            }
        }
        return names.sorted()
    }

    /// The local packages of `packages:` (those with a `path:`) and `localPackages:`.
    func localPackagePaths() -> [String] {
        var paths = spec.root["localPackages"]?.strings ?? []
        for (_, package) in spec.root["packages"]?.mapping ?? [] {
            if let path = package["path"]?.string { paths.append(path) }
        }
        return paths.map { ProjectPath.join(spec.directory, $0) }.sorted()
    }

    /// A warning (or another severity) at a node of the spec.
    mutating func report(_ message: String, at node: YAMLNode, severity: Diagnostic.Severity? = nil, _ id: DiagnosticID = .projectInvalidReference) {
        let file = node.file ?? ProjectPath.relative(specPath, to: rootDirectory)
        let position = spec.files[file]?.lineAndColumn(at: node.offset) ?? (line: 1, column: 1)
        diagnostics.append(Diagnostic(id, severity: severity, at: SourceLocation(file: file, line: position.line, column: position.column), message))
    }
}
