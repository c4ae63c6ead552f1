/// A way apps describe their targets (an Xcode project, a Swift package, ...): one reader per format, each giving
/// the same target model, so that a repository reads every format alike.
///
/// `Repository.discover(at:configuration:)` walks a tree once and asks each format of `Repository.formats` which
/// projects a folder holds; each project found is read by its format into a `ProjectReading`. docs/Architecture.md
/// says how to add a format.
package protocol ProjectFormat: Sendable {
    /// The format's name, as `targets --format json` shows it: `xcodeproj`, `package`, ...
    var name: String { get }

    /// Whether a project of this format, found anywhere under a folder, makes the folder a repository. A Swift
    /// package does only when it is the folder itself: a tree of sources with a vendored package inside is still one
    /// module.
    var makesRepositoryAnywhere: Bool { get }

    /// Whether this is the format of the local packages other projects refer to (`ProjectReading.localPackagePaths`).
    /// Its projects are read after all others, each once, whether found in the tree or referred to.
    var readsLocalPackages: Bool { get }

    /// Whether a project of this format that the walk found, and that cannot be read, is skipped with a warning
    /// rather than stopping the command: a spec may be a template another tool copies before generating (XcodeGen,
    /// Tuist). A project named on the command line is always read, or an error.
    var skipsUnreadableProjectsFound: Bool { get }

    /// The project a path names when given on its own (`App.xcodeproj`, a `Package.swift`); `nil` when it is not one
    /// of this format.
    ///
    /// - Parameter path: an absolute, normalized path.
    /// - Returns: the project's path, as `read(projectAt:configuration:rootDirectory:)` takes it.
    func project(named path: String) -> String?

    /// The projects of this format in one folder of the walk, given its entries.
    ///
    /// - Parameters:
    ///   - directory: an absolute folder.
    ///   - entries: its entries, sorted by name.
    /// - Returns: the projects' paths, as `read(projectAt:configuration:rootDirectory:)` takes them.
    func projects(in directory: String, entries: [FolderEntries.Entry]) -> [String]

    /// Reads one project into its targets.
    ///
    /// - Parameters:
    ///   - path: a path `project(named:)` or `projects(in:entries:)` gave.
    ///   - configuration: the build configuration (`nil`: `Debug`).
    ///   - rootDirectory: the absolute folder diagnostics' paths are relative to.
    ///   - compilerVersion: the compiler version a manifest's `#if compiler(...)` is evaluated with, and that chooses a
    ///     package's version-specific manifest.
    ///   - listings: the folders the walk listed, which say that many files exist without a `stat` of each.
    /// - Returns: the targets, the local packages the project refers to, and what could not be read.
    func read(projectAt path: String, configuration: String?, rootDirectory: String, compilerVersion: [Int], listings: FolderListings) -> ProjectReading
}

extension ProjectFormat {
    package var readsLocalPackages: Bool { false }
    package var skipsUnreadableProjectsFound: Bool { false }
}

/// One project read by its format.
package struct ProjectReading: Sendable {
    /// The project's path: the `.xcodeproj`, the package's folder, the spec or manifest file.
    package var path: String
    /// Its targets, test targets excluded, in the project's order.
    package var targets: [ProjectTarget]
    /// Absolute folders of the local Swift packages it refers to.
    package var localPackagePaths: [String]
    /// Problems met; an error means nothing of the project is used.
    package var diagnostics: [Diagnostic]
    /// Other files of the same format this project includes (XcodeGen's `include:`), absolute: when the walk finds one
    /// of them too, it is part of this project, not a project of its own.
    package var includedPaths: [String]

    /// Creates a reading.
    package init(path: String, targets: [ProjectTarget] = [], localPackagePaths: [String] = [], diagnostics: [Diagnostic] = [], includedPaths: [String] = []) {
        self.path = path
        self.targets = targets
        self.localPackagePaths = localPackagePaths
        self.diagnostics = diagnostics
        self.includedPaths = includedPaths
    }
}
