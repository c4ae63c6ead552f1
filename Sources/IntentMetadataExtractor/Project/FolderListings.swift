/// The folders the repository walk listed, kept so that a project's reader can tell that a file it names exists
/// without asking the file system again.
///
/// An Xcode project names every file of its targets, and each was checked with a `stat` of its own: a path walk in the
/// kernel for each of the 31,000 Swift files of the real-app corpus, though the walk for projects had just listed
/// their folders. Only a positive answer is taken from a listing (the folder's entry says "regular file"); anything
/// else, a path under a folder the walk did not list (hidden, skipped, behind a link, or named on the command line),
/// a name spelled differently from its entry (a Mac's file system ignores case), a link, still costs a `stat`
/// (`ProjectPath.isFile(_:)`), so every answer is the one it gives.
package struct FolderListings: Sendable {
    /// The entries of each listed folder, by its absolute path as the walk wrote it; sorted by the bytes of their names.
    private let entries: [String: [FolderEntries.Entry]]

    /// No listing: every question goes to the file system.
    package static let none = FolderListings([:])

    /// Listings by folder; each folder's entries sorted by the bytes of their names, as `FolderEntries` gives them.
    init(_ entries: [String: [FolderEntries.Entry]]) {
        self.entries = entries
    }

    /// Whether the listing of `path`'s folder has an entry of exactly that name that is a regular file: then
    /// `ProjectPath.isFile(_:)` would say it is a file, and need not be asked; otherwise it must be.
    func isListedAsRegularFile(_ path: String) -> Bool {
        guard !entries.isEmpty, let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.utf8.startIndex,
              let listing = entries[String(path[..<slash])]
        else { return false }
        let name = String(path[path.utf8.index(after: slash)...])
        // Binary search over the byte order the entries are sorted in.
        var low = 0
        var high = listing.count
        while low < high {
            let middle = (low + high) / 2
            if PathArithmetic.precedesInByteOrder(listing[middle].name, name) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < listing.count && listing[low].name == name && listing[low].isRegularFile
    }

    /// The entries of `folder` as a listing that follows links would give them: the walk's listing when every entry
    /// of it is a folder or a regular file by the folder's own say (no link, nothing of unknown kind), `nil` when the
    /// folder was not listed or has such an entry.
    func entriesFollowingLinks(of folder: String) -> [FolderEntries.Entry]? {
        guard let listing = entries[folder], listing.allSatisfy({ $0.isDirectory || $0.isRegularFile }) else { return nil }
        return listing
    }

    /// The Swift files the listings hold (entries that are regular files by their folder's say, named `*.swift`), as
    /// absolute paths, folder by folder in byte order.
    func swiftFiles() -> [String] {
        var paths: [String] = []
        for folder in entries.keys.sorted(by: PathArithmetic.precedesInByteOrder) {
            for entry in entries[folder] ?? [] where entry.isRegularFile && entry.nameEnds(with: ".swift") {
                paths.append(folder + "/" + entry.name)
            }
        }
        return paths
    }
}
