#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads a Tuist manifest (`Project.swift`) with our own Swift parser, without running it, into the targets of the
/// project Tuist would generate.
///
/// It reads the `Project(...)` the manifest binds (`let project = Project(name:options:packages:settings:targets:)`)
/// and each of its targets written as a literal `.target(name:destinations:product:productName:sources:resources:
/// buildableFolders:dependencies:settings:deploymentTargets:)` call, directly in `targets:` or bound to a `let` (of
/// the manifest, or a `static let` of a type in `Tuist/ProjectDescriptionHelpers`), with glob patterns for sources
/// and resources. A target made by a function of the manifest or the helpers is read when the call can be followed
/// into the function with its arguments (`TuistFunctionEvaluator`). What the manifest computes otherwise (a project
/// made by a function, destinations from the environment, a function body with a loop) is reported as not read
/// (`project-not-read`), and nothing is guessed in its place.
///
/// ```swift
/// let reading = TuistReader.read(manifestAt: "/repo/Project.swift", configuration: nil, rootDirectory: "/repo")
/// for target in reading.targets { print(target.name, target.platforms, target.swiftFileCount) }
/// ```
struct TuistReader {
    typealias Located = TuistBindings.Located

    /// Larger manifests are refused.
    static let maximumFileSize = 4 << 20

    let manifestPath: String
    /// The manifest's folder: string paths start here.
    let directory: String
    /// The Tuist project's root (the folder holding `Tuist/` or `Tuist.swift`): `.relativeToRoot` paths start here.
    let tuistRoot: String
    let rootDirectory: String
    let configurationName: String
    let bindings: TuistBindings
    var diagnostics: [Diagnostic] = []
    /// The folders the globs of this manifest listed.
    let listings: FolderListings

    /// Reads a manifest.
    ///
    /// - Parameters:
    ///   - path: the absolute path of `Project.swift`.
    ///   - configuration: the configuration (`nil`: `Debug`).
    ///   - rootDirectory: the absolute folder diagnostics' paths are relative to.
    ///   - compilerVersion: the compiler version `#if compiler(...)` in the manifest is evaluated with.
    ///   - listings: the folders the repository walk listed; the globs do not list them again.
    static func read(
        manifestAt path: String, configuration: String?, rootDirectory: String, compilerVersion: [Int] = ExtractionConfiguration.defaultCompilerVersion,
        listings: IntentMetadataExtractor.FolderListings = .none
    ) -> ProjectReading {
        let display = ProjectPath.relative(path, to: rootDirectory)
        guard let bytes = SourceTree.contents(ofFileAt: path), bytes.count <= maximumFileSize else {
            return ProjectReading(path: path, diagnostics: [Diagnostic(.projectUnreadable, at: SourceLocation(file: display, line: 1, column: 1), "the Tuist manifest could not be read")])
        }
        let file = SourceFile(path: display, bytes: bytes)
        // Tuist compiles the manifest on the Mac that generates the project.
        let environment = PackageManifestReader.manifestEnvironment(compilerVersion: compilerVersion)
        let syntax = DeclarationParser.parse(file)
        let declarations = ConditionalCompilation.activeDeclarations(syntax.items, in: environment)
        let directory = ProjectPath.parent(of: path)
        let tuistRoot = Self.tuistRoot(from: directory)
        let helpers = tuistRoot.map { $0 + "/Tuist/ProjectDescriptionHelpers" }.flatMap { ProjectPath.isDirectory($0) ? $0 : nil }
        var bindings = TuistBindings.of(manifest: declarations, file: file, helpersDirectory: helpers, rootDirectory: rootDirectory, environment: environment)
        let variables = declarations.filter { $0.kind == .variable && Self.isVar($0, in: file) }.flatMap(\.bindings).map(\.name)
        let unreadChanges = bindings.applyTopLevelChanges(in: file, variables: Set(variables))
        var reader = TuistReader(
            manifestPath: path, directory: directory, tuistRoot: tuistRoot ?? directory, rootDirectory: rootDirectory, configurationName: configuration ?? "Debug",
            bindings: bindings, listings: FolderListings(walk: listings)
        )
        // One warning per variable, at its first change not read.
        for (name, changes) in Dictionary(grouping: unreadChanges, by: \.name).sorted(by: { $0.key < $1.key }) {
            let more = changes.count > 1 ? " (and \(changes.count - 1) more time\(changes.count == 2 ? "" : "s") after)" : ""
            reader.report(
                "'\(name)' is changed here\(more) by code this tool does not run (inside an 'if', a loop, a function or '#if', or other than by appending literal elements); what the changes add is not read",
                at: changes[0].location, .projectNotRead
            )
        }
        guard let project = declarations.lazy.flatMap(\.bindings).first(where: { $0.name == "project" })?.initializer else {
            reader.report("the manifest binds no 'project'; nothing is read", at: Located(expression: ExpressionSyntax(.opaque, range: 0..<0), file: file), .projectNotRead)
            return ProjectReading(path: path, diagnostics: reader.diagnostics)
        }
        return reader.readProject(Located(expression: project, file: file))
    }

