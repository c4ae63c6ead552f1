#if canImport(CLinuxDirectoryEntries)
import CLinuxDirectoryEntries
#endif
import IntentMetadata
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
        // Each entry with its first eight bytes as a big-endian number: names (which hold no NUL) sort by those
        // first, and by all their bytes only when they share them; comparing `String`s cost most of a listing.
        var entries: [(key: UInt64, entry: Entry)] = []
        let add = { (name: UnsafeRawBufferPointer, kind: UInt8) in
            // `.` and `..` are passed over on their bytes, before a string is made.
            let length = name.count
            guard length > 0, !(name[0] == UInt8(ascii: ".") && (length == 1 || (length == 2 && name[1] == UInt8(ascii: ".")))) else { return }
            let key = ByteWord.bigEndianPrefix(of: name)
            let name = String(decoding: name, as: UTF8.self)
            let isDirectory: Bool
            var isRegularFile = false
            switch Int32(kind) {
            case Int32(DT_DIR): isDirectory = true
            case Int32(DT_REG):
                isDirectory = false
                isRegularFile = true
            case Int32(DT_LNK) where !followingLinks: isDirectory = false
            default:
                // A link to follow, or a file system that does not fill in the kind.
                var info = stat()
                let child = path.hasSuffix("/") ? path + name : path + "/" + name
                let found = followingLinks ? AnchoredPath.status(of: child, into: &info) : AnchoredPath.linkStatus(of: child, into: &info)
                isDirectory = found == 0 && SourceTree.isDirectory(info)
            }
            entries.append((key, Entry(name: name, isDirectory: isDirectory, isRegularFile: isRegularFile)))
        }
        guard readEntries(of: path, add) else { return nil }
        entries.sort { $0.key != $1.key ? $0.key < $1.key : PathArithmetic.precedesInByteOrder($0.entry.name, $1.entry.name) }
        // A closure, not a key path: applying a key path per element showed in the walk's profile.
        return entries.map { $0.entry }
    }

    #if os(Linux) && canImport(CLinuxDirectoryEntries)
    /// The size of the buffer the folder's records are read into, as glibc's `opendir` takes for most folders.
    private static let recordBufferSize = 32 << 10

    /// Calls `add` with the name and kind of each of the folder's entries (`.` and `..` too), in the file system's
    /// order; `false` when the folder cannot be opened. A read that fails part way ends the listing, as `readdir`
    /// does.
    ///
    /// `getdents64` itself, not `opendir` and `readdir`: `opendir` asks `fstat` for the folder's block size and
    /// allocates a buffer by it, in every folder of every walk (about a sixth of a folder's listing, measured in C on
    /// home-assistant-iOS's 655 folders).
    private static func readEntries(of path: String, _ add: (UnsafeRawBufferPointer, UInt8) -> Void) -> Bool {
        let descriptor = AnchoredPath.open(path, flags: O_RDONLY | O_NONBLOCK | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        withUnsafeTemporaryAllocation(byteCount: recordBufferSize, alignment: 8) { buffer in
            guard let base = buffer.baseAddress else { return }
            while true {
                let count = intent_metadata_getdents64(descriptor, base, UInt(buffer.count))
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return }
                // Each record: inode (8 bytes), offset (8), record length (2), kind (1), the name ending with a NUL.
                var offset = 0
                while offset + 19 < count {
                    let record = base + offset
                    let recordLength = Int(record.loadUnaligned(fromByteOffset: 16, as: UInt16.self))
                    guard recordLength > 19, offset + recordLength <= count else { return }
                    let kind = record.load(fromByteOffset: 18, as: UInt8.self)
                    let nameStart = record + 19
                    let length = strnlen(nameStart.assumingMemoryBound(to: CChar.self), recordLength - 19)
                    add(UnsafeRawBufferPointer(start: nameStart, count: length), kind)
                    offset += recordLength
                }
            }
        }
        return true
    }
    #else
    /// Calls `add` with the name and kind of each of the folder's entries (`.` and `..` too), in the file system's
    /// order; `false` when the folder cannot be opened.
    private static func readEntries(of path: String, _ add: (UnsafeRawBufferPointer, UInt8) -> Void) -> Bool {
        guard let directory = opendir(path) else { return false }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            withUnsafeBytes(of: entry.pointee.d_name) { raw in
                // `d_name` ends with a NUL; `strlen` finds it a word at a time, where `firstIndex(of:)` went byte by byte.
                let length = raw.baseAddress.map { min(strlen($0.assumingMemoryBound(to: CChar.self)), raw.count) } ?? 0
                add(UnsafeRawBufferPointer(rebasing: raw[..<length]), entry.pointee.d_type)
            }
        }
        return true
    }
    #endif

    /// The identity (device and inode) of the folder `path` resolves to, following links; `nil` when it cannot be
    /// read. Two paths to one folder have the same identity, so a walk that remembers them enters it once.
    static func identity(of path: String) -> SourceTree.FileIdentity? {
        var info = stat()
        guard AnchoredPath.status(of: path, into: &info) == 0 else { return nil }
        return SourceTree.FileIdentity(info)
    }
}
