import Foundation

/// The Xcode projects and Swift packages under a folder, read into their targets.
///
/// `Repository.discover(at:configuration:)` finds every `.xcodeproj` in the tree (hidden folders, `build`,
/// `DerivedData`, `Pods`, `Carthage` and `node_modules` skipped), every folder with a `Package.swift`, and the local
/// packages the projects refer to. A folder with neither a project nor a `Package.swift` at its top is not a
/// repository: the caller reads it as one module, as before.
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
    /// The projects read, as absolute paths.
    package var projectPaths: [String]
    /// The package folders read, as absolute paths.
    package var packagePaths: [String]

    /// Folders never searched for projects: build output and dependency managers' checkouts.
    static let skippedFolderNames: Set<String> = ["build", "Build", "DerivedData", "Pods", "Carthage", "node_modules", "checkouts"]
    /// How deep the search for projects goes.
    static let maximumSearchDepth = 8

    /// Finds and reads the projects and packages at a path.
    ///
    /// - Parameters:
    ///   - path: a folder, an `.xcodeproj`, or a `Package.swift`; absolute or relative to the current folder.
    ///   - configuration: the build configuration (`nil`: `Debug`).
    /// - Returns: the repository, or `nil` when the path is a plain folder of sources (or does not exist).
    package static func discover(at path: String, configuration: String?) -> Repository? {
        let currentDirectory = FileManager.default.currentDirectoryPath
        let absolute = PathArithmetic.absolute(path, currentDirectory: currentDirectory)
        var projects: [String] = []
        var packages: [String] = []
        let root: String
        if absolute.hasSuffix(".xcodeproj"), ProjectPath.isDirectory(absolute) {
            root = ProjectPath.parent(of: absolute)
            projects = [absolute]
        } else if ProjectPath.lastComponent(of: absolute) == "Package.swift", ProjectPath.isFile(absolute) {
            root = ProjectPath.parent(of: absolute)
            packages = [root]
        } else if ProjectPath.isDirectory(absolute) {
            root = absolute
            search(absolute, depth: 0, projects: &projects, packages: &packages)
            guard !projects.isEmpty || packages.contains(root) else { return nil }
        } else {
            return nil
        }
        var repository = Repository(rootDirectory: root, targets: [], diagnostics: [], projectPaths: projects.sorted(), packagePaths: [])
        var packageSet = Set(packages)
        for projectPath in repository.projectPaths {
            let project = XcodeProjectReader.read(projectAt: projectPath, configuration: configuration, rootDirectory: root)
            repository.targets += project.targets
            repository.diagnostics += project.diagnostics
            for packagePath in project.localPackagePaths where ProjectPath.isFile(packagePath + "/Package.swift") {
                packageSet.insert(packagePath)
            }
        }
        repository.packagePaths = packageSet.sorted()
        for packagePath in repository.packagePaths {
            let package = PackageManifestReader.read(packageAt: packagePath, rootDirectory: root)
            repository.targets += package.targets
            repository.diagnostics += package.diagnostics
        }
        repository.diagnostics.sort()
        return repository
    }

    private static func search(_ directory: String, depth: Int, projects: inout [String], packages: inout [String]) {
        // Links to folders are not followed: a repository's projects live in it, and a link loop must end.
        guard depth <= maximumSearchDepth, let entries = FolderEntries.entries(of: directory, followingLinks: false) else { return }
        if entries.contains(where: { $0.name == "Package.swift" }), ProjectPath.isFile(directory + "/Package.swift") { packages.append(directory) }
        for entry in entries where entry.isDirectory && !entry.name.hasPrefix(".") && !skippedFolderNames.contains(entry.name) {
            let child = directory + "/" + entry.name
            if entry.name.hasSuffix(".xcodeproj") {
                projects.append(child)
            } else if !DirectoryListing.opaqueFolderExtensions.contains(ProjectPath.pathExtension(entry.name)) {
                search(child, depth: depth + 1, projects: &projects, packages: &packages)
            }
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