    /// Whether a variable declaration is introduced by `var` (a `let` cannot change after its declaration).
    static func isVar(_ declaration: DeclarationSyntax, in file: SourceFile) -> Bool {
        let range = declaration.introducerRange.clamped(to: 0..<file.bytes.count)
        return file.bytes[range].elementsEqual("var".utf8)
    }

    /// The nearest folder, from the manifest's up, that holds `Tuist.swift` or a `Tuist` folder.
    static func tuistRoot(from directory: String) -> String? {
        var current = directory
        for _ in 0..<32 {
            if ProjectPath.isFile(current + "/Tuist.swift") || ProjectPath.isDirectory(current + "/Tuist") { return current }
            let parent = ProjectPath.parent(of: current)
            guard parent != current else { return nil }
            current = parent
        }
        return nil
    }

    // MARK: Project

    private mutating func readProject(_ value: Located) -> ProjectReading {
        let project = bindings.resolve(value)
        guard let call = Self.call(project.expression), call.name == "Project" else {
            report("the project is made by '\(text(of: project))', which this tool does not run; it is not read", at: project, .projectNotRead)
            return ProjectReading(path: manifestPath, diagnostics: Self.groupingTargets(diagnostics))
        }
        let arguments = call.arguments
        let options = argument("options", of: arguments).flatMap { Self.call(bindings.resolve(project.with($0)).expression) }
        let developmentRegion = options.flatMap { argument("developmentRegion", of: $0.arguments) }.flatMap { string(project.with($0)) } ?? "en"
        let projectSettings = settings(argument("settings", of: arguments).map { project.with($0) })
        var targets: [ProjectTarget] = []
        let targetList = argument("targets", of: arguments).map { bindings.resolve(project.with($0)) }
        for element in targetList.map(elements) ?? [] {
            if let target = readTarget(element, projectSettings: projectSettings, developmentRegion: developmentRegion) { targets.append(target) }
        }
        var packages: [String] = []
        for element in argument("packages", of: arguments).map({ elements(project.with($0)) }) ?? [] {
            let resolved = bindings.resolve(element)
            guard let package = Self.call(resolved.expression), package.name == "local" || package.name == "package",
                  let pathArgument = argument("path", of: package.arguments), let packagePath = path(resolved.with(pathArgument)) else { continue }
            packages.append(packagePath)
        }
        return ProjectReading(path: manifestPath, targets: targets, localPackagePaths: packages.sorted(), diagnostics: Self.groupingTargets(diagnostics))
    }

    // MARK: Targets

    /// The product types Tuist generates, by `Product` case; test bundles are `nil` (skipped).
    static let products: [String: ProjectTarget.Kind?] = [
        "app": .application, "appClip": .application, "staticLibrary": .staticLibrary, "dynamicLibrary": .dynamicLibrary, "framework": .framework,
        "staticFramework": .framework, "unitTests": nil, "uiTests": nil, "bundle": .other, "commandLineTool": .tool, "appExtension": .appExtension,
        "messagesExtension": .appExtension, "stickerPackExtension": .appExtension, "tvTopShelfExtension": .appExtension,
        "extensionKitExtension": .appExtension, "watch2App": .watchApplication, "watch2Extension": .watchExtension, "xpc": .other,
        "systemExtension": .other, "macro": .other,
    ]

