extension TuistReader {
    /// One glob of `sources:` or `resources:`, absolute, with its `excluding:` globs.
    struct Glob {
        var pattern: String
        var excluding: [String]
    }

    /// The files the globs of `sources:` or `resources:` match: a string, a list of strings and
    /// `.glob(_:excluding:)` calls, `.sourceFilesList(globs:)`, `.paths([...])` or `.resources([...])`; `nil` adds none. A folder
    /// reference is copied whole and adds no file.
    mutating func globbedFiles(_ value: Located?, target: String) -> [String] {
        guard let value else { return [] }
        var globs: [Glob] = []
        var pending = [bindings.resolve(value)]
        var steps = 0
        while let item = pending.popLast(), steps < 4096 {
            steps += 1
            let resolved = bindings.resolve(item)
            if let pattern = path(resolved) {
                globs.append(Glob(pattern: pattern, excluding: []))
                continue
            }
            // `nil` (an optional list of files left out): no files.
            if case .nilLiteral = resolved.expression.kind { continue }
            if case .arrayLiteral = resolved.expression.kind {
                pending += elements(resolved).reversed()
                continue
            }
            guard let call = Self.call(resolved.expression) else {
                report("the files of target '\(target)' ('\(text(of: resolved))') are computed; they are not read", at: resolved, .projectNotRead)
                continue
            }
            let located = { (expression: ExpressionSyntax) in resolved.with(expression) }
            switch call.name {
            case "glob":
                guard let patternArgument = argument("pattern", of: call.arguments) ?? call.arguments.first(where: { $0.label == nil })?.value,
                      let pattern = path(located(patternArgument)) else {
                    report("a glob of target '\(target)' ('\(text(of: resolved))') is computed; it is not read", at: resolved, .projectNotRead)
                    continue
                }
                let excluding = argument("excluding", of: call.arguments).map { elements(located($0)).compactMap { path($0) } } ?? []
                globs.append(Glob(pattern: pattern, excluding: excluding))
            case "sourceFilesList", "SourceFilesList", "paths", "resources", "ResourceFileElements":
                if let list = argument("globs", of: call.arguments) ?? argument("resources", of: call.arguments) ?? call.arguments.first?.value {
                    pending.append(located(list))
                }
            case "folderReference":
                continue
            default:
                report("the files of target '\(target)' ('\(text(of: resolved))') are computed; they are not read", at: resolved, .projectNotRead)
            }
        }
        var files = Set<String>()
        for glob in globs { files.formUnion(Self.expand(glob, listings: listings)) }
        return files.sorted()
    }

    /// The files a glob matches, hidden files left out.
    ///
    /// - Parameter listings: the folders listed earlier in the same reading: a manifest's targets often glob the
    ///   same folder (`Cork/**/*.swift`, `Cork/**/*.xcstrings`), and listing it and splitting its paths once per
    ///   glob was most of reading Cork's manifest.
    static func expand(_ glob: Glob, listings: FolderListings = FolderListings()) -> [String] {
        let components = glob.pattern.split(separator: "/").map(String.init)
        let prefixCount = components.firstIndex { GlobPattern($0).hasWildcards } ?? components.count
        let base = "/" + components.prefix(prefixCount).joined(separator: "/")
        guard prefixCount < components.count else { return ProjectPath.isFile(base) ? [base] : [] }
        let pattern = GlobPattern(components.dropFirst(prefixCount).joined(separator: "/"))
        let excluding = glob.excluding.map { GlobPattern(String($0.dropFirst())) }
        return listings.files(under: base).filter { file in
            guard pattern.matches(components: file.components) else { return false }
            return !excluding.contains { $0.matchesItselfOrAFolder(of: String(file.path.dropFirst())) }
        }.map(\.path)
    }

    /// The files under folders, each folder listed once, with each file's path relative to the folder split for
    /// `GlobPattern.matches(components:)`.
    final class FolderListings {
        private var listings: [String: [(path: String, components: [[UInt8]])]] = [:]
        /// The folders the repository walk listed, which are not listed again (Cork's and Black-Highlighter's globs
        /// listed 192 and 147 folders a second time).
        private let walk: IntentMetadataExtractor.FolderListings

        init(walk: IntentMetadataExtractor.FolderListings = .none) {
            self.walk = walk
        }

        /// `DirectoryListing.files(under:)` of `folder`, with the relative paths split.
        func files(under folder: String) -> [(path: String, components: [[UInt8]])] {
            if let listing = listings[folder] { return listing }
            let listing = DirectoryListing.files(under: folder, listings: walk).map { path in
                (path, GlobPattern.components(of: ProjectPath.relative(path, to: folder)))
            }
            listings[folder] = listing
            return listing
        }
    }
}
