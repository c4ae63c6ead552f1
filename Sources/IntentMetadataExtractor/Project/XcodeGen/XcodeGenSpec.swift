#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An XcodeGen spec (`project.yml`) read with the files it includes into one mapping, as XcodeGen resolves it
/// before generating a project: included specs merged (the including spec wins), their paths made relative to
/// the spec that includes them (absolute here), multi-platform targets split, and target templates applied.
struct XcodeGenSpec {
    /// Larger spec files are refused.
    static let maximumFileSize = 16 << 20
    /// At most this many spec files are read for one project, so an include loop or fan-out ends.
    static let maximumFileCount = 512

    /// The merged, resolved spec.
    var root: YAMLNode
    /// The folder of the spec file: relative paths of the spec start here.
    var directory: String
    /// The spec files read, by the path diagnostics show, for placing diagnostics.
    var files: [String: SourceFile]
    /// Problems met; an error means nothing of the spec is used.
    var diagnostics: [Diagnostic]
    /// The absolute paths of the spec files it includes, directly or not.
    var includedPaths: [String] = []

    /// The keys whose values are paths, at the top level and in targets and templates (XcodeGen's path properties).
    private static let targetPathKeys = ["sources", "configFiles"]

    /// Reads a spec and its includes.
    ///
    /// - Parameters:
    ///   - path: the absolute path of the spec file.
    ///   - rootDirectory: the absolute folder diagnostics' paths are relative to.
    static func load(specAt path: String, rootDirectory: String) -> XcodeGenSpec {
        var loader = Loader(rootDirectory: rootDirectory)
        let directory = ProjectPath.parent(of: path)
        let root = loader.load(path, pathDirectory: directory, includedFrom: nil)
        var resolved = root ?? YAMLNode(.mapping([]))
        if loader.diagnostics.contains(where: { $0.severity == .error }) {
            resolved = YAMLNode(.mapping([]))
        } else if resolved.mapping == nil {
            let file = ProjectPath.relative(path, to: rootDirectory)
            loader.diagnostics.append(Diagnostic(.projectUnreadable, at: SourceLocation(file: file, line: 1, column: 1), "the spec is not a mapping of keys such as 'name' and 'targets'"))
            resolved = YAMLNode(.mapping([]))
        } else {
            resolved = resolveTargets(resolved)
        }
        var spec = XcodeGenSpec(root: resolved, directory: directory, files: loader.files, diagnostics: loader.diagnostics)
        spec.includedPaths = loader.loaded.filter { $0 != path }.sorted()
        return spec
    }

    /// Reads spec files and their includes, merging each onto what it includes.
    private struct Loader {
        let rootDirectory: String
        var files: [String: SourceFile] = [:]
        var diagnostics: [Diagnostic] = []
        var loaded: Set<String> = []

        init(rootDirectory: String) {
            self.rootDirectory = rootDirectory
        }

        /// One spec file merged onto its includes; `nil` when it cannot be read (an error is reported).
        ///
        /// - Parameters:
        ///   - path: the file's absolute path.
        ///   - pathDirectory: the folder its relative paths (sources, config files, includes) start from.
        ///   - includedFrom: the node that includes it, where a problem is reported.
        mutating func load(_ path: String, pathDirectory: String, includedFrom: (node: YAMLNode, file: SourceFile)?) -> YAMLNode? {
            let path = ProjectPath.existingIgnoringCase(path) ?? path
            let display = ProjectPath.relative(path, to: rootDirectory)
            // A spec included twice is merged once, as XcodeGen does.
            guard loaded.insert(path).inserted else { return YAMLNode(.mapping([])) }
            guard loaded.count <= maximumFileCount else {
                report(.projectUnreadable, "the spec includes more than \(maximumFileCount) files", at: includedFrom, orFile: display)
                return nil
            }
            guard let bytes = SourceTree.contents(ofFileAt: path) else {
                report(.projectUnreadable, "the spec file '\(display)' does not exist or cannot be read", at: includedFrom, orFile: display)
                return nil
            }
            guard bytes.count <= maximumFileSize else {
                report(.projectUnreadable, "the spec file '\(display)' is \(bytes.count >> 20) MB, more than the \(maximumFileSize >> 20) MB this tool reads", at: includedFrom, orFile: display)
                return nil
            }
            let file = SourceFile(path: display, bytes: bytes)
            files[display] = file
            let node: YAMLNode
            switch YAMLParser.parse(file.bytes) {
            case .success(let parsed): node = parsed.marked(file: display)
            case .failure(let error):
                let position = file.lineAndColumn(at: error.offset)
                diagnostics.append(Diagnostic(.projectUnreadable, at: SourceLocation(file: display, line: position.line, column: position.column), error.message))
                return nil
            }
            if node.isNull { return YAMLNode(.mapping([]), file: display) }
            guard node.mapping != nil else {
                diagnostics.append(Diagnostic(.projectUnreadable, at: SourceLocation(file: display, line: 1, column: 1), "the spec file is not a mapping of keys"))
                return nil
            }
            var base = YAMLNode(.mapping([]), file: display)
            for include in Self.includes(of: node) where include.isEnabled {
                // An include is found from the folder this file's paths start from; with `relativePaths: false` its own
                // paths start there too.
                let includedPath = ProjectPath.join(pathDirectory, include.path)
                let includedDirectory = include.relativePaths ? ProjectPath.parent(of: includedPath) : pathDirectory
                guard let included = load(includedPath, pathDirectory: includedDirectory, includedFrom: (include.node, file)) else { return nil }
                base = included.merged(onto: base)
            }
            var own = node
            if var entries = own.mapping {
                entries.remove("include")
                own.value = .mapping(entries)
            }
            return XcodeGenSpec.resolvingPaths(in: own, from: pathDirectory).merged(onto: base)
        }