    private mutating func readTarget(_ element: Located, projectSettings: [[BuildSettingAssignment]], developmentRegion: String) -> ProjectTarget? {
        // A target made by a function of the manifest or the helpers is followed into the function.
        let value = bindings.resolve(element, followingCalls: true)
        guard let call = Self.call(value.expression), call.name == "target" || call.name == "Target" else {
            report("target '\(text(of: value))' is computed in code this tool does not run; it is not read", at: value, .projectNotRead)
            return nil
        }
        let located = { (expression: ExpressionSyntax) in value.with(expression) }
        guard let nameArgument = argument("name", of: call.arguments), let name = string(located(nameArgument)) else {
            report("a target's name is computed ('\(text(of: value))'); the target is not read", at: value, .projectNotRead)
            return nil
        }
        guard let productArgument = argument("product", of: call.arguments), let productName = member(located(productArgument)),
              let productKind = Self.products[productName] else {
            report("the product of target '\(name)' is not one this tool knows; the target is not read", at: value, .projectNotRead)
            return nil
        }
        guard let kind = productKind else { return nil }
        var platforms: [ExtractionConfiguration.Platform] = []
        if let destinations = argument("destinations", of: call.arguments) ?? argument("platform", of: call.arguments) {
            guard let read = self.platforms(located(destinations)) else {
                report("the destinations of target '\(name)' ('\(text(of: located(destinations)))') are computed; the target is not read", at: located(destinations), .projectNotRead)
                return nil
            }
            platforms = read
        }
        let platform = platforms.first ?? .iOS
        let settings = targetSettings(argument("settings", of: call.arguments).map(located), name: name, projectLayers: projectSettings)
        let product = argument("productName", of: call.arguments).flatMap { string(located($0)) } ?? name
        let moduleName = settings.value(of: "PRODUCT_MODULE_NAME").flatMap { $0.isEmpty ? nil : $0 } ?? product.c99ExtendedIdentifier
        var files = TargetFiles()
        for path in globbedFiles(argument("sources", of: call.arguments).map(located), target: name) where XcodeProjectReader.isSourcePath(path) {
            files.insert(path, as: .source)
        }
        for folder in (argument("buildableFolders", of: call.arguments).map { elements(located($0)) } ?? []) {
            guard let folderPath = path(bindings.resolve(folder)) else { continue }
            for path in DirectoryListing.files(under: folderPath) { files.insert(path) }
        }
        for path in globbedFiles(argument("resources", of: call.arguments).map(located), target: name) where XcodeProjectReader.isResourcePath(path) {
            files.insert(path, as: .resource)
        }
        return ProjectTarget(
            name: name, kind: kind, moduleName: moduleName, platform: platform, platforms: platforms,
            compilationFlags: XcodeProjectReader.compilationFlags(of: settings), projectPath: manifestPath,
            sourceFiles: files.sources.sorted(), resourceFiles: files.resources.sorted(),
            dependencies: dependencies(argument("dependencies", of: call.arguments).map(located)),
            developmentRegion: developmentRegion,
            deploymentTarget: argument("deploymentTargets", of: call.arguments).flatMap { deploymentTarget(located($0), platform: platform) }
        )
    }

    /// `Destination` cases and `Destinations` sets by the platform they build for.
    static let destinationPlatforms: [String: ExtractionConfiguration.Platform] = [
        "iPhone": .iOS, "iPad": .iOS, "macWithiPadDesign": .iOS, "macCatalyst": .iOS, "appleVisionWithiPadDesign": .iOS, "mac": .macOS,
        "appleWatch": .watchOS, "appleTv": .tvOS, "appleVision": .visionOS,
        "iOS": .iOS, "macOS": .macOS, "watchOS": .watchOS, "tvOS": .tvOS, "visionOS": .visionOS,
    ]

    /// The platforms of `destinations:` (`.iOS`, `[.iPhone, .mac]`, `Set([...])`) or the older `platform:`; `nil` when
    /// computed.
    func platforms(_ value: Located) -> [ExtractionConfiguration.Platform]? {
        let resolved = bindings.resolve(value)
        if let name = member(resolved) { return Self.destinationPlatforms[name].map { [$0] } }
        if let call = Self.call(resolved.expression), call.name == "Set", call.arguments.count == 1 {
            return platforms(resolved.with(call.arguments[0].value))
        }
        guard case .arrayLiteral(let items) = resolved.expression.kind else { return nil }
        var found = Set<ExtractionConfiguration.Platform>()
        for item in items {
            guard let platform = member(bindings.resolve(resolved.with(item))).flatMap({ Self.destinationPlatforms[$0] }) else { return nil }
            found.insert(platform)
        }
        return ExtractionConfiguration.Platform.allCases.filter(found.contains)
    }

    /// The deployment target for a platform: `.iOS("17.0")`, `.multiplatform(iOS: "17.0", macOS: "14.0")`.
    func deploymentTarget(_ value: Located, platform: ExtractionConfiguration.Platform) -> String? {
        let resolved = bindings.resolve(value)
        guard let call = Self.call(resolved.expression) else { return nil }
        if call.name == "multiplatform" { return argument(platform.rawValue, of: call.arguments).flatMap { string(resolved.with($0)) } }
        guard call.name == platform.rawValue, let first = call.arguments.first else { return nil }
        return string(resolved.with(first.value))
    }

