extension PackageManifestReader {
    /// Where SwiftPM finds a target's files, and which files under that folder are the target's.
    ///
    /// The rules, as SwiftPM's package builder applies them (and as `Scripts/compare-package-targets.py` checks them
    /// against `swift package describe` on real packages):
    /// - a target's folder is its `path:` (relative to the package), else `<Sources>/<Name>`, where `<Sources>` is the
    ///   first of `Sources`, `Source`, `src` and `srcs` that exists in the package;
    /// - from tools version 5.9, a package with one regular target (any target but test and plugin targets) whose
    ///   `<Sources>/<Name>` does not exist keeps that target's files directly in `<Sources>`;
    /// - every file under the folder is the target's, hidden files and folders excepted, less the `exclude:` paths,
    ///   and only those under the `sources:` paths when given (both relative to the folder); asset catalogs, data
    ///   models, documentation catalogs, playgrounds and Xcode projects are not looked into;
    /// - a regular target with a `main.swift` is an executable, and a target without source files is left out;
    /// - the manifest (`Package.swift`, `Package@swift-*.swift`) is never a source, even for a target at `path: "."`.
    struct Layout {
        /// SwiftPM's source folders, in the order it looks for them.
        static let predefinedSourceFolders = ["Sources", "Source", "src", "srcs"]

        /// The package's folder, absolute.
        var packageDirectory: String
        /// The manifest's tools version.
        var toolsVersion: [Int]
        /// The number of targets declared other than test and plugin targets.
        var regularTargetCount: Int
        /// The folders the repository walk listed (`FolderListings`).
        var listings: FolderListings = .none

        /// The source folder the package uses: the first predefined folder that exists, else `Sources`.
        var sourceFolder: String {
            let candidates = Self.predefinedSourceFolders.map { ProjectPath.join(packageDirectory, $0) }
            return candidates.first(where: ProjectPath.isDirectory) ?? candidates[0]
        }

        /// The folder a target's files are in, when it exists.
        ///
        /// - Parameters:
        ///   - name: the target's name.
        ///   - path: its `path:` argument, when given.
        func folder(ofTarget name: String, path: String?) -> String? {
            let expected = expectedFolder(ofTarget: name, path: path)
            if ProjectPath.isDirectory(expected) { return expected }
            let isVersionWithSingleTargetLayout = !PackageManifestReader.isVersion(toolsVersion, below: [5, 9])
            if path == nil, isVersionWithSingleTargetLayout, regularTargetCount == 1, ProjectPath.isDirectory(sourceFolder) { return sourceFolder }
            return nil
        }

        /// The folder SwiftPM looks in first: `path:`, else `<Sources>/<Name>`.
        func expectedFolder(ofTarget name: String, path: String?) -> String {
            if let path { return ProjectPath.join(packageDirectory, path) }
            return ProjectPath.join(sourceFolder, name)
        }

        /// The target's Swift files and strings tables under its folder, sorted: entries the listing found not to be
        /// folders (so the target says its files are checked).
        ///
        /// - Parameters:
        ///   - folder: the target's folder.
        ///   - excluded: the `exclude:` paths, relative to the folder.
        ///   - sources: the `sources:` paths, relative to the folder; empty means all.
        /// `hasSources` is whether any source file of a language SwiftPM compiles is there: without one SwiftPM drops
        /// the target (with a warning of its own).
        func files(inTarget folder: String, excluding excluded: [String], sources: [String]) -> (sources: [String], resources: [String], hasSources: Bool) {
            let excludedSet = Set(excluded.map { ProjectPath.relative(ProjectPath.join(folder, $0), to: folder) })
            let includedSet = Set(sources.map { ProjectPath.relative(ProjectPath.join(folder, $0), to: folder) })
            var sourceFiles: [String] = []
            var resourceFiles: [String] = []
            var hasSources = false
            for path in DirectoryListing.files(under: folder, opaqueExtensions: DirectoryListing.swiftPackageOpaqueFolderExtensions, listings: listings) {
                let relative = ProjectPath.relative(path, to: folder)
                if XcodeProjectReader.isListed(relative, in: excludedSet) { continue }
                if !includedSet.isEmpty, !includedSet.contains("."), !XcodeProjectReader.isListed(relative, in: includedSet) { continue }
                if ProjectPath.parent(of: path) == packageDirectory, Self.isManifest(ProjectPath.lastComponent(of: path)) { continue }
                if !hasSources, Self.sourceExtensions.contains(ProjectPath.pathExtension(path)) { hasSources = true }
                if path.hasSuffix(".swift") {
                    sourceFiles.append(path)
                } else if ProjectPath.isLocalizationResource(path) {
                    resourceFiles.append(path)
                }
            }
            return (sourceFiles, resourceFiles, hasSources)
        }

        /// The extensions of the source files SwiftPM compiles: Swift, C, C++, Objective-C and assembly.
        static let sourceExtensions: Set<String> = ["swift", "c", "m", "mm", "cc", "cpp", "cxx", "c++", "s"]

        /// Whether a file name is a package manifest: `Package.swift` or a version-specific `Package@swift-6.0.swift`.
        static func isManifest(_ name: String) -> Bool {
            name == "Package.swift" || (name.hasPrefix("Package@swift") && name.hasSuffix(".swift"))
        }
    }
}
