import IntentMetadata

/// App Intents code that none of a repository's targets compiles, when none of them has any.
///
/// A repository whose projects were found and read, but whose App Intents code is built by a project the walk does
/// not find (an XcodeGen spec named `mail-project.yml`, which only `xcodegen --spec` reads; a project generated and
/// not committed), would otherwise be checked without a word: every target extracts to an empty bundle, and the
/// App Intents code is never read. So when no target has App Intents code, the Swift files outside every target are
/// searched for App Intents names, as selection searches a target's files, and those that name one are reported.
extension Repository {
    /// How many of the files found are named in notes; the message gives the count of all.
    static let filesNamedOutsideTargets = 5

    /// A `project-sources-outside-targets` warning when none of `extractions` has App Intents code and Swift files of
    /// the repository that no target compiles name App Intents; `nil` otherwise.
    ///
    /// Only run when every bundle is empty, so a repository whose App Intents code was found reads nothing more.
    /// The files are those under the root, hidden folders and `skippedFolderNames` left out and links not followed, as
    /// in the search for projects but at any depth. Paths are relative to the root, as the repository's diagnostics.
    package func appIntentsOutsideTargets(_ extractions: [TargetExtraction]) -> Diagnostic? {
        guard extractions.allSatisfy({ Self.hasNoAppIntents($0.result.bundle) }) else { return nil }
        let compiled = Set(targets.flatMap(\.sourceFiles))
        let outside = Self.swiftFiles(under: rootDirectory).filter { !compiled.contains($0) }
        guard !outside.isEmpty else { return nil }
        let search = IdentifierSearch(words: RelevantFileSelection.frameworkNames)
        // Each file with the place of its first App Intents name, or `nil`.
        let found: [SourceLocation?] = concurrentMap(outside) { path in
            guard let bytes = SourceTree.contents(ofFileAt: path) else { return nil }
            let file = SourceFile(path: relativePath(path), bytes: bytes)
            var first: Int?
            _ = bytes.withUnsafeBufferPointer { buffer in
                search.firstOccurrence(in: buffer) { start, _ in
                    first = min(first ?? start, start)
                    return false
                }
            }
            return first.map { file.location(at: $0) }
        }
        let places = found.compactMap { $0 }
        guard let place = places.first else { return nil }
        let count = places.count == 1 ? "a Swift file names" : "\(places.count) Swift files name"
        var notes = places.prefix(Self.filesNamedOutsideTargets).map { Diagnostic.Note(location: $0, message: "names App Intents; no target compiles it") }
        notes.append(Diagnostic.Note(
            location: place,
            message: "if a project builds these files (an XcodeGen spec with another name than 'project.yml', a project generated and not committed), "
                + "name it on the command line; or check their folder as one module ('intent-metadata check <folder>')"
        ))
        return Diagnostic(
            .projectSourcesOutsideTargets, at: place,
            "\(count) App Intents, and no target of the projects read compiles \(places.count == 1 ? "it" : "them"): the targets have no App Intents code, so nothing was checked",
            notes: notes
        )
    }

    /// Whether a bundle holds nothing App Intents code makes.
    static func hasNoAppIntents(_ bundle: IntentMetadataBundle) -> Bool {
        bundle.actions.isEmpty && bundle.entities.isEmpty && bundle.enums.isEmpty && bundle.queries.isEmpty && bundle.shortcuts == nil
            && bundle.packages.isEmpty && bundle.legacyIntents.isEmpty
    }

    /// The absolute paths of the Swift files under `root`, sorted, hidden folders and `skippedFolderNames` left out and
    /// links not followed (so that a link to a parent cannot make the walk endless).
    static func swiftFiles(under root: String) -> [String] {
        var files: [String] = []
        var folders = [root]
        while let folder = folders.popLast() {
            guard let entries = FolderEntries.entries(of: folder, followingLinks: false) else { continue }
            for entry in entries {
                let path = folder.hasSuffix("/") ? folder + entry.name : folder + "/" + entry.name
                if entry.isDirectory {
                    if !skipsFolder(named: entry.name) { folders.append(path) }
                } else if !entry.name.hasPrefix("."), entry.name.hasSuffix(".swift") {
                    files.append(path)
                }
            }
        }
        return files.sorted()
    }
}
