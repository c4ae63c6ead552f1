#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
    /// The files read while the projects were read (see `FileReadAhead`), which an extraction of the targets starts
    /// from; `nil` when nothing was read ahead.
    package var filesReadAhead: FileReadCache? = nil

    /// The formats a repository is read in. A format is a `ProjectFormat`: add a reader there to read one more.
    package static let formats: [any ProjectFormat] = [XcodeProjectFormat(), XcodeGenFormat(), TuistFormat(), SwiftPackageFormat()]

    /// Folders never searched for projects: build output and dependency managers' checkouts.
    static let skippedFolderNames: Set<String> = ["build", "Build", "DerivedData", "Pods", "Carthage", "node_modules", "checkouts"]
    /// Whether a walk of the repository passes over a folder of this name: a hidden one, or one of `skippedFolderNames`.
    static func skipsFolder(named name: String) -> Bool {
        name.hasPrefix(".") || skippedFolderNames.contains(name)
    }
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
    ///   - compilerVersion: the compiler version manifests are read with.
    /// - Returns: the repository, or `nil` when the path is a plain folder of sources (or does not exist).
    package static func discover(at path: String, configuration: String?, compilerVersion: [Int] = ExtractionConfiguration.defaultCompilerVersion) -> Repository? {
        discovery(at: path, configuration: configuration, compilerVersion: compilerVersion).repository
    }

    /// What ``discover(at:configuration:compilerVersion:)`` finds at a path, and the projects and packages its walk
    /// met on the way.
    package struct Discovery: Sendable {
        /// The repository, or `nil` when the path is read as a plain folder of sources (or does not exist).
        package var repository: Repository?
        /// The projects and packages found, as paths relative to the folder searched (a package as its
        /// `Package.swift`), sorted; the project named when the path names one. Beside a `nil` repository, they are
        /// what a message names: projects that give no target make no repository.
        package var projectsFound: [String]
    }

    /// ``discover(at:configuration:compilerVersion:)`` and the projects found, from one walk of the tree.
    ///
    /// With `readAhead`, the Swift files the walk lists are read into that cache on another thread while the projects
    /// are read (`FileReadAhead`), and the repository keeps it as `filesReadAhead`: for a caller about to extract the
    /// targets, not one that only lists them.
    package static func discovery(
        at path: String, configuration: String?, compilerVersion: [Int] = ExtractionConfiguration.defaultCompilerVersion, readAhead: FileReadCache? = nil
    ) -> Discovery {
        let formats = Self.formats
        let currentDirectory = FileManager.default.currentDirectoryPath
        let absolute = PathArithmetic.absolute(path, currentDirectory: currentDirectory)
        var found: [FoundProject] = []
        var isNamedProject = false
        let root: String
        let listings: FolderListings
        if let named = formats.indices.lazy.compactMap({ index in formats[index].project(named: absolute).map { FoundProject(format: index, path: $0) } }).first {
            root = ProjectPath.parent(of: absolute)
            found = [named]
            isNamedProject = true
            listings = .none
        } else if ProjectPath.isDirectory(absolute), let walk = projectsOfRepository(at: absolute) {
            root = absolute
            found = walk.projects
            listings = walk.listings
        } else {
            return Discovery(repository: nil, projectsFound: [])
        }
        // A package is found as its folder; its manifest is what a reader looks for.
        let projectsFound = found.map { ProjectPath.relative(formats[$0.format].readsLocalPackages ? $0.path + "/Package.swift" : $0.path, to: root) }.sorted()
        // Projects in path order, then the packages: the local packages projects refer to join those found, and each is read once.
        let packageFormat = formats.firstIndex { $0.readsLocalPackages }
        let projects = found.filter { $0.format != packageFormat }.sorted { $0.path < $1.path }
        var repository = Repository(rootDirectory: root, targets: [], diagnostics: [], projectPaths: projects.map(\.path), packagePaths: [])
        let reading = readAhead.map { cache in FileReadAhead.start({ listings.swiftFiles() }, into: cache) }
        defer { reading?.stop() }
        repository.filesReadAhead = readAhead
        var packageSet = Set(found.filter { $0.format == packageFormat }.map(\.path))
        var readings: [(project: FoundProject, reading: ProjectReading)] = []
        // Each project is read on its own (on every core; in path order, as the results are joined): ruuvi-station's
        // 24 projects and packages, or a Tuist repository's manifest per module, were read one after another.
        let read: @Sendable (Int, String) -> ProjectReading = { format, path in
            formats[format].read(projectAt: path, configuration: configuration, rootDirectory: root, compilerVersion: compilerVersion, listings: listings)
        }
        for (project, projectReading) in zip(projects, concurrentMap(projects) { read($0.format, $0.path) }) {
            var reading = projectReading
            if !isNamedProject, formats[project.format].skipsUnreadableProjectsFound, reading.diagnostics.contains(where: { $0.severity == .error }) {
                reading = skipped(reading, rootDirectory: root)
                repository.projectPaths.removeAll { $0 == project.path }
            }
            readings.append((project, reading))
        }
        // A spec that another spec (one that could be read) includes is read as part of that spec.
        var includedByOthers = Set<String>()
        for (project, reading) in readings where !reading.diagnostics.contains(where: { $0.severity == .error }) {
            includedByOthers.formUnion(reading.includedPaths.filter { $0 != project.path })
        }
        for (project, reading) in readings {
            if includedByOthers.contains(project.path) {
                repository.projectPaths.removeAll { $0 == project.path }
                continue
            }
            repository.targets += reading.targets
            repository.diagnostics += reading.diagnostics
            for packagePath in reading.localPackagePaths where ProjectPath.isFile(packagePath + "/Package.swift") {
                packageSet.insert(packagePath)
            }
        }
        repository.packagePaths = packageSet.sorted()
        if let packageFormat {
            for reading in concurrentMap(repository.packagePaths, { read(packageFormat, $0) }) {
                repository.targets += reading.targets
                repository.diagnostics += reading.diagnostics
            }
        }
        repository.diagnostics.sort()
        // A folder whose projects give no target (a Tuist workspace's root `Package.swift`, which lists only
        // dependencies, beside manifests that make every target in code; specs that are templates of another tool)
        // stands for none of its sources: it is read as a plain folder, as it would be without them, rather than as
        // nothing. A project that cannot be read still stops the command.
        if !isNamedProject, repository.targets.isEmpty, !repository.diagnostics.contains(where: { $0.severity == .error }) {
            return Discovery(repository: nil, projectsFound: projectsFound)
        }
        return Discovery(repository: repository, projectsFound: projectsFound)
    }

    /// The projects and packages under a folder, and the folders listed to find them; `nil` when they do not make it
    /// a repository: a format like a package's counts only at the top, so a tree of sources with a package inside is
    /// one module.
    private static func projectsOfRepository(at folder: String) -> (projects: [FoundProject], listings: FolderListings)? {
        let (found, listings) = search(folder, formats: formats)
        return found.contains { formats[$0.format].makesRepositoryAnywhere || $0.path == folder } ? (found, FolderListings(listings)) : nil
    }

    /// A project the walk found that cannot be read: its errors become warnings saying it is skipped, and it has no target.
    private static func skipped(_ reading: ProjectReading, rootDirectory: String) -> ProjectReading {
        var copy = reading
        copy.targets = []
        copy.localPackagePaths = []
        copy.diagnostics = reading.diagnostics.map { diagnostic in
            guard diagnostic.severity == .error else { return diagnostic }
            var warning = diagnostic
            warning.severity = .warning
            let project = ProjectPath.relative(reading.path, to: rootDirectory)
            warning.notes.append(Diagnostic.Note(location: diagnostic.location, message: "'\(project)' was found in the tree and cannot be read; it is skipped. Name it on the command line to read it"))
            return warning
        }
        return copy
    }

    /// One folder the walk listed: its entries, the projects in it, and the folders below it to search.
    private struct ListedFolder: Sendable {
        var entries: [FolderEntries.Entry]
        var found: [FoundProject]
        var subfolders: [String]
    }

    /// The projects under `root`, in the order a depth-first walk meets them (each folder's entries by the bytes of
    /// their names), and the listing of every folder searched.
    ///
    /// Folders are listed on every core, each thread taking the next folder found and not listed: listing is most of
    /// the walk (the kernel's `getdents64` and one `String` per entry), and done one folder after another it was about
    /// 8% of a run's samples over the corpus apps, on the main thread while the other core waited; listed one depth at
    /// a time, each depth waited for its slowest folder. The depth-first order is put back from the listings, so what
    /// is found does not depend on the threads.
    private static func search(_ root: String, formats: [any ProjectFormat]) -> (found: [FoundProject], listings: [String: [FolderEntries.Entry]]) {
        let listings = Listings()
        SharedLoop.run(growing: [(path: root, depth: 0)]) { folder in
            guard let listed = list(folder.path, formats: formats) else { return [] }
            listings.keep(listed, for: folder.path)
            // The folders of the deepest depth searched are listed, not searched inside.
            guard folder.depth < maximumSearchDepth else { return [] }
            return listed.subfolders.map { (path: $0, depth: folder.depth + 1) }
        }
        let listed = listings.folders
        var found: [FoundProject] = []
        var pending = [root]
        while let directory = pending.popLast() {
            guard let folder = listed[directory] else { continue }
            found += folder.found
            pending += folder.subfolders.reversed()
        }
        return (found, listed.mapValues(\.entries))
    }

    /// The folders the walk listed, by path, kept from every thread.
    private final class Listings: @unchecked Sendable {
        private let lock = Lock()
        private var listed: [String: ListedFolder] = [:]

        func keep(_ folder: ListedFolder, for path: String) {
            lock.lock()
            listed[path] = folder
            lock.unlock()
        }

        /// Every folder kept; read once the walk is done.
        var folders: [String: ListedFolder] {
            lock.lock()
            defer { lock.unlock() }
            return listed
        }
    }

    /// Lists one folder of the walk: `nil` when it cannot be opened.
    private static func list(_ directory: String, formats: [any ProjectFormat]) -> ListedFolder? {
        // Links to folders are not followed: a repository's projects live in it, and a link loop must end.
        guard let entries = FolderEntries.entries(of: directory, followingLinks: false) else { return nil }
        var found: [FoundProject] = []
        for (index, format) in formats.enumerated() {
            found += format.projects(in: directory, entries: entries).map { FoundProject(format: index, path: $0) }
        }
        var subfolders: [String] = []
        for entry in entries where entry.isDirectory && !skipsFolder(named: entry.name) {
            // Projects (`.xcodeproj`), bundles and other folders Xcode treats as one item are not searched inside.
            guard !DirectoryListing.opaqueFolderExtensions.contains(ProjectPath.pathExtension(entry.name)) else { continue }
            subfolders.append(directory + "/" + entry.name)
        }
        return ListedFolder(entries: entries, found: found, subfolders: subfolders)
    }

    /// The name that tells a target apart from every other: its project's path relative to the root, a colon, and its
    /// name (`Chapter02/MyMood/MyMood.xcodeproj:MyMood`, `Packages/ShelfKit:ShelfKit`); `--target` takes it.
    package func qualifiedName(of target: ProjectTarget) -> String {
        relativeProjectPath(of: target) + ":" + target.name
    }

    /// The short name of the projects before qualified names: `Project/Target`, still accepted by `--target`.
    func shortQualifiedName(of target: ProjectTarget) -> String {
        ProjectPath.lastComponent(of: target.projectPath).replacingEvery(".xcodeproj", with: "") + "/" + target.name
    }

    /// Whether another target of the repository has the same name.
    package func hasNameOfAnother(_ target: ProjectTarget) -> Bool {
        targets.contains { $0.name == target.name && $0.projectPath != target.projectPath }
    }

    /// The name to show for a target: its name, or its qualified name when another target has the same name.
    package func displayName(of target: ProjectTarget) -> String {
        hasNameOfAnother(target) ? qualifiedName(of: target) : target.name
    }

    /// The file name a target's bundle is written to by `extract --all-targets`: `<Target>.intentmetadata.json`, or,
    /// when another target has the same name, its project's relative path with `/` as `-` before it
    /// (`Chapter02-MyMood-MyMood.xcodeproj-MyMood.intentmetadata.json`).
    package func bundleFileName(of target: ProjectTarget) -> String {
        guard hasNameOfAnother(target) else { return target.name + ".intentmetadata.json" }
        return relativeProjectPath(of: target).replacingEvery("/", with: "-") + "-" + target.name + ".intentmetadata.json"
    }

    /// The path of a target's project or package relative to the root.
    package func relativeProjectPath(of target: ProjectTarget) -> String {
        ProjectPath.relative(target.projectPath, to: rootDirectory)
    }

    /// A path relative to the root.
    package func relativePath(_ absolute: String) -> String {
        ProjectPath.relative(absolute, to: rootDirectory)
    }

    /// The targets a `--target` value names: a qualified name (`Path/To/App.xcodeproj:App`), the short form
    /// `Project/Target`, or a name.
    package func targets(named name: String) -> [ProjectTarget] {
        let qualified = targets.filter { qualifiedName(of: $0) == name }
        if !qualified.isEmpty { return qualified }
        let short = targets.filter { shortQualifiedName(of: $0) == name }
        return short.isEmpty ? targets.filter { $0.name == name } : short
    }
}