    /// The names a target depends on: `.target(name:)`, `.target(someTarget)`, `.project(target:path:)`,
    /// `.external(name:)`, `.package(product:)`.
    func dependencies(_ value: Located?) -> [String] {
        var names = Set<String>()
        for element in value.map(elements) ?? [] {
            let resolved = bindings.resolve(element)
            guard let call = Self.call(resolved.expression) else { continue }
            let located = { (expression: ExpressionSyntax) in resolved.with(expression) }
            switch call.name {
            case "target":
                if let name = argument("name", of: call.arguments).flatMap({ string(located($0)) }) {
                    names.insert(name)
                } else if let first = call.arguments.first, first.label == nil {
                    // `.target(sharedTarget)`: the name of the target that constant holds.
                    let target = bindings.resolve(located(first.value))
                    if let targetCall = Self.call(target.expression), let name = argument("name", of: targetCall.arguments).flatMap({ string(target.with($0)) }) {
                        names.insert(name)
                    }
                }
            case "project":
                if let name = argument("target", of: call.arguments).flatMap({ string(located($0)) }) { names.insert(name) }
            case "external":
                if let name = argument("name", of: call.arguments).flatMap({ string(located($0)) }) { names.insert(name) }
            case "package":
                if let name = argument("product", of: call.arguments).flatMap({ string(located($0)) }) { names.insert(name) }
            default:
                continue
            }
        }
        return names.sorted()
    }

    // MARK: Values

    /// A call's function name (`.target`, `Target.target`, `Project`, `ProjectDescription.Target.target` all give the
    /// last name) and arguments.
    static func call(_ expression: ExpressionSyntax) -> (name: String, arguments: [ArgumentSyntax])? {
        guard case .call(let callee, let arguments, _) = expression.kind else { return nil }
        switch callee.kind {
        case .identifier(let name): return (name, arguments)
        case .memberAccess(_, let name): return (name == "init" ? TuistBindings.referencedName(callee).map { String($0.split(separator: ".").dropLast().last ?? "") } ?? name : name, arguments)
        default: return nil
        }
    }

    func argument(_ label: String, of arguments: [ArgumentSyntax]) -> ExpressionSyntax? {
        arguments.first { $0.label == label }?.value
    }

    /// A string literal followed through constants (and in a function, parameters and locals), with interpolations
    /// of such strings; `nil` when computed.
    func string(_ value: Located) -> String? {
        bindings.stringValue(value)
    }

    /// An implicit member's name (`.app`), or a static member of a type (`Product.app`, `Destinations.iOS`).
    func member(_ value: Located) -> String? {
        let resolved = bindings.resolve(value)
        guard case .memberAccess(_, let name) = resolved.expression.kind else { return nil }
        return name
    }

    /// The elements of an array literal (each followed through constants), or the value itself when it is one item.
    func elements(_ value: Located) -> [Located] {
        let resolved = bindings.resolve(value)
        guard case .arrayLiteral(let items) = resolved.expression.kind else { return [resolved] }
        return items.map { resolved.with($0) }
    }

    /// A path: a string relative to the manifest, `.relativeToManifest(_:)`, `.relativeToRoot(_:)` or
    /// `.relativeToCurrentFile(_:)`; absolute.
    func path(_ value: Located) -> String? {
        let resolved = bindings.resolve(value)
        if let text = string(resolved) { return ProjectPath.join(directory, text) }
        guard let call = Self.call(resolved.expression), let first = call.arguments.first, let text = string(resolved.with(first.value)) else { return nil }
        switch call.name {
        case "relativeToManifest", "path": return ProjectPath.join(directory, text)
        case "relativeToRoot": return ProjectPath.join(tuistRoot, text)
        case "relativeToCurrentFile": return ProjectPath.join(ProjectPath.parent(of: ProjectPath.join(rootDirectory, resolved.file.path)), text)
        default: return nil
        }
    }

    func text(of value: Located) -> String {
        let range = value.expression.range.clamped(to: 0..<value.file.bytes.count)
        return Self.summary(of: String(decoding: value.file.bytes[range], as: UTF8.self))
    }

    /// Source text as a message quotes it: its lines trimmed and joined by spaces, cut to 80 characters.
    ///
    /// Lines are joined only until the text is long enough to be cut: the expression can be a whole project made by
    /// a helper's function, hundreds of lines long (splitting and trimming every line was a tenth of TodayWhat-iOS's
    /// run).
    static func summary(of source: String) -> String {
        var rest = Substring(source)
        var text = ""
        var lines = 0
        while !rest.isEmpty, text.count <= 80 {
            let end = rest.firstIndex(where: \.isNewline) ?? rest.endIndex
            let line = rest[..<end]
            rest = end == rest.endIndex ? rest[end...] : rest[rest.index(after: end)...]
            // No empty line, as `split(whereSeparator:)` gives none.
            guard !line.isEmpty else { continue }
            text += (lines == 0 ? "" : " ") + line.trimmingWhitespace
            lines += 1
        }
        return text.count > 80 ? String(text.prefix(77)) + "..." : text
    }

    mutating func report(_ message: String, at value: Located, _ id: DiagnosticID, severity: Diagnostic.Severity? = nil) {
        let position = value.file.lineAndColumn(at: min(value.expression.range.lowerBound, value.file.bytes.count))
        diagnostics.append(Diagnostic(id, severity: severity, at: SourceLocation(file: value.file.path, line: position.line, column: position.column), message))
    }
}
