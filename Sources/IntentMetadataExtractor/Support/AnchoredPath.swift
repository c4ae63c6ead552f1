#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `open`, `stat` and `lstat` of absolute paths, taken from the current directory for the paths under it.
///
/// The kernel resolves a path one component at a time, from the root for an absolute one: a run opens or `stat`s
/// every file and folder of a repository, by absolute paths of 8 to 11 components of which the first 4 to 6 name
/// the repository itself (`perf` over the 104 real apps: about half of the time in `openat` went to resolving
/// paths). A path under the directory the run started in is resolved from a descriptor of that directory instead,
/// opened once, so only the components below it are walked. Which file a path names does not change: the descriptor
/// is the directory the prefix named when it was opened, and a `..` that climbs out of it climbs from there too.
/// Other paths, and every path on systems other than Linux, are passed on as they are.
enum AnchoredPath {
    #if os(Linux)
    /// The current directory with a `/` at its end, as C characters, and a descriptor of it; `nil` when it cannot be
    /// found or opened (a deleted or unreadable current directory), or is the root, where nothing would be saved.
    private static let anchor: (prefix: [CChar], descriptor: Int32)? = {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        var prefix = Array(buffer.prefix { $0 != 0 })
        guard prefix.count > 1, prefix.first == CChar(UInt8(ascii: "/")) else { return nil }
        let descriptor = openat(AT_FDCWD, buffer, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        prefix.append(CChar(UInt8(ascii: "/")))
        return (prefix, descriptor)
    }()
    #endif

    /// Calls `body` with the directory descriptor to resolve `path` from and the path to resolve: the part below the
    /// current directory when `path` is under it, else `path` itself with `AT_FDCWD`.
    @inline(__always)
    private static func resolving<Result>(_ path: String, _ body: (_ directory: Int32, _ path: UnsafePointer<CChar>) -> Result) -> Result {
        path.withCString { pointer in
            #if os(Linux)
            if let anchor {
                let count = anchor.prefix.count
                let isUnder = anchor.prefix.withUnsafeBufferPointer { prefix in strncmp(pointer, prefix.baseAddress!, count) == 0 }
                // What follows must be a relative path: not empty, and not a second `/` (`/repo//x` is `/repo/x`, but
                // `/x` from the descriptor would be the root's `x`).
                if isUnder, pointer[count] != 0, pointer[count] != CChar(UInt8(ascii: "/")) { return body(anchor.descriptor, pointer + count) }
            }
            #endif
            return body(AT_FDCWD, pointer)
        }
    }

    /// `open(2)` of `path` with `flags` (no file is created): a descriptor, or -1 with `errno` set.
    static func open(_ path: String, flags: Int32) -> Int32 {
        resolving(path) { directory, path in openat(directory, path, flags) }
    }

    /// `stat(2)` of `path` into `info`, following a link: 0, or -1 with `errno` set.
    static func status(of path: String, into info: inout stat) -> Int32 {
        resolving(path) { directory, path in fstatat(directory, path, &info, 0) }
    }

    /// `lstat(2)` of `path` into `info`, not following a link: 0, or -1 with `errno` set.
    static func linkStatus(of path: String, into info: inout stat) -> Int32 {
        resolving(path) { directory, path in fstatat(directory, path, &info, AT_SYMLINK_NOFOLLOW) }
    }
}
