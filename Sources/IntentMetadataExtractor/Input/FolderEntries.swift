#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The entries of one folder, read with `readdir`, for the walks that look for projects and target files.
///
/// `FileManager.attributesOfItem` per entry built a dictionary of every attribute (owner names included) to learn
/// one bit; on a repository of thousands of files that walk was a seventh of `check`. Here the kind comes from the
/// directory entry itself, and only an entry whose kind the file system does not say, or a link to be followed,
/// costs a `stat`.
package enum FolderEntries {
    /// One entry of a folder.
    package struct Entry: Sendable {
        /// The entry's name.
        package var name: String
        /// Whether it is a folder: following links when the listing was asked to, else a link is never a folder.
        package var isDirectory: Bool
        /// Whether the folder's entry itself says it is a regular file (not a link to one): what `stat` would say too,
        /// without asking it.
        package var isRegularFile = false

        /// Whether the name is `literal`, compared byte for byte: the walk that looks for projects asks it of every
        /// entry of a repository, and hashing or comparing `String`s showed in its profile.
        package func hasName(_ literal: StaticString) -> Bool {
            name.utf8.count == literal.utf8CodeUnitCount && name.utf8.ends(with: literal)
        }

        /// Whether the name ends with the bytes of `suffix` (a file extension such as `.xcodeproj`).
        package func nameEnds(with suffix: StaticString) -> Bool {
            name.utf8.ends(with: suffix)
        }
    }

    /// The entries of `path` other than `.` and `..`, sorted by the bytes of their names; `nil` when the folder
    /// cannot be opened. Names that are not valid UTF-8 are decoded with replacement characters (these walks only
    /// compare names with ASCII ones).
    static func entries(of path: String, followingLinks: Bool) -> [Entry]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        // Each entry with its first eight bytes as a big-endian number: names (which hold no NUL) sort by those
        // first, and by all their bytes only when they share them; comparing `String`s cost most of a listing.
        var entries: [(key: UInt64, entry: Entry)] = []
        while let entry = readdir(directory) {
            let read: (name: String, key: UInt64)? = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                // `d_name` ends with a NUL; `strlen` finds it a word at a time, where `firstIndex(of:)` went byte by byte.
                let length = raw.baseAddress.map { min(strlen($0.assumingMemoryBound(to: CChar.self)), raw.count) } ?? 0
                guard length > 0 else { return nil }
                // `.` and `..` are passed over on their bytes, before a string is made.
                if raw[0] == UInt8(ascii: "."), length == 1 || (length == 2 && raw[1] == UInt8(ascii: ".")) { return nil }
                var key: UInt64 = 0
                for index in 0..<min(8, length) { key |= UInt64(raw[index]) << (56 - 8 * UInt64(index)) }
                return (String(decoding: UnsafeRawBufferPointer(rebasing: raw[..<length]), as: UTF8.self), key)
            }
            guard let (name, key) = read else { continue }
            let isDirectory: Bool
            var isRegularFile = false
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): isDirectory = true
            case Int32(DT_REG):
                isDirectory = false
                isRegularFile = true
            case Int32(DT_LNK) where !followingLinks: isDirectory = false
            default:
                // A link to follow, or a file system that does not fill in the kind.
                var info = stat()
                let child = path.hasSuffix("/") ? path + name : path + "/" + name
                let found = followingLinks ? stat(child, &info) : lstat(child, &info)
                isDirectory = found == 0 && SourceTree.isDirectory(info)
            }
            entries.append((key, Entry(name: name, isDirectory: isDirectory, isRegularFile: isRegularFile)))
        }
        entries.sort { $0.key != $1.key ? $0.key < $1.key : PathArithmetic.precedesInByteOrder($0.entry.name, $1.entry.name) }
        // A closure, not a key path: applying a key path per element showed in the walk's profile.
        return entries.map { $0.entry }
    }

    /// The identity (device and inode) of the folder `path` resolves to, following links; `nil` when it cannot be
    /// read. Two paths to one folder have the same identity, so a walk that remembers them enters it once.
    static func identity(of path: String) -> SourceTree.FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return SourceTree.FileIdentity(info)
    }
}
