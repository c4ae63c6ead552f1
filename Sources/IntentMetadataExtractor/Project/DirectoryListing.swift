#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The files under a folder, as Xcode's synchronized folders and SwiftPM's target folders see them.
enum DirectoryListing {
    /// Folders Xcode treats as one item (asset catalogs, bundles, models, ...): their insides are never sources.
    static let opaqueFolderExtensions: Set<String> = [
        "xcassets", "bundle", "xcdatamodeld", "xcdatamodel", "docc", "playground", "framework", "xcframework", "app", "appex",
        "scnassets", "rcproject", "reality", "mlpackage", "mlmodelc", "icon", "xcmappingmodel", "storyboardc", "xcodeproj",
        "xcworkspace", "spritekit", "atlas", "xctemplate",
    ]

    /// Folders SwiftPM treats as one item in a target's folder (checked with `swift package describe`): fewer than
    /// Xcode, so a Swift file inside a `.bundle` or `.framework` folder of a package target is one of its sources.
    static let swiftPackageOpaqueFolderExtensions: Set<String> = [
        "xcassets", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "docc", "playground", "xcodeproj", "xcworkspace",
    ]

    /// Every file under `directory`, as absolute paths sorted by byte order, and the opaque folders as items.
    ///
    /// Hidden entries are skipped; links are followed, but a folder is entered once, so a link loop ends.
    ///
    /// - Parameters:
    ///   - directory: an absolute folder path.
    ///   - opaqueFolders: relative paths (from `directory`) of more folders to treat as one item.
    ///   - opaqueExtensions: the extensions of folders treated as one item (Xcode's by default).
    ///   - listings: folders the repository walk listed; one without links is not listed again.
    static func files(
        under directory: String, opaqueFolders: Set<String> = [], opaqueExtensions: Set<String> = opaqueFolderExtensions, listings: FolderListings = .none
    ) -> [String] {
        var result: [String] = []
        var visited: Set<SourceTree.FileIdentity> = []
        var pending: [(absolute: String, relative: String)] = [(directory, "")]
        while let (absolute, relative) = pending.popLast() {
            guard let identity = FolderEntries.identity(of: absolute), visited.insert(identity).inserted else { continue }
            guard let entries = listings.entriesFollowingLinks(of: absolute) ?? FolderEntries.entries(of: absolute, followingLinks: true) else { continue }
            var folders: [(String, String)] = []
            for entry in entries where !entry.name.hasPrefix(".") {
                let childAbsolute = absolute + "/" + entry.name
                let childRelative = relative.isEmpty ? entry.name : relative + "/" + entry.name
                if entry.isDirectory {
                    if opaqueExtensions.contains(ProjectPath.pathExtension(entry.name)) || opaqueFolders.contains(childRelative) {
                        result.append(childAbsolute)
                    } else {
                        folders.append((childAbsolute, childRelative))
                    }
                } else {
                    result.append(childAbsolute)
                }
            }
            pending.append(contentsOf: folders.reversed())
        }
        return result.sorted(by: PathArithmetic.precedesInByteOrder)
    }
}
