extension XcodeProjectReader {
    /// Adds the sources and resources a target gets from Xcode 16's synchronized folders.
    ///
    /// A folder in the target's `fileSystemSynchronizedGroups` gives every file in it, except those its exception
    /// sets for this target list (`membershipExceptions`: a file or a whole subfolder). An exception set for this
    /// target on a folder the target does not own does the opposite: it adds the files it lists, as Xcode does when
    /// one file of another target's folder is ticked for this target.
    /// The files under a synchronized folder, its explicit folders opaque; listed once per reader.
    private mutating func synchronizedFolderListing(_ folder: String, explicitFolders: Set<String>) -> [String] {
        let key = ([folder] + explicitFolders.sorted()).joined(separator: "\u{0}")
        if let files = synchronizedFolderListings[key] { return files }
        let files = DirectoryListing.files(under: folder, opaqueFolders: explicitFolders, listings: listings)
        synchronizedFolderListings[key] = files
        return files
    }

    mutating func addSynchronizedFiles(ofTarget targetID: String, target: PropertyListDictionary, to files: inout TargetFiles) {
        let owned = target[strings: "fileSystemSynchronizedGroups"]
        for groupID in owned {
            guard let group = object(groupID, referredBy: target), let folder = resolvedPath(of: groupID) else { continue }
            guard ProjectPath.isDirectory(folder) else {
                report(at: group, "synchronized folder '\(ProjectPath.relative(folder, to: rootDirectory))' does not exist; it is skipped")
                continue
            }
            let excluded = membershipExceptions(of: group, forTarget: targetID)
            let explicitFolders = Set(group[strings: "explicitFolders"])
            for file in synchronizedFolderListing(folder, explicitFolders: explicitFolders) {
                guard let kind = TargetFiles.Kind(of: file) else { continue }
                let relative = ProjectPath.relative(file, to: folder)
                if Self.isListed(relative, in: excluded) { continue }
                files.insert(file, as: kind)
            }
        }
        let ownedSet = Set(owned)
        for groupID in synchronizedGroupIDs where !ownedSet.contains(groupID) {
            guard let group = object(groupID) else { continue }
            let added = membershipExceptions(of: group, forTarget: targetID)
            guard !added.isEmpty, let folder = resolvedPath(of: groupID) else { continue }
            for relative in added.sorted() {
                let path = ProjectPath.join(folder, relative)
                if ProjectPath.isDirectory(path) {
                    for file in DirectoryListing.files(under: path, listings: listings) { files.insert(file) }
                } else {
                    files.insert(path)
                }
            }
        }
    }

    /// The relative paths listed by a synchronized folder's build-file exception sets for one target.
    private mutating func membershipExceptions(of group: PropertyListDictionary, forTarget targetID: String) -> Set<String> {
        var listed = Set<String>()
        for exceptionID in group[strings: "exceptions"] {
            guard let exception = object(exceptionID, referredBy: group) else { continue }
            guard exception[string: "isa"] == "PBXFileSystemSynchronizedBuildFileExceptionSet", exception[string: "target"] == targetID else { continue }
            for path in exception[strings: "membershipExceptions"] {
                listed.insert(path.hasSuffix("/") ? String(path.dropLast()) : path)
            }
        }
        return listed
    }

    /// Whether a relative path is listed, itself or through a folder that contains it.
    static func isListed(_ relative: String, in listed: Set<String>) -> Bool {
        if listed.contains(relative) { return true }
        var path = Substring(relative)
        while let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) {
            path = path[..<slash]
            if listed.contains(String(path)) { return true }
        }
        return false
    }
}
