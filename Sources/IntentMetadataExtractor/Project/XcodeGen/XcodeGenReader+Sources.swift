extension XcodeGenReader {
    /// What XcodeGen does with a file: compile it, copy it as a resource, or neither.
    enum BuildPhase {
        case sources, resources, other

        /// A `buildPhase:` value: `sources`, `resources`, `headers`, `none`, `{copyFiles: ...}`.
        init(_ node: YAMLNode) {
            switch node.string {
            case "sources": self = .sources
            case "resources": self = .resources
            default: self = .other
            }
        }
    }

    /// How a source path is added: `group` (its files one by one), `folder` (a folder reference, copied whole),
    /// `syncedFolder` (an Xcode 16 synchronized folder) or `file`.
    enum SourceType: String {
        case group, folder, syncedFolder, file
    }

    /// The extensions XcodeGen compiles by default (`FileType.defaultFileTypes`); any other extension is a resource,
    /// unless it is one of `noBuildPhaseExtensions`.
    static let compiledExtensions: Set<String> = [
        "swift", "gyb", "m", "mm", "cpp", "cp", "cxx", "c", "cc", "s", "xcdatamodeld", "xcmappingmodel", "intentdefinition", "metal", "mlmodel",
        "mlpackage", "rcproject", "iig", "docc",
    ]
    static let noBuildPhaseExtensions: Set<String> = [
        "h", "hh", "hpp", "ipp", "tpp", "hxx", "def", "framework", "xpc", "appex", "xcconfig", "entitlements", "gpx", "lproj", "xcfilelist", "apns",
        "pch", "xctestplan",
    ]
    /// Files XcodeGen leaves out of every source folder.
    static let excludedNames: Set<String> = [".DS_Store"]

    /// The target's Swift and intent definition files, and its strings tables, as absolute paths, sorted.
    mutating func sourceFiles(of target: YAMLNode, name: String) -> (sources: [String], resources: [String]) {
        var files = TargetFiles()
        let sources: [YAMLNode]
        if let single = target["sources"], single.string != nil { sources = [single] } else { sources = target["sources"]?.sequence ?? [] }
        let fileTypes = spec.root["options"]?["fileTypes"]
        for source in sources {
            guard let path = source.string ?? source["path"]?.string else { continue }
            let written = ProjectPath.join(spec.directory, path)
            let absolute = ProjectPath.existingIgnoringCase(written) ?? written
            let kind = SourceTree.kind(of: absolute)
            guard let isDirectory = kind.isDirectory else {
                if source["optional"]?.boolValue != true, reportedMissing.insert(absolute).inserted {
                    report("source '\(ProjectPath.relative(absolute, to: rootDirectory))' of target '\(name)' does not exist; it is skipped", at: source, severity: .note)
                }
                continue
            }
            let explicitPhase = source["buildPhase"].map(BuildPhase.init)
            let type = source["type"]?.string.flatMap(SourceType.init(rawValue:))
                ?? (!isDirectory || !ProjectPath.pathExtension(absolute).isEmpty ? .file
                    : spec.root["options"]?["defaultSourceDirectoryType"]?.string.flatMap(SourceType.init(rawValue:)) ?? .group)
            switch type {
            case .folder:
                // A folder reference is copied into the product as it is: nothing in it is compiled or localized.
                continue
            case .file:
                add(absolute, phase: explicitPhase ?? Self.defaultPhase(of: absolute, fileTypes: fileTypes), to: &files)
            case .group, .syncedFolder:
                let excludes = (source["excludes"]?.strings ?? []).map(GlobPattern.init)
                let includes = (source["includes"]?.strings ?? []).map(GlobPattern.init)
                for file in listing(of: absolute, skippingHidden: type == .syncedFolder) {
                    if !excludes.isEmpty || !includes.isEmpty {
                        let relative = GlobPattern.components(of: ProjectPath.relative(file, to: absolute))
                        if excludes.contains(where: { $0.matchesItselfOrAFolder(components: relative) }) { continue }
                        if !includes.isEmpty, !includes.contains(where: { $0.matchesItselfOrAFolder(components: relative) }) { continue }
                    }
                    // A synchronized folder's files are built by their type, as Xcode decides; a group's as XcodeGen does.
                    add(file, phase: explicitPhase ?? Self.defaultPhase(of: file, fileTypes: type == .syncedFolder ? nil : fileTypes), to: &files)
                }
            }
        }
        return (files.sources.sorted(), files.resources.sorted())
    }

    /// `files(under:skippingHidden:)`, walked once per reader: targets share source folders.
    private mutating func listing(of directory: String, skippingHidden: Bool) -> [String] {
        let key = (skippingHidden ? "1" : "0") + directory
        if let files = folderListings[key] { return files }
        let files = Self.files(under: directory, skippingHidden: skippingHidden)
        folderListings[key] = files
        return files
    }

    private func add(_ path: String, phase: BuildPhase, to files: inout TargetFiles) {
        switch phase {
        case .sources:
            if XcodeProjectReader.isSourcePath(path) { files.insert(path, as: .source) }
        case .resources:
            if XcodeProjectReader.isResourcePath(path) { files.insert(path, as: .resource) }
        case .other:
            break
        }
    }

    /// The build phase of a file by its extension: `options.fileTypes`, else XcodeGen's defaults.
    static func defaultPhase(of path: String, fileTypes: YAMLNode?) -> BuildPhase {
        let pathExtension = ProjectPath.pathExtension(path)
        if let phase = fileTypes?[pathExtension]?["buildPhase"] { return BuildPhase(phase) }
        if compiledExtensions.contains(pathExtension) { return .sources }
        if pathExtension.isEmpty || noBuildPhaseExtensions.contains(pathExtension) { return .other }
        return .resources
    }

    /// The files under a source folder, as XcodeGen walks it: folders Xcode treats as one item (asset catalogs,
    /// bundles, ...) are items, `.lproj` folders are entered, `.DS_Store` and `*.orig` files are left out; hidden files
    /// are kept (XcodeGen lists them) except in a synchronized folder.
    static func files(under directory: String, skippingHidden: Bool) -> [String] {
        var result: [String] = []
        var visited: Set<SourceTree.FileIdentity> = []
        var pending = [directory]
        while let folder = pending.popLast() {
            guard let identity = FolderEntries.identity(of: folder), visited.insert(identity).inserted,
                  let entries = FolderEntries.entries(of: folder, followingLinks: true) else { continue }
            for entry in entries {
                if excludedNames.contains(entry.name) || entry.name.hasSuffix(".orig") { continue }
                if skippingHidden, entry.name.hasPrefix(".") { continue }
                let path = folder + "/" + entry.name
                let pathExtension = ProjectPath.pathExtension(entry.name)
                if entry.isDirectory, pathExtension == "lproj" || !DirectoryListing.opaqueFolderExtensions.contains(pathExtension) {
                    pending.append(path)
                } else {
                    result.append(path)
                }
            }
        }
        return result.sorted(by: PathArithmetic.precedesInByteOrder)
    }
}
