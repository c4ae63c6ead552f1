#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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

    /// The strings tables and string catalogs found under the tree's paths, not yet read: a project target's, whose
    /// tables other than those every localized module reads are read only when its App Intents code uses them.
    package struct FoundLocalizationResources: Sendable {
        /// Each file once, in absolute-path order, with its path relative to the root directory.
        fileprivate var candidates: [Candidate]
        fileprivate var readCache: FileReadCache?

        /// Whether no file was found.
        package var isEmpty: Bool { candidates.isEmpty }

        /// Reads the files whose table (`LocalizationResources.tableName(ofResourceAt:)` of their relative path)
        /// `isWanted` says yes to; a file that gives no table is read when `isWanted` is `nil` only.
        ///
        /// - Parameter isWanted: Which tables to read; `nil` reads every file.
        /// - Returns: The files read, in absolute-path order, their display paths, and diagnostics for those that could
        ///   not be read.
        package func read(tables isWanted: ((String) -> Bool)? = nil) -> LocalizationResourceFiles {
            let chosen = isWanted.map { isWanted in
                candidates.filter { LocalizationResources.tableName(ofResourceAt: $0.relative).map(isWanted) ?? false }
            } ?? candidates
            var files: [SourceFile] = []
            var displayPaths: [String: String] = [:]
            var diagnostics: [Diagnostic] = []
            for (candidate, reading) in SourceTree.readConcurrently(chosen, cache: readCache) {
                displayPaths[candidate.relative] = candidate.display
                switch reading {
                case .opened(_, .success(let file?)):
                    files.append(file)
                case .opened(_, .success(nil)), .opened(_, .failure), .unreadable:
                    let location = SourceLocation(file: candidate.relative, line: 1, column: 1)
                    diagnostics.append(Diagnostic(.fileUnreadable, at: location, "file could not be read: permission denied or not a regular file"))
                }
            }
            return LocalizationResourceFiles(files: files, displayPaths: displayPaths, diagnostics: diagnostics)
        }
    }

    /// Finds and reads the localization resources under the tree's folders, and any given directly.
    ///
    /// The folders are searched by the same walk as Swift files, with the same rules: hidden folders (`.build`,
    /// `.git`) are skipped, a folder reached twice through symbolic links is searched once, and tables inside
    /// prebuilt `.framework`, `.xcframework` and `.bundle` folders are not the module's.
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
        findLocalizationResources(relativeTo: rootDirectory).read()
    }

    /// Finds the localization resources under the tree's folders, and any given directly, as
    /// ``readLocalizationResources(relativeTo:)`` does, without reading them.
    package func findLocalizationResources(relativeTo rootDirectory: String) -> FoundLocalizationResources {
        let kinds = givenPathKinds()
        var walk = Walk(rootDirectory: rootDirectory)
        for (path, kind) in zip(paths, kinds) {
            guard let isDirectory = kind.isDirectory else { continue }
            if isDirectory {
                walk.searchDirectory(absolute: kind.absolute, relative: PathArithmetic.relativePath(of: kind.absolute, from: rootDirectory), display: path)
            } else if LocalizationResources.isResourcePath(kind.absolute) {
                walk.resources.append((kind.absolute, path))
            }
        }
        return found(walk.resources, relativeTo: rootDirectory)
    }

    /// The strings tables and catalogs the walk of ``read()`` met, read: like ``readLocalizationResources(relativeTo:)``
    /// without walking the folders again.
    package func readLocalizationResources(besides contents: Contents) -> LocalizationResourceFiles {
        found(contents.localizationResources, relativeTo: contents.rootDirectory).read()
    }

    /// The found files, in absolute-path order, each once, with paths relative to `rootDirectory`; they are read on
    /// both cores and straight into arrays, as Swift files are (an app's tables in sixty languages can be most of the
    /// bytes a run reads).
    private func found(_ found: [(absolute: String, display: String)], relativeTo rootDirectory: String) -> FoundLocalizationResources {
        var candidates: [Candidate] = []
        var seen: Set<String> = []
        for item in found.sorted(by: { $0.absolute < $1.absolute }) where seen.insert(item.absolute).inserted {
            var relative = PathArithmetic.relativePath(of: item.absolute, from: rootDirectory)
            if relative.isEmpty { relative = PathArithmetic.lastComponent(of: item.absolute) }
            candidates.append(Candidate(absolute: item.absolute, relative: relative, display: item.display, isExplicit: true))
        }
        return FoundLocalizationResources(candidates: candidates, readCache: readCache)
    }
}
