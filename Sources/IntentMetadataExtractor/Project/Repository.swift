import Foundation

/// The projects and Swift packages under a folder, read into their targets.
///
/// `Repository.discover(at:configuration:)` walks the tree once (hidden folders, `build`, `DerivedData`, `Pods`,
/// `Carthage` and `node_modules` skipped) and asks each format of `Repository.formats` which projects a folder holds:
/// every `.xcodeproj`, every folder with a `Package.swift`, and so on; then it reads the local packages the projects
/// refer to. A folder with no project, and no `Package.swift` at its top, is not a repository: the caller reads it as
/// one module, as before.
///
/// ```swift
/// if let repository = Repository.discover(at: "/repo", configuration: nil) {
///     for target in repository.targets { print(target.name, target.platform) }
/// }
/// ```
package struct Repository: Sendable {
    /// The absolute folder that relative paths start from: the folder given, or the one holding the given project.
    package var rootDirectory: String
    /// Every target, projects first (sorted by path, targets in project order), then packages (sorted by path).
    package var targets: [ProjectTarget]
    /// Problems met reading projects, configuration files and manifests, sorted.
    package var diagnostics: [Diagnostic]
    /// The projects read (other than packages), as absolute paths.
    package var projectPaths: [String]
    /// The package folders read, as absolute paths.
    package var packagePaths: [String]

    /// The formats a repository is read in. A format is a `ProjectFormat`: add a reader there to read one more.
    package static let formats: [any ProjectFormat] = [XcodeProjectFormat(), SwiftPackageFormat()]

    /// Folders never searched for projects: build output and dependency managers' checkouts.
    static let skippedFolderNames: Set<String> = ["build", "Build", "DerivedData", "Pods", "Carthage", "node_modules", "checkouts"]
    /// How deep the search for projects goes.
    static let maximumSearchDepth = 8

    /// A project found, by the position of its format in `formats`.
    private struct FoundProject: Hashable {
        var format: Int
        var path: String
    }

    /// Finds and reads the projects and packages at a path.
    ///
    /// - Parameters:
    ///   - path: a folder, or a project of one of the formats (an `.xcodeproj`, a `Package.swift`); absolute or
    ///     relative to the current folder.
    ///   - configuration: the build configuration (`nil`: `Debug`).
    /// - Returns: the repository, or `nil` when the path is a plain folder of sources (or does not exist).
    package static func discover(at path: String, configuration: String?) -> Repository? {
        let formats = Self.formats
        let currentDirectory = FileManager.default.currentDirectoryPath
        let absolute = PathArithmetic.absolute(path, currentDirectory: currentDirectory)
        var found: [FoundProject] = []
        var isNamedProject = false
        let root: String
        if let named = formats.indices.lazy.compactMap({ index in formats[index].project(named: absolute).map { FoundProject(format: index, path: $0) } }).first {
            root = ProjectPath.parent(of: absolute)
            found = [named]
            isNamedProject = true
        } else if ProjectPath.isDirectory(absolute) {
            root = absolute
            search(absolute, depth: 0, formats: formats, found: &found)
            // A format like a package's counts only at the top: a tree of sources with a package inside is one module.
            let isRepository = found.contains { project in formats[project.format].makesRepositoryAnywhere || project.path == root }
            guard isRepository else { return nil }
        } else {
            return nil
        }
        // Projects in path order, then the packages: the local packages projects refer to join those found, and each is read once.
        let packageFormat = formats.firstIndex { $0.readsLocalPackages }
        let projects = found.filter { $0.format != packageFormat }.sorted { $0.path < $1.path }
        var repository = Repository(rootDirectory: root, targets: [], diagnostics: [], projectPaths: projects.map(\.path), packagePaths: [])
        var packageSet = Set(found.filter { $0.format == packageFormat }.map(\.path))
        for project in projects {
            let reading = formats[project.format].read(projectAt: project.path, configuration: configuration, rootDirectory: root)
            repository.targets += reading.targets
            repository.diagnostics += reading.diagnostics
            for packagePath in reading.localPackagePaths where ProjectPath.isFile(packagePath + "/Package.swift") {
                packageSet.insert(packagePath)
            }
        }
        repository.packagePaths = packageSet.sorted()
        if let packageFormat {
            for packagePath in repository.packagePaths {
                let reading = formats[packageFormat].read(projectAt: packagePath, configuration: configuration, rootDirectory: root)
                repository.targets += reading.targets
                repository.diagnostics += reading.diagnostics
            }
        }
        repository.diagnostics.sort()
        // A folder whose only projects are packages that declare no target (a Tuist workspace's root `Package.swift`,
        // which lists only dependencies, beside `Project.swift` files we do not read) stands for none of its sources:
        // it is read as a plain folder, as it would be without that manifest, rather than as nothing.
        if !isNamedProject, repository.projectPaths.isEmpty, repository.targets.isEmpty, repository.diagnostics.isEmpty { return nil }
        return repository
    }

    private static func search(_ directory: String, depth: Int, formats: [any ProjectFormat], found: inout [FoundProject]) {
        // Links to folders are not followed: a repository's projects live in it, and a link loop must end.
        guard depth <= maximumSearchDepth, let entries = FolderEntries.entries(of: directory, followingLinks: false) else { return }
        for (index, format) in formats.enumerated() {
            found += format.projects(in: directory, entries: entries).map { FoundProject(format: index, path: $0) }
        }
        for entry in entries where entry.isDirectory && !entry.name.hasPrefix(".") && !skippedFolderNames.contains(entry.name) {
            // Projects (`.xcodeproj`), bundles and other folders Xcode treats as one item are not searched inside.
            guard !DirectoryListing.opaqueFolderExtensions.contains(ProjectPath.pathExtension(entry.name)) else { continue }
            search(directory + "/" + entry.name, depth: depth + 1, formats: formats, found: &found)
        }
    }

    /// The name that tells a target apart from others of the same name: `Project/Target` (`Package/Target`).
    package func qualifiedName(of target: ProjectTarget) -> String {
        let container = ProjectPath.lastComponent(of: target.projectPath).replacingOccurrences(of: ".xcodeproj", with: "")
        return container + "/" + target.name
    }

    /// The path of a target's project or package relative to the root.
    package func relativeProjectPath(of target: ProjectTarget) -> String {
        ProjectPath.relative(target.projectPath, to: rootDirectory)
    }

    /// A path relative to the root.
    package func relativePath(_ absolute: String) -> String {
        ProjectPath.relative(absolute, to: rootDirectory)
    }

    /// The targets a `--target` value names: by name, or by `Project/Target` when names repeat.
    package func targets(named name: String) -> [ProjectTarget] {
        let exact = targets.filter { qualifiedName(of: $0) == name }
        return exact.isEmpty ? targets.filter { $0.name == name } : exact
    }
}