        mutating func report(_ id: DiagnosticID, _ message: String, at includedFrom: (node: YAMLNode, file: SourceFile)?, orFile display: String) {
            if let (node, file) = includedFrom {
                let position = file.lineAndColumn(at: node.offset)
                diagnostics.append(Diagnostic(id, at: SourceLocation(file: file.path, line: position.line, column: position.column), message))
            } else {
                diagnostics.append(Diagnostic(id, at: SourceLocation(file: display, line: 1, column: 1), message))
            }
        }

        /// The `include:` entries: a path, or `{path:, relativePaths:, enable:}`; one or a list.
        static func includes(of node: YAMLNode) -> [(path: String, relativePaths: Bool, isEnabled: Bool, node: YAMLNode)] {
            guard let value = node["include"] else { return [] }
            return (value.sequence ?? [value]).compactMap { entry in
                if let path = entry.string { return (path, true, true, entry) }
                guard let path = entry["path"]?.string else { return nil }
                return (path, entry["relativePaths"]?.boolValue ?? true, entry["enable"]?.boolValue ?? true, entry)
            }
        }
    }

    /// The spec's path properties made absolute from the folder its file's paths start from: `configFiles`,
    /// `localPackages`, each package's `path`, and each target's and template's `sources` and `configFiles`.
    static func resolvingPaths(in spec: YAMLNode, from directory: String) -> YAMLNode {
        guard var entries = spec.mapping else { return spec }
        func resolve(_ node: YAMLNode) -> YAMLNode {
            var copy = node
            switch node.value {
            case .scalar(let text, let isPlain) where !node.isNull:
                copy.value = .scalar(ProjectPath.join(directory, text), isPlain: isPlain)
            case .sequence(let elements):
                copy.value = .sequence(elements.map { element in
                    if element.string != nil { return resolve(element) }
                    guard var fields = element.mapping, let path = element["path"] else { return element }
                    fields.set("path", resolve(path))
                    var resolved = element
                    resolved.value = .mapping(fields)
                    return resolved
                })
            case .mapping(let fields):
                copy.value = .mapping(fields.map { ($0.key, $0.value.string != nil ? resolve($0.value) : $0.value) })
            default:
                break
            }
            return copy
        }
        func resolveTargets(_ key: String) {
            guard let targets = entries.value(for: key), var targetEntries = targets.mapping else { return }
            for index in targetEntries.indices {
                guard var fields = targetEntries[index].value.mapping else { continue }
                for pathKey in targetPathKeys {
                    if let value = fields.value(for: pathKey) { fields.set(pathKey, resolve(value)) }
                }
                targetEntries[index].value.value = .mapping(fields)
            }
            var updated = targets
            updated.value = .mapping(targetEntries)
            entries.set(key, updated)
        }
        if let configFiles = entries.value(for: "configFiles") { entries.set("configFiles", resolve(configFiles)) }
        if let localPackages = entries.value(for: "localPackages") { entries.set("localPackages", resolve(localPackages)) }
        if let packages = entries.value(for: "packages"), var packageEntries = packages.mapping {
            for index in packageEntries.indices {
                guard var fields = packageEntries[index].value.mapping, let path = fields.value(for: "path") else { continue }
                fields.set("path", resolve(path))
                packageEntries[index].value.value = .mapping(fields)
            }
            var updated = packages
            updated.value = .mapping(packageEntries)
            entries.set("packages", updated)
        }
        resolveTargets("targets")
        resolveTargets("targetTemplates")
        var copy = spec
        copy.value = .mapping(entries)
        return copy
    }
}
