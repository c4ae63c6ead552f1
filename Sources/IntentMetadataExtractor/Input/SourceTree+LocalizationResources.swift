import Foundation

extension SourceTree {
    /// The strings tables and string catalogs found under the tree's paths, read into memory.
    package struct LocalizationResourceFiles: Sendable {
        /// `<locale>.lproj/<Table>.strings` files and `<Table>.xcstrings` catalogs, sorted by path, with paths
        /// relative to the root directory given.
        package var files: [SourceFile]
        /// For each relative path, the path as the user would write it (the given folder joined with the rest).
        package var displayPaths: [String: String]
        /// Files that could not be read (`file-unreadable`).
        package var diagnostics: [Diagnostic]
    }

    /// Finds and reads the localization resources under the tree's folders, and any given directly.
    ///
    /// Hidden folders (`.build`, `.git`) are skipped as for Swift files, and so are prebuilt `.framework`,
    /// `.xcframework` and `.bundle` folders, whose tables are not the module's. Symbolic links to folders are not
    /// followed, so a link loop cannot make the search endless.
    ///
    /// ```swift
    /// let tree = try SourceTree(paths: ["Sources/Books"]).read()
    /// let resources = SourceTree(paths: ["Sources/Books"]).readLocalizationResources(relativeTo: tree.rootDirectory)
    /// let result = pipeline.run(tree.files, resources: resources.files)
    /// ```
    ///
    /// - Parameter rootDirectory: The absolute folder paths are made relative to, normally
    ///   ``Contents/rootDirectory`` of the same tree's Swift files.
    /// - Returns: The files, their display paths, and diagnostics for those that could not be read. A path that
    ///   does not exist is skipped; ``read()`` reports it.
    package func readLocalizationResources(relativeTo rootDirectory: String) -> LocalizationResourceFiles {
        let currentDirectory = FileManager.default.currentDirectoryPath
        let kinds = concurrentMap(paths) { path in Self.kind(of: PathArithmetic.absolute(path, currentDirectory: currentDirectory)) }
        return readLocalizationResources(isFolder: kinds.map(\.isDirectory), relativeTo: rootDirectory)
    }

    /// The strings tables and catalogs of the same paths as `contents`, which ``read()`` returned: like
    /// ``readLocalizationResources(relativeTo:)`` without looking up each given path again.
    package func readLocalizationResources(besides contents: Contents) -> LocalizationResourceFiles {
        readLocalizationResources(isFolder: paths.map { contents.givenPathIsFolder[$0] }, relativeTo: contents.rootDirectory)
    }

    /// - Parameter isFolder: for each given path, whether it is a folder; `nil` for a path that does not exist.
    private func readLocalizationResources(isFolder: [Bool?], relativeTo rootDirectory: String) -> LocalizationResourceFiles {
        let currentDirectory = FileManager.default.currentDirectoryPath
        var found: [(absolute: String, display: String)] = []
        for (path, isFolder) in zip(paths, isFolder) {
            guard let isDirectory = isFolder else { continue }
            // Only folders and names that can be resources need their absolute path.
            guard isDirectory || path.utf8.last == UInt8(ascii: "s") else { continue }
            let absolute = PathArithmetic.absolute(path, currentDirectory: currentDirectory)
            guard isDirectory else {
                if LocalizationResources.isResourcePath(absolute) { found.append((absolute, path)) }
                continue
            }
            guard let enumerator = FileManager.default.enumerator(atPath: absolute) else { continue }
            while let subpath = enumerator.nextObject() as? String {
                let name = PathArithmetic.lastComponent(of: subpath)
                if name.hasPrefix(".") || LocalizationResources.isPrebuiltBundleName(name[...]) {
                    enumerator.skipDescendants()
                    continue
                }
                if LocalizationResources.isResourcePath(subpath) {
                    found.append((PathArithmetic.join(absolute, subpath), PathArithmetic.join(path, subpath)))
                }
            }
        }
        var files: [SourceFile] = []
        var displayPaths: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        var seen: Set<String> = []
        for item in found.sorted(by: { $0.absolute < $1.absolute }) where seen.insert(item.absolute).inserted {
            var relative = PathArithmetic.relativePath(of: item.absolute, from: rootDirectory)
            if relative.isEmpty { relative = PathArithmetic.lastComponent(of: item.absolute) }
            displayPaths[relative] = item.display
            guard let data = FileManager.default.contents(atPath: item.absolute) else {
                let location = SourceLocation(file: relative, line: 1, column: 1)
                diagnostics.append(Diagnostic(.fileUnreadable, at: location, "file could not be read: permission denied or not a regular file"))
                continue
            }
            files.append(SourceFile(path: relative, bytes: Array(data)))
        }
        return LocalizationResourceFiles(files: files, displayPaths: displayPaths, diagnostics: diagnostics)
    }
}
